import { useRef } from "react";
import { roundCopy as copy, RESULT_LABELS } from "~/content/tournament-arbiter";
import type { GameResult } from "~/lib/tournament/results";
import { TapLine, TapLinesForm } from "./tap-lines";
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
    <TapLinesForm className="mt-4" save={lines.length > 0 ? copy.save : null}>
      {lines.map((line) => (
        <li key={line.gameId}>
          <ResultLine line={line} />
        </li>
      ))}
    </TapLinesForm>
  );
}

/** One board: the players as the group's legend, the six results, and the line's save state. */
function ResultLine({ line }: { line: ResultLineView }) {
  /** The result this screen shows as the server's: what a tap changes from (`was`). */
  const shown = useRef<GameResult | null>(line.result);
  const { gameId: id } = line;
  const { fetcher, ...tap } = useTapSave<RoundAnswer>({
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
    for (const input of tap.fieldset.current?.querySelectorAll<HTMLInputElement>("input") ?? []) {
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
    <TapLine
      tap={tap}
      legend={copy.resultsLegend(line.board, line.white, line.black)}
      title={`${copy.board(line.board)}: ${line.white} – ${line.black}`}
      titleClass="font-semibold text-stone-900"
      state={state}
      live
      field="result"
      id={id}
      was={line.result ?? ""}
      choices={RESULTS}
      checked={line.result}
      columns="grid-cols-3"
      choiceClass={() =>
        "register-mark peer-checked:border-amber-900 peer-checked:bg-amber-700 peer-checked:text-white"
      }
      data={{ "data-result-line": line.board }}
    />
  );
}
