import { useEffect, useRef } from "react";
import { Form, useFetcher } from "react-router";
import { roundCopy as copy, RESULT_LABELS } from "~/content/tournament-arbiter";
import type { GameResult } from "~/lib/tournament/results";

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
  const fetcher = useFetcher<{ error: string | null; lines?: LineAnswer[] }>();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  /** The result this screen shows as the server's: what a tap changes from (`was`). */
  const shown = useRef<GameResult | null>(line.result);
  const sent = useRef<string | null>(null);
  const queued = useRef<string | null>(null);
  const { gameId: id } = line;
  const answerLine = fetcher.data?.lines?.find((l) => l.gameId === id);

  /** Shows a result on the radios (the server's, after someone else's change). */
  function showResult(result: GameResult | null) {
    for (const input of fieldset.current?.querySelectorAll<HTMLInputElement>("input") ?? []) {
      if (input.type === "radio") input.checked = input.value === result;
    }
  }

  /** Sends one result; a tap while the last one is on its way waits for it (taps stay in order). */
  function save(result: string) {
    if (fetcher.state !== "idle") {
      queued.current = result;
      return;
    }
    if (result === sent.current && result === shown.current) return;
    sent.current = result;
    fetcher.submit(
      { intent: "result", [`result-${id}`]: result, [`was-${id}`]: shown.current ?? "" },
      { method: "post" },
    );
  }

  // A tap before hydration: the radio kept it; save it now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    const checked = fieldset.current?.querySelector<HTMLInputElement>("input:checked");
    if (checked && checked.value !== (line.result ?? "")) save(checked.value);
  }, []);

  // The server's answer: the result it has now is what this screen shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each answer
  useEffect(() => {
    if (!answerLine) return;
    shown.current = answerLine.result;
    if (answerLine.conflict) {
      sent.current = null;
      showResult(answerLine.result);
    }
  }, [fetcher.data]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: when the line's fetcher is free
  useEffect(() => {
    if (fetcher.state === "idle" && queued.current !== null) {
      const result = queued.current;
      queued.current = null;
      save(result);
    }
  }, [fetcher.state]);

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
      onChange={(event) => {
        const input = event.target;
        if (input instanceof HTMLInputElement && input.type === "radio") save(input.value);
      }}
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
