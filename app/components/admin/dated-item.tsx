import { adminButton } from "~/components/admin/collection-list";
import type { PostState } from "~/lib/posts";

/**
 * What a list row shows of an item that goes live on its publish date (a post, a puzzle;
 * docs/decisions/collection-kit.md): the "Scheduled" badge of a published item dated later, and
 * the publish date with the item's public address, a link once it is live.
 */

/**
 * The badge of a published item whose date is still to come, or undefined (the list then shows
 * Draft or Published).
 * @param label the section's word, e.g. "Scheduled"
 */
export function scheduledBadge(state: PostState, label: string) {
  return state === "scheduled" ? (
    <span className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {label}
    </span>
  ) : undefined;
}

/**
 * The publish date and the public address: a link when the item is live (the address is the
 * link's name, WCAG 2.5.3: the visible text is its name), plain text before.
 * @param dated the date line, e.g. "Publish date 23 November 2026"
 * @param path the public address, e.g. "/blogs/opening-tips"
 */
export function DatedAddress({
  dated,
  path,
  live,
}: {
  dated: string;
  path: string;
  live: boolean;
}) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
      <span>{dated}</span>
      {live ? (
        <a href={path} className={adminButton.link}>
          {path}
        </a>
      ) : (
        <span className="font-mono">{path}</span>
      )}
    </p>
  );
}
