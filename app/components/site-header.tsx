import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useFetcher, useLocation } from "react-router";
import { StrokeIcon } from "~/components/ui/stroke-icon";
import { headerLinks, signingOut } from "~/content/navigation";
import { FirstTap } from "~/lib/first-tap";
import { useSite, useUser } from "~/lib/public-site";

/**
 * The academy's mark: a pawn on a gold tile ("A pawn can defeat the king"). Decorative;
 * the brand name next to it is the accessible text.
 * @param className size classes; defaults to 40×40 px
 */
export function LogoMark({ className = "h-10 w-10" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="10" fill="#c8961e" />
      <g fill="#1c1917">
        <circle cx="20" cy="11.5" r="5" />
        <rect x="14" y="16.5" width="12" height="3" rx="1.5" />
        <path d="M16.2 19.5h7.6l2.6 10H13.6z" />
        <rect x="10.5" y="29" width="19" height="4.5" rx="2" />
      </g>
    </svg>
  );
}

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400";

/** The mobile menu's id: the toggle names it (`popovertarget`). */
const MENU_ID = "site-nav";
/** The toggle's accessible names, closed and open. */
const MENU_LABELS = { closed: "Open menu", open: "Close menu" } as const;

/**
 * Site header (spec §2): logo with brand name and tagline, the seven navigation links in the
 * spec's order (the current page marked with aria-current), the Login link to the external
 * learning platform, the signed-in user's name (a link to My classes, docs/decisions/timetable.md
 * "Students") with a Sign out form, and a mobile menu toggle.
 * Sign out posts to /logout; the header shows "Signing out…" in place of the name at once (before
 * React, the page's start script puts it there and the form posts natively), while the server
 * ends the session and sends the visitor home.
 *
 * The menu is server-rendered: on wide screens (lg, 1024 px and up) the links show without JS.
 * On narrow screens the menu is a popover (`popover="auto"`) and the toggle its invoker
 * (`popovertarget`): the browser opens and closes it on the first tap, before the page's scripts
 * have run, and closes it on a click outside it and on Escape (focus back on the toggle); a link
 * click or any navigation closes it too. React follows the popover's state (its `toggle` event,
 * and on hydration whatever the visitor opened before) for the toggle's name and `aria-expanded`;
 * before React the page's start script keeps them (docs/decisions/first-paint.md).
 */
