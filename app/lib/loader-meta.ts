import type { MetaDescriptor } from "react-router";

/**
 * The `meta` export of every public route (docs/decisions/js-budget.md "Page meta"): the
 * descriptors its loader built with `pageMeta` (app/lib/seo.ts) on the server, JSON-LD included.
 * A module of its own, so that a public page's JavaScript carries this line and neither the
 * builders nor the page's words.
 * @returns the loader's `meta`, or none while there is no loader data (an error page)
 */
export function loaderMeta({
  loaderData,
}: {
  loaderData?: { meta?: MetaDescriptor[] } | null;
}): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
