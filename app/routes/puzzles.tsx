import { data, Link } from "react-router";
import { NotFound } from "~/components/not-found";
import { textLinkClass } from "~/components/ui/link";
import { puzzleCopy as copy } from "~/content/puzzles";
import { loaderMeta } from "~/lib/loader-meta";
import { parsePageParam } from "~/lib/posts";
import { pageMeta } from "~/lib/seo";
import { listLivePuzzles } from "~/server/collections/puzzles.server";
import { getPublicSite } from "~/server/site/public-site.server";
import { toPuzzleSummary } from "~/server/site/puzzle-board.server";
import type { Route } from "./+types/puzzles";

/**
 * One page of the live puzzles, newest first (`?page=N`), and the page's meta tags. An invalid
 * page number, or one past the last page, answers 404.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const site = getPublicSite();
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  const result = page === null ? null : await listLivePuzzles(page);
  if (page === null || !result || (page > 1 && page > result.pageCount)) {
    const meta = pageMeta(site, {
      title: "404 Page Not Found",
      description: copy.listDescription,
      path: "/puzzles",
      noIndex: true,
    });
    return data({ notFound: true as const, meta }, { status: 404 });
  }
  const meta = pageMeta(site, {
    title: page === 1 ? copy.listTitle(site.name) : copy.listPageTitle(site.name, page),
    description: copy.listDescription,
    path: page === 1 ? "/puzzles" : `/puzzles?page=${page}`,
  });
  return {
    notFound: false as const,
    meta,
    page,
    pageCount: result.pageCount,
    puzzles: result.puzzles.map(toPuzzleSummary),
  };
}

/** Title, description, canonical and link-preview tags. */
export const meta = loaderMeta;

const link = textLinkClass();

/**
 * Puzzles (docs/decisions/puzzles.md): every live puzzle, newest first and paged, each with
 * whose move it is, its difficulty, themes and date, linking to its page.
 */
export default function PuzzlesPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFound />;
  const { puzzles, page, pageCount } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="font-display text-4xl font-bold text-stone-900 sm:text-5xl">
        {copy.listHeading}
      </h1>
      <p className="mt-3 text-lg text-stone-700">{copy.listIntro}</p>
      {puzzles.length === 0 ? (
        <p className="mt-10 text-lg text-stone-700">{copy.empty}</p>
      ) : (
        <ul className="mt-10 space-y-4">
          {puzzles.map((puzzle) => (
            <li
              key={puzzle.slug}
              className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
            >
              <h2 className="font-display text-2xl font-bold text-stone-900">
                <Link to={`/puzzles/${puzzle.slug}`} className={link}>
                  {puzzle.title}
                </Link>
              </h2>
              <p className="mt-2 text-stone-800">
                {puzzle.toMove} · {copy.difficulty(puzzle.difficulty)}
                {puzzle.themes.length > 0 ? ` · ${puzzle.themes.join(", ")}` : ""}
              </p>
              <p className="mt-1 text-sm text-stone-700">
                <time dateTime={puzzle.publishDate}>{puzzle.date}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <nav aria-label={copy.pagination} className="mt-10 flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link to={page === 2 ? "/puzzles" : `/puzzles?page=${page - 1}`} className={link}>
              {copy.newer}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-stone-700">{copy.pageOf(page, pageCount)}</p>
          {page < pageCount ? (
            <Link to={`/puzzles?page=${page + 1}`} className={link}>
              {copy.older}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
