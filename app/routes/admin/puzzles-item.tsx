import { AdminItemPage } from "~/components/admin/collection-item";
import { emptyPuzzleForm, PuzzleFields } from "~/components/admin/puzzle-form";
import { adminPuzzlesCopy as copy } from "~/content/admin-puzzles";
import { todayInKolkata } from "~/lib/posts";
import { joinThemes } from "~/lib/puzzles";
import { adminSectionMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminItemLoader, adminSaveAction } from "~/server/collections/admin-route.server";
import { puzzles, puzzlesAdmin } from "~/server/collections/puzzles.server";
import { sideOf } from "~/server/site/puzzle-board.server";
import type { Route } from "./+types/puzzles-item";

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return adminSectionMeta(matches, copy, { id: params.id, heading: loaderData?.heading });
}

/**
 * The admin only: the empty form (/admin/puzzles/new: White to move, a draft dated today in
 * India) or a puzzle's (/admin/puzzles/:id); an id that names no puzzle answers 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminItemLoader(params.id, (id) => puzzles.get(id), {
    title: copy.title,
    heading: (item) => (item ? copy.editHeading(item.title) : copy.addHeading),
    empty: { ...emptyPuzzleForm, publishDate: todayInKolkata() },
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
  });
}

/** Saves the puzzle (admin-route.server.ts `adminSaveAction`): chess.js checks it first. */
export async function action({ request, params }: Route.ActionArgs) {
  return adminSaveAction(request, params.id, puzzlesAdmin);
}

/**
 * A puzzle's form with its board preview. A refused save shows each message under its field
 * (an illegal position, a move that is not possible) and keeps what was typed.
 */
export default function AdminPuzzlePage({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  return (
    <AdminItemPage
      heading={loaderData.heading}
      path={copy.path}
      missing={loaderData.missing}
      errors={errors}
      published={values.published === "on"}
      form={{
        idPrefix: "puzzle",
        published: { label: copy.fields.published, hint: copy.fields.publishedHint },
        submit: copy.save,
        noValidate: true,
      }}
      formKey={JSON.stringify(loaderData.values)}
    >
      <PuzzleFields values={values} errors={errors} />
    </AdminItemPage>
  );
}
