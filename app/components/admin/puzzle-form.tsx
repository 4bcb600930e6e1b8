import { useState } from "react";
import { Field, Fields, fieldInputClass } from "~/components/form-field";
import { adminPuzzlesCopy as copy } from "~/content/admin-puzzles";
import { boardSvg, describePosition } from "~/lib/board-svg";
import { piecesSprite } from "~/lib/chess-assets";
import type { FormValues } from "~/lib/form";
import { PUZZLE_LIMITS } from "~/lib/puzzles";

/** A new puzzle's form: White to move, beginner, a draft dated by the loader. */
export const emptyPuzzleForm: FormValues = { side: "w", difficulty: "beginner" };

/**
 * Whether a FEN's placement can be drawn: eight ranks of eight squares, piece letters and digits
 * only. The form's rules (lib/puzzle-input.ts) check far more on the server; this only decides
 * whether the preview draws the board.
 */
function drawable(fen: string): boolean {
  const ranks = (fen.trim().split(/\s+/)[0] ?? "").split("/");
  return (
    ranks.length === 8 &&
    ranks.every(
      (rank) =>
        /^[1-8pnbrqkPNBRQK]+$/.test(rank) &&
        [...rank].reduce((n, c) => n + (/\d/.test(c) ? Number(c) : 1), 0) === 8,
    )
  );
}

/**
 * The board preview of the puzzle form (docs/decisions/puzzles.md "The admin's side"): the
 * position as typed, drawn as the public pages draw it (lib/board-svg.ts), so a typo in the FEN
 * shows before the puzzle is published. Server-rendered with the stored FEN; with JavaScript it
 * follows the field as the admin types.
 */
function BoardPreview({ fen }: { fen: string }) {
  const ok = fen.trim() !== "" && drawable(fen);
  return (
    <figure className="rounded-lg border border-stone-300 bg-stone-50 p-4">
      <figcaption className="font-semibold text-stone-900">{copy.preview.heading}</figcaption>
      {ok ? (
        <div
          className="mt-3 aspect-square w-full max-w-xs"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: lib/board-svg.ts draws only piece letters read from the FEN and escapes the label
          dangerouslySetInnerHTML={{
            __html: boardSvg(fen, {
              sprite: piecesSprite,
              label: describePosition(fen),
            }),
          }}
        />
      ) : null}
      <p className="mt-2 text-sm text-stone-700" aria-live="polite">
        {fen.trim() === "" ? copy.preview.empty : ok ? copy.preview.hint : copy.preview.unreadable}
      </p>
      {ok ? <p className="mt-1 text-sm text-stone-700">{describePosition(fen)}</p> : null}
    </figure>
  );
}

/**
 * The fields of the admin's puzzle form (the page is AdminItemPage): title, web address,
 * position (FEN) with its live board preview, side to move, solution, hint, difficulty, themes,
 * explanation and publish date. The server checks the position and the solution with chess.js and
 * answers each refusal under its field, the typed values kept.
 * @param values what the fields show (stored or typed)
 * @param errors messages by field name
 */
export function PuzzleFields({
  values,
  errors,
}: {
  values: FormValues;
  errors: Record<string, string>;
}) {
  const f = copy.fields;
  const [fen, setFen] = useState(values.fen ?? "");
  return (
    <>
      <Fields
        idPrefix="puzzle"
        values={values}
        errors={errors}
        fields={[
          {
            name: "title",
            label: f.title,
            hint: f.titleHint,
            required: true,
            maxLength: PUZZLE_LIMITS.title,
          },
          {
            name: "slug",
            label: f.slug,
            hint: f.slugHint,
            maxLength: PUZZLE_LIMITS.slug,
            autoCapitalize: "none",
            spellCheck: false,
          },
        ]}
      />
      <Field
        id="puzzle-fen"
        label={f.fen}
        hint={f.fenHint}
        error={errors.fen}
        controlClassName={`${fieldInputClass} font-mono`}
        name="fen"
        required
        maxLength={PUZZLE_LIMITS.fen}
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={values.fen ?? ""}
        onChange={(event) => setFen(event.currentTarget.value)}
      />
      <BoardPreview fen={fen} />
      <Fields
        idPrefix="puzzle"
        values={values}
        errors={errors}
        fields={[
          { name: "side", label: f.side, as: "select", options: f.sides },
          {
            name: "solution",
            label: f.solution,
            hint: f.solutionHint,
            required: true,
            maxLength: PUZZLE_LIMITS.solution,
            autoCapitalize: "none",
            spellCheck: false,
          },
          {
            name: "hint",
            label: f.hint,
            hint: f.hintHint,
            required: true,
            maxLength: PUZZLE_LIMITS.hint,
          },
          { name: "difficulty", label: f.difficulty, as: "select", options: f.difficulties },
          { name: "themes", label: f.themes, hint: f.themesHint },
          {
            name: "explanation",
            label: f.explanation,
            hint: f.explanationHint,
            rows: 4,
            as: "textarea",
            required: true,
            maxLength: PUZZLE_LIMITS.explanation,
          },
          {
            name: "publishDate",
            label: f.publishDate,
            hint: f.publishDateHint,
            type: "date",
            required: true,
          },
        ]}
      />
    </>
  );
}
