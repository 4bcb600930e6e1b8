import { data, Link } from "react-router";
import { NotFound } from "~/components/not-found";
import { PuzzlePlay } from "~/components/puzzle-section";
import { textLinkClass } from "~/components/ui/link";
import { sectionTrail } from "~/content/navigation";
import { puzzleCopy as copy } from "~/content/puzzles";
import { SLUG_PATTERN } from "~/lib/collection";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { puzzles } from "~/server/collections/puzzles.server";
import { getPublicSite } from "~/server/site/public-site.server";
import { OG_IMAGE, previewPath, toPuzzleView } from "~/server/site/puzzle-board.server";
import type { Route } from "./+types/puzzle";

/**
 * The live puzzle of the URL (published, its date come in India), with its board drawn here on
 * the server, and its meta tags: the link preview's image is the position (a PNG named by its
 * content hash, routes/puzzle-image.ts). A draft, a puzzle dated later or an unknown slug
 * answers 404 with the 404 page; the slug's pattern is checked before the database.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const site = getPublicSite();
  const row = SLUG_PATTERN.test(params.slug) ? await puzzles.getBySlug(params.slug) : null;
  if (!row) {
    const meta = pageMeta(site, {
      title: "404 Page Not Found",
      description: copy.notFoundDescription,
      path: `/puzzles/${encodeURIComponent(params.slug)}`,
      noIndex: true,
    });
    return data({ puzzle: null, meta }, { status: 404 });
  }
  const puzzle = toPuzzleView(row, site);
  const meta = [
    ...pageMeta(site, {
      title: copy.pageTitle(puzzle.title, site.name),
      description: copy.pageDescription(puzzle.side, puzzle.difficulty),
      path: `/puzzles/${puzzle.slug}`,
      image: {
        src: previewPath(puzzle.slug, puzzle.fen),
        ...OG_IMAGE,
        alt: copy.imageAlt(puzzle.title, puzzle.side),
      },
    }),
    {
      "script:ld+json": breadcrumbJsonLd(site, [
        ...sectionTrail("/puzzles"),
        { name: puzzle.title, path: `/puzzles/${puzzle.slug}` },
      ]),
    },
  ];
  const themes = puzzle.themes.join(", ");
  return {
    puzzle,
    meta,
    about: [copy.difficulty(puzzle.difficulty), themes, copy.published(puzzle.date)],
  };
}

/** Title, description, canonical, link preview (the board as a picture), breadcrumb JSON-LD. */
export const meta = loaderMeta;

const link = textLinkClass();

/**
 * A puzzle's page (/puzzles/:slug, docs/decisions/puzzles.md): the way back to all puzzles, the
 * title, its difficulty, themes and date, and the puzzle to solve ({@link PuzzlePlay}).
 */
export default function PuzzlePage({ loaderData }: Route.ComponentProps) {
  const { puzzle } = loaderData;
  if (!puzzle) return <NotFound />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link to="/puzzles" className={link}>
          {copy.backToList}
        </Link>
      </p>
      <h1 className="mt-4 font-display text-3xl font-bold text-stone-900 sm:text-4xl">
        {puzzle.title}
      </h1>
      <p className="mt-2 text-sm text-stone-700">{loaderData.about?.filter(Boolean).join(" · ")}</p>
      <div className="mt-6">
        <PuzzlePlay puzzle={puzzle} />
      </div>
      <p className="mt-10 text-xs text-stone-600">{copy.piecesCredit}</p>
    </article>
  );
}
