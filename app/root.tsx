import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { FirstTap } from "~/lib/first-tap";
import type { RootData } from "~/lib/public-site";
import { getSessionUser, rootUser } from "~/server/auth/session.server";
import { getPublicSite } from "~/server/site/public-site.server";

/** Root loader: public site config (env overrides applied) and the signed-in user, known at SSR. */
export async function loader({ request }: Route.LoaderArgs): Promise<RootData> {
  return { site: getPublicSite(), user: rootUser(await getSessionUser(request)) };
}

/**
 * The site icons. No SVG favicon (public/icon.svg stays for the structured data's logo): Chromium
 * renders an SVG favicon as a small document on the page's main thread, a long task on a slow
 * phone just after load (docs/decisions/first-paint.md); the ICO (16 and 32 px) draws the same
 * pawn.
 */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/**
 * Document shell shared by every route and by the error boundary. Once React has hydrated the
 * document it marks `<html data-hydrated>`: cached pages start their scripts only after the first
 * paint (docs/decisions/first-paint.md, app/server/first-paint/first-paint.server.ts), so the browser tests
 * wait for this mark before they use what needs JavaScript (e2e/support/test.ts).
 */
export function Layout({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    document.documentElement.setAttribute(FirstTap.Hydrated, "");
  }, []);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2937" />
        <Meta />
        <Links />
        <noscript>
          {/* Without JavaScript: sections shown, and controls that need a script hidden. */}
          <style>{".reveal{opacity:1;transform:none}.js-only{display:none!important}"}</style>
        </noscript>
      </head>
      <body className="min-h-screen bg-stone-50 text-stone-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last-resort error page; unknown URLs are handled by routes/not-found.tsx with status 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let heading = "Something went wrong";
  let details = "An unexpected error occurred. Please try again.";
  if (isRouteErrorResponse(error)) {
    heading = error.status === 404 ? "404 Page Not Found" : `${error.status} ${error.statusText}`;
    details = error.status === 404 ? "The page you are looking for does not exist." : details;
  }
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{heading}</title>
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4">{details}</p>
      <a className="mt-8 inline-block font-semibold text-amber-800 underline" href="/">
        Go back home
      </a>
    </main>
  );
}
