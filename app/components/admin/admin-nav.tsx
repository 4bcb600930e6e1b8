import { NavLink } from "react-router";
import { adminCollectionCopy, adminNavLinks } from "~/content/admin-nav";

/**
 * The admin area's section links (docs/decisions/admin-area.md "Admin area"), shown above every
 * admin page; the current section is marked with aria-current="page" by NavLink, on its pages below
 * it too (New post, an event's form). A link whose path starts another link's (the dashboard, above
 * Change password) marks its own page only.
 */
export function AdminNav() {
  return (
    <nav
      aria-label={adminCollectionCopy.navLabel}
      className="border-b border-stone-200 bg-stone-50"
    >
      <ul className="mx-auto flex max-w-5xl flex-wrap gap-x-1 gap-y-1 px-4 py-2 text-sm">
        {adminNavLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={adminNavLinks.some((other) => other.to.startsWith(`${link.to}/`))}
              className="inline-block rounded-md px-3 py-2 font-semibold text-stone-800 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-800 aria-[current=page]:bg-amber-800 aria-[current=page]:text-white"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
