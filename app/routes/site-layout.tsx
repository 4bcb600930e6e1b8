import { useEffect, useRef } from "react";
import { Outlet, useLocation, useMatches } from "react-router";
import { BookButton, BookingProvider } from "~/components/booking";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { getPublicEnquiryLog } from "~/server/enquiries/enquiries.server";
import type { Route } from "./+types/site-layout";

/**
 * The enquiry log setting every booking form needs (docs/decisions/enquiry-log.md): global, the
 * same for every visitor, so the pages stay in the page cache (its change invalidates it).
 */
export async function loader() {
  return { enquiryLog: await getPublicEnquiryLog() };
}

/**
 * Layout of every page but login and register (spec §2): skip link, header, main, footer,
 * the floating "Book a Demo" button (not in the admin area, where it would cover the forms'
 * buttons on a phone), and the shared booking modal. Every route change
 * scrolls to the top smoothly (instantly with reduced motion).
 */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { pathname, hash } = useLocation();
  // The path the page was opened on: hydrating it is no route change, and must not move a visitor
  // who has scrolled down before React hydrated (it hydrates at their first gesture).
  const shownPath = useRef(pathname);
  const inAdmin = useMatches().some((match) => match.id === "routes/admin/layout");
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on path changes only, not on hash changes
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    // Links to a section (/coaches#who-were-looking-for) keep React Router's scroll to the anchor.
    if (hash) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  }, [pathname]);

  return (
    <BookingProvider enquiryLog={loaderData.enquiryLog}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {inAdmin ? null : (
        <BookButton className="fixed bottom-4 right-4 z-30 rounded-full bg-amber-700 px-5 py-3 font-semibold text-white shadow-lg hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900">
          Book a Demo
        </BookButton>
      )}
    </BookingProvider>
  );
}
