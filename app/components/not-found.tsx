import { Link } from "react-router";

/**
 * The 404 page body: "404 Page Not Found" as the page's h1 and a link back home (spec §2 route
 * "*", §8). Used by the catch-all route and by pages whose loader finds nothing (unknown course).
 * The caller answers HTTP 404 from its loader.
 */
export function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">404 Page Not Found</h1>
      <p className="mt-4 text-lg">
        Looks like this square is empty. The page you are looking for does not exist or has moved.
      </p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-amber-700 px-6 py-3 font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800"
      >
        Back to Home
      </Link>
    </section>
  );
}
