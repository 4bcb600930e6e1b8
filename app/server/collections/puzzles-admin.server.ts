import { emptyPuzzleForm } from "~/components/admin/puzzle-form";
import { adminPuzzlesCopy as copy } from "~/content/admin-puzzles";
import { todayInKolkata } from "~/lib/posts";
import { joinThemes } from "~/lib/puzzles";
import { defineAdminSection, publishDateRow } from "~/server/collections/admin-pages.server";
import { puzzles } from "~/server/collections/puzzles.server";
import { sideOf } from "~/server/site/puzzle-board.server";

/**
 * The Puzzles section of the admin area (docs/decisions/puzzles.md), on the generic pages
 * (docs/decisions/collection-kit.md "Routes: one generic route module per page"): every puzzle
 * with its badge (Draft, Published, or Scheduled: published with a later date), publish date and
 * address, ordered by publish date (no Up/Down); its form is components/admin/puzzle-form.tsx,
 * with its board preview. A module of its own: the side to move is the board's
 * (puzzle-board.server.ts), which reads the stored puzzle's type.
 */
export const puzzlesAdmin = defineAdminSection({
  store: puzzles,
  fixErrors: copy.failed,
  copy,
  list: {
    // Draft, scheduled (published, dated later) or live: the same rule as a post's.
    row: (item) => ({
      name: item.title,
      dated: publishDateRow(item, copy, `/puzzles/${item.slug}`),
    }),
    ordered: false,
  },
  item: {
    heading: (item) => (item ? copy.editHeading(item.title) : copy.addHeading),
    // A new puzzle: White to move, a draft dated today in India.
    empty: () => ({ ...emptyPuzzleForm, publishDate: todayInKolkata() }),
    values: (item) => ({
      title: item.title,
      slug: item.slug,
      fen: item.fen,
      side: sideOf(item.fen),
      solution: item.solution.join(" "),
      hint: item.hint,
      difficulty: item.difficulty,
      themes: joinThemes(item.themes),
      explanation: item.explanation,
      publishDate: item.publishDate,
      published: item.published ? "on" : "",
    }),
    form: {
      idPrefix: "puzzle",
      published: { label: copy.fields.published, hint: copy.fields.publishedHint },
      submit: copy.save,
      noValidate: true,
    },
    view: "puzzles",
  },
});