export function SiteHeader() {
  const site = useSite();
  const user = useUser();
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const signOut = useFetcher({ key: "sign-out" });

  // A menu opened before React hydrated stays open, and the toggle says so.
  useEffect(() => {
    if (isMenuOpen(navRef.current)) setOpen(true);
  }, []);

  // Any navigation (link, back button) closes the menu; not on the first render, so a menu the
  // visitor opened before hydration stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenu(navRef.current);
  }, [pathname]);

  return (
    <header className="sticky top-0 z-40 [anchor-name:--site-header] border-b border-stone-800 bg-stone-900/95 text-white shadow-md backdrop-blur supports-[backdrop-filter]:bg-stone-900/90">
      <div className="mx-auto flex max-w-[1200px] items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link to="/" className={`flex min-w-0 items-center gap-3 rounded-lg ${focusRing}`}>
          <LogoMark className="h-10 w-10 shrink-0" />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="font-display text-base font-bold tracking-tight min-[400px]:text-lg xl:text-xl">
              {site.name}
            </span>
            <span className="text-xs italic text-amber-300 sm:text-sm">{site.tagline}</span>
          </span>
        </Link>

        <button
          type="button"
          popoverTarget={MENU_ID}
          className={`group inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-white hover:bg-stone-800 lg:hidden ${focusRing}`}
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? MENU_LABELS.open : MENU_LABELS.closed}
          {...{
            [FirstTap.LabelOpen]: MENU_LABELS.open,
            [FirstTap.LabelClosed]: MENU_LABELS.closed,
          }}
        >
          <StrokeIcon className="h-6 w-6">
            {/* Both icons are drawn; aria-expanded picks one, also before React. */}
            <path className="group-aria-expanded:hidden" d="M4 7h16M4 12h16M4 17h16" />
            <path className="hidden group-aria-expanded:inline" d="M6 6l12 12M18 6L6 18" />
          </StrokeIcon>
        </button>

        <nav
          ref={navRef}
          id={MENU_ID}
          aria-label="Main"
          popover="auto"
          onToggle={(event) => setOpen(event.newState === "open")}
          className="site-nav m-0 border-0 border-b border-stone-800 bg-stone-900 px-4 pb-5 pt-2 text-white shadow-lg sm:px-6 lg:static lg:block lg:h-auto lg:w-auto lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
        >
          <div className="flex flex-col gap-1 lg:flex-row lg:items-center lg:gap-1">
            <ul className="flex flex-col gap-1 lg:flex-row lg:items-center lg:gap-0.5">
              {headerLinks.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === "/"}
                    onClick={(event) => closeMenu(event.currentTarget.closest("nav"))}
                    className={({ isActive }) =>
                      `block rounded-md px-3 py-2.5 text-base font-medium lg:px-2 lg:py-2 lg:text-[0.95rem] xl:px-3 ${focusRing} ${
                        isActive
                          ? "bg-stone-800 text-amber-300 underline decoration-2 underline-offset-8"
                          : "text-stone-100 hover:bg-stone-800 hover:text-amber-200"
                      }`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mt-3 flex flex-wrap items-center gap-3 border-t border-stone-800 pt-4 lg:ml-3 lg:mt-0 lg:border-0 lg:pt-0">
              {user && signOut.state !== "idle" ? (
                // Signed out at once on screen, while the server ends the session.
                <p role="status" className="text-sm text-stone-200">
                  {signingOut}
                </p>
              ) : user ? (
                <form
                  method="post"
                  action="/logout"
                  onSubmit={(event) => {
                    event.preventDefault();
                    // "Signing out…" in the tap's own frame, not after a transition's render.
                    signOut.submit(event.currentTarget, { flushSync: true });
                  }}
                  className="flex items-center gap-3 text-sm text-stone-200"
                  {...{ [FirstTap.SignOut]: signingOut }}
                >
                  <Link
                    to="/my-classes"
                    className={`rounded text-sm text-stone-200 underline decoration-stone-500 underline-offset-4 hover:text-amber-200 ${focusRing}`}
                  >
                    <span className="sr-only">
                      {user.isGoogleUser ? "Signed in with Google as " : "Signed in as "}
                    </span>
                    {user.name || user.email}
                    <span className="sr-only">: My classes</span>
                  </Link>
                  {user.isCoach ? (
                    <Link
                      to="/my-batches"
                      className={`rounded text-sm text-stone-200 underline decoration-stone-500 underline-offset-4 hover:text-amber-200 ${focusRing}`}
                    >
                      My batches
                    </Link>
                  ) : null}
                  <button
                    type="submit"
                    className={`rounded-full border border-stone-500 px-4 py-2 text-sm font-semibold text-white hover:border-amber-300 hover:text-amber-200 ${focusRing}`}
                  >
                    Sign out
                  </button>
                </form>
              ) : null}
              <a
                href={site.learningPlatformUrl}
                className={`inline-flex items-center rounded-full bg-amber-400 px-5 py-2 font-semibold text-stone-900 hover:bg-amber-300 ${focusRing}`}
              >
                Login
              </a>
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}

/** Whether the mobile menu popover is open (false where the browser knows no popovers). */
function isMenuOpen(nav: Element | null): boolean {
  try {
    return nav?.matches(":popover-open") ?? false;
  } catch {
    return false;
  }
}

/** Closes the mobile menu popover if it is open. */
function closeMenu(nav: HTMLElement | null) {
  if (nav && isMenuOpen(nav)) nav.hidePopover();
}
