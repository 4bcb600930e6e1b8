import { Link } from "react-router";

/**
 * The message of a signed-in page after a change, and its error: a green status ("Register
 * saved.") and a red alert, each only when there is one. Shared by My classes, My batches, a
 * register, a student's notes and the other family and coach pages.
 * @param notice what was done (role "status"), or null
 * @param error why nothing was done (role "alert"), or null
 */
export function PageMessages({ notice, error }: { notice?: string | null; error?: string | null }) {
  return (
    <>
      {notice ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 font-medium text-green-900">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-900">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The way back from a family's or a coach's page: where to, and its words. */
type BackLink = { to: string; label: string };

/**
 * A signed-in page whose item is not the visitor's or does not exist: the way back and the words
 * as its heading (the loader answered 403 or 404, with nothing of the item).
 * @param back the way back (`to` My batches or My classes, with its words), or null
 */
export function MissingPage({ back, heading }: { back: BackLink | null; heading: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <PageTop back={back} heading={heading} />
    </div>
  );
}

/**
 * The top of a family's or a coach's page: the way back, then the page's h1.
 * @param back the way back (`to` My batches or My classes, with its words), or null
 */
export function PageTop({ back, heading }: { back: BackLink | null; heading: string }) {
  return (
    <>
      {back ? (
        <p>
          <Link to={back.to} className="font-semibold text-amber-800 underline">
            {back.label}
          </Link>
        </p>
      ) : null}
      <h1 className="mt-4 font-display text-3xl font-bold text-stone-900">{heading}</h1>
    </>
  );
}
