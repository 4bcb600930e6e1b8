import { Form } from "react-router";
import { Field, fieldFileClass } from "~/components/form-field";
import { MissingPage, PageMessages, PageTop } from "~/components/page-messages";
import { RoundLinkForm } from "~/components/tournament/round-link-form";
import { TournamentResults } from "~/components/tournament-results";
import { buttonClass } from "~/components/ui/button";
import { TitledSection } from "~/components/ui/titled-section";
import { arbiterCopy, roundCopy as copy } from "~/content/tournament-arbiter";
import { loaderMeta } from "~/lib/loader-meta";
import { pageAnswer } from "~/server/http/page-answer.server";
import { roundAction, roundPage } from "~/server/tournaments/round-pages.server";
import type { Route } from "./+types/tournament-round";

/** A round's page, for the admin and coaches (403 / 404 otherwise). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await roundPage(request, params.slug, params.round);
  return pageAnswer(page, page.round !== null, {
    title: page.round ? copy.title(page.round.title, page.round.number) : copy.missing,
    description: copy.resultsHint,
    path: `/tournaments/${params.slug}/arbiter/rounds/${params.round}`,
  });
}

export const meta = loaderMeta;

/**
 * Swap, publish, a result (or all), a PGN, the Lichess link
 * (app/server/tournaments/round-pages.server.ts).
 */
export async function action({ request, params }: Route.ActionArgs) {
  return roundAction(request, params.slug, params.round);
}

/**
 * /tournaments/:slug/arbiter/rounds/:round (docs/decisions/tournaments.md "Arbiter pages"):
 * before publishing, the pairings with Swap and Publish; after, the results, the result history
 * and each board's PGN; an online tournament's round, its Lichess link.
 */
export default function TournamentRoundPage({ loaderData, actionData }: Route.ComponentProps) {
  const { round: r, back } = loaderData;
  if (!r) return <MissingPage back={back} heading={back ? copy.missing : arbiterCopy.notArbiter} />;
  const warnings = actionData?.warnings ?? [];
  const games = r.boards.filter((b) => b.black !== null);
  const byes = r.boards.filter((b) => b.black === null);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <PageTop back={back} heading={copy.title(r.title, r.number)} />
      <PageMessages notice={actionData?.notice} error={actionData?.error} />
      {warnings.length > 0 ? (
        <div role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-950">
          <p className="font-semibold">{r.published ? copy.historyHeading : copy.swapWarnings}</p>
          <ul className="mt-1 list-disc pl-5">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {r.lichess ? (
        <RoundLinkForm
          number={r.lichess.number}
          stored={r.lichess.link}
          answer={actionData?.link ?? null}
        />
      ) : null}
      {r.published ? (
        <>
          <p className="mt-4 font-semibold text-stone-900" data-testid="round-state">
            {r.complete ? copy.complete : copy.missingResults(r.missing)}
          </p>
          <p className="mt-2 text-stone-700">{copy.resultsHint}</p>
          <TournamentResults
            lines={games.map((g) => ({
              gameId: g.gameId,
              board: g.board,
              white: g.white,
              black: g.black ?? "",
              result: g.result,
            }))}
          />
          {byes.map((b) => (
            <p key={b.gameId} className="mt-3 text-stone-700">
              {copy.byeLine(b.white)}
            </p>
          ))}
          <TitledSection id="history-heading" title={copy.historyHeading}>
            {r.history.length === 0 ? (
              <p className="mt-2 text-stone-700">{copy.noHistory}</p>
            ) : (
              <ul className="mt-2 space-y-1 text-stone-800" data-testid="result-history">
                {r.history.map((line) => (
                  <li key={line.id}>{line.text}</li>
                ))}
              </ul>
            )}
          </TitledSection>
          <TitledSection id="pgn-heading" title={copy.pgnHeading}>
            <p className="mt-2 text-stone-700">{copy.pgnHint}</p>
            {games.map((g) => {
              const mine = actionData?.pgn?.gameId === g.gameId ? actionData.pgn : null;
              return (
                <details
                  key={g.gameId}
                  className="mt-3 rounded-xl border border-stone-200 bg-white p-3"
                  open={mine?.error ? true : undefined}
                >
                  <summary className="cursor-pointer font-semibold text-stone-900">
                    {copy.board(g.board)}: {g.white} – {g.black}
                    {g.hasPgn ? ` · ${copy.pgnStored}` : ""}
                  </summary>
                  <Form method="post" encType="multipart/form-data" className="mt-3 space-y-3">
                    <input type="hidden" name="game" value={g.gameId} />
                    <Field
                      as="textarea"
                      id={`pgn-${g.gameId}`}
                      name="pgn"
                      label={copy.pgnText(g.board)}
                      error={mine?.error}
                      defaultValue={mine?.text ?? ""}
                      rows={5}
                      maxLength={20_000}
                    />
                    <Field
                      id={`pgn-file-${g.gameId}`}
                      name="pgnFile"
                      type="file"
                      accept=".pgn,text/plain,application/x-chess-pgn"
                      label={copy.pgnFile(g.board)}
                      controlClassName={fieldFileClass}
                    />
                    <button
                      type="submit"
                      name="intent"
                      value="pgn"
                      aria-label={copy.pgnSave(g.board)}
                      className={buttonClass("outline", "smaller", "min-h-11")}
                    >
                      {copy.pgnSaveWord}
                    </button>
                  </Form>
                </details>
              );
            })}
          </TitledSection>
        </>
      ) : (
        <>
          <p className="mt-4 text-stone-700">{copy.unpublishedHint}</p>
          <ol className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {r.boards.map((b) => (
              <li key={b.gameId} className="px-4 py-2 text-stone-900" data-pairing={b.board}>
                {b.black === null
                  ? copy.byeLine(b.white)
                  : copy.pairingLine(b.board, b.white, b.black)}
              </li>
            ))}
          </ol>
          <TitledSection id="swap-heading" title={copy.swapHeading}>
            <Form
              method="post"
              className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
            >
              {(["a", "b"] as const).map((name) => (
                <Field
                  key={name}
                  as="select"
                  id={`swap-${name}`}
                  name={name}
                  label={name === "a" ? copy.swapA : copy.swapB}
                  required
                  defaultValue=""
                >
                  <option value="">—</option>
                  {r.swapOptions.map(([id, words]) => (
                    <option key={id} value={id}>
                      {words}
                    </option>
                  ))}
                </Field>
              ))}
              <button
                type="submit"
                name="intent"
                value="swap"
                className={buttonClass("outline", "smaller", "min-h-11")}
              >
                {copy.swap}
              </button>
            </Form>
          </TitledSection>
          <Form method="post" className="mt-8">
            <button
              type="submit"
              name="intent"
              value="publish"
              className={buttonClass("primary", "medium", "min-h-11 w-full sm:w-auto")}
            >
              {copy.publish(r.number)}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
