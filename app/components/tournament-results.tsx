import { useRef } from "react";
import { Form } from "react-router";
import { roundCopy as copy, RESULT_LABELS } from "~/content/tournament-arbiter";
import type { GameResult } from "~/lib/tournament/results";
import { useTapSave } from "./use-tap-save";

/** One board as the round page has it. */
export type ResultLineView = {
  gameId: number;
  board: number;
  white: string;
  black: string;
  result: GameResult | null;
};

/** What the server answers a tap with, for its line. */
type LineAnswer = { gameId: number; result: GameResult | null; conflict: string | null };
/** What the server answers a tap with. */
type RoundAnswer = { error: string | null; lines?: LineAnswer[] };

const RESULTS = Object.entries(RESULT_LABELS) as [GameResult, string][];

/**
 * A round's results (docs/decisions/tournaments.md "Arbiter pages"), as the class register enters
 * marks: one fieldset per board with the six results as radio buttons, and "Save results".
 * Without JavaScript it is a plain form (every chosen result with the one shown before,
 * `was-<gameId>`). Hydrated, each tap is saved at once by its line's own fetcher; a tap before
 * hydration is kept by the radio and saved when the line hydrates. When someone else entered
 * another result meanwhile, nothing is overwritten: the line says who changed it, when, and to
 * what, and shows that result.
 * @param lines the round's boards with two players (not the bye), by board
 */
export function TournamentResults({ lines }: { lines: ResultLineView[] }) {
  return (
    <Form method="post" className="mt-4">
      <ul className="space-y-3">
        {lines.map((line) => (
          <li key={line.gameId}>
            <ResultLine line={line} />
          </li>
        ))}
      </ul>
      {lines.length > 0 ? (
        <button
          type="submit"
          name="intent"
          value="save"
          className="mt-6 w-full rounded-full bg-amber-700 px-6 py-3 text-lg font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900 sm:w-auto"
        >
          {copy.save}
        </button>
      ) : null}
    </Form>
  );
}

/** One board: the players as the group's legend, the six results, and the line's save state. */
function ResultLine({ line }: { line: ResultLineView }) {
  /** The result this screen shows as the server's: what a tap changes from (`was`). */
  const shown = useRef<GameResult | null>(line.result);
  const { gameId: id } = line;
  const { fetcher, fieldset, onChange } = useTapSave<RoundAnswer>({
    saved: () => shown.current,
    fields: (result, was) => ({ intent: "result", [`result-${id}`]: result, [`was-${id}`]: was }),
    // The server's answer: the result it has now is what this screen shows.
    onAnswer: (answer) => {
      const answered = answer.lines?.find((l) => l.gameId === id);
      if (!answered) return;
      shown.current = answered.result;
      if (answered.conflict) showResult(answered.result);
    },
  });
  const answerLine = fetcher.data?.lines?.find((l) => l.gameId === id);

  /** Shows a result on the radios (the server's, after someone else's change). */
  function showResult(result: GameResult | null) {
    for (const input of fieldset.current?.querySelectorAll<HTMLInputElement>("input") ?? []) {
      if (input.type === "radio") input.checked = input.value === result;
    }
  }

  const state =
    fetcher.state !== "idle"
      ? copy.saving
      : fetcher.data?.error
        ? fetcher.data.error
        : answerLine?.conflict
          ? answerLine.conflict
          : answerLine
            ? copy.saved
            : line.result === null
              ? copy.noResult
              : "";
  return (
    <fieldset
      ref={fieldset}
      data-result-line={line.board}
      onChange={onChange}
      className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm"
    >
      <legend className="sr-only">{copy.resultsLegend(line.board, line.white, line.black)}</legend>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span aria-hidden="true" className="font-semibold text-stone-900">
          {copy.board(line.board)}: {line.white} – {line.black}
        </span>
        <span role="status" className="text-sm text-stone-700">
          {state}
        </span>
      </div>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {RESULTS.map(([result, label]) => (
          <label key={result} className="block">
            <input
              type="radio"
              name={`result-${id}`}
              value={result}
              defaultChecked={line.result === result}
              className="peer sr-only"
            />
            <span className="register-mark peer-checked:border-amber-900 peer-checked:bg-amber-700 peer-checked:text-white">
              {label}
            </span>
          </label>
        ))}
      </div>
      <input type="hidden" name={`was-${id}`} value={line.result ?? ""} />
    </fieldset>
  );
}
