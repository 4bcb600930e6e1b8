import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { headerLinks } from "~/content/navigation";
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

/**
 * Site header (spec §2): logo with brand name and tagline, the seven navigation links in the
 * spec's order (the current page marked with aria-current), the Login link to the external
 * learning platform, the signed-in user's name with a Sign out form, and a mobile menu toggle.
 *
 * The menu is server-rendered: on wide screens (lg, 1024 px and up) the links show without JS.
 * On narrow screens the toggle opens and closes them; the menu closes on a link click, a click
 * outside the header, and Escape (which returns focus to the toggle).
 */
export function SiteHeader() {
  const site = useSite();
  const user = useUser();
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Any navigation (link, back button) closes the menu: adjusted while rendering, not in an
  // effect, so a mount effect that runs late (a tap right after load) cannot close a menu the
  // visitor has just opened.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b border-stone-800 bg-stone-900/95 text-white shadow-md backdrop-blur supports-[backdrop-filter]:bg-stone-900/90"
    >
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
          ref={toggleRef}
          type="button"
          className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-white hover:bg-stone-800 lg:hidden ${focusRing}`}
          aria-expanded={open}
          aria-controls="site-nav"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((value) => !value)}
        >
          <svg
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
            focusable="false"
          >
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>

        <nav
          id="site-nav"
          aria-label="Main"
          className={`${open ? "block" : "hidden"} absolute inset-x-0 top-full border-b border-stone-800 bg-stone-900 px-4 pb-5 pt-2 shadow-lg sm:px-6 lg:static lg:block lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
        >
          <div className="flex flex-col gap-1 lg:flex-row lg:items-center lg:gap-1">
            <ul className="flex flex-col gap-1 lg:flex-row lg:items-center lg:gap-0.5">
              {headerLinks.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === "/"}
                    onClick={() => setOpen(false)}
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
              {user ? (
                <form method="post" action="/logout" className="flex items-center gap-3">
                  <span className="text-sm text-stone-200">
                    <span className="sr-only">
                      {user.isGoogleUser ? "Signed in with Google as " : "Signed in as "}
                    </span>
                    {user.name || user.email}
                  </span>
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
