import { Link } from "react-router";
import { textLinkClass } from "~/components/ui/link";
import { hallOfFameCopy as copy, playerHistoryCopy } from "~/content/tournament-fame";

/** A player as the hall of fame and a game's page show them (app/server/tournaments/). */
type NamedPlayer = { name: string; historyPath: string | null };

const link = textLinkClass();

/** A player's name, linked to their tournament history when they are a student. */
export function FamePlayerName({ player }: { player: NamedPlayer }) {
  if (!player.historyPath) return <span className="font-semibold">{player.name}</span>;
  return (
    <Link to={player.historyPath} className={`${link} inline-block py-2.5`}>
      {player.name}
    </Link>
  );
}

/** Winners listed with their points. */
function FameWinners({ winners }: { winners: (NamedPlayer & { points: number })[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4">
      {winners.map((w) => (
        <li key={`${w.name}-${w.historyPath}`}>
          <FamePlayerName player={w} />{" "}
          <span className="text-sm text-stone-700">({copy.points(w.points)})</span>
        </li>
      ))}
    </ul>
  );
}

/** One finished tournament in the hall of fame. */
export type FameCardTournament = {
  slug: string;
  title: string;
  date: string;
  players: number;
  rounds: number;
  winners: (NamedPlayer & { points: number })[];
  categories: { name: string; winners: (NamedPlayer & { points: number })[] }[];
};

/**
 * A finished tournament's card: its title linking to its page, date and size, its winner(s) and
 * each category's winner(s), every student linking to their history.
 */
export function FameTournamentCard({ t }: { t: FameCardTournament }) {
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 className="text-xl font-bold text-stone-900">
        <Link
          to={`/tournaments/${t.slug}`}
          aria-label={copy.tournamentLink(t.title)}
          className={`${link} inline-block py-1.5`}
        >
          {t.title}
        </Link>
      </h2>
      <p className="text-sm text-stone-700">
        {t.date} · {copy.played(t.players, t.rounds)}
      </p>
      <h3 className="mt-3 font-semibold text-amber-900">
        {t.winners.length > 1 ? copy.winners : copy.winner}
      </h3>
      <FameWinners winners={t.winners} />
      {t.categories.length > 0 ? (
        <>
          <h3 className="mt-3 font-semibold text-amber-900">{copy.categoryWinners}</h3>
          <dl>
            {t.categories.map((c) => (
              <div key={c.name} className="flex flex-wrap items-baseline gap-x-2">
                <dt className="text-stone-800">{c.name}:</dt>
                <dd>
                  <FameWinners winners={c.winners} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </li>
  );
}

/** A line of a student's history: one tournament they played (app/server/tournaments/fame-pages.server.ts). */
export type FameHistoryLine = {
  slug: string;
  title: string;
  date: string;
  category: string | null;
  place: number;
  categoryPlace: number | null;
  points: string;
  players: number;
  finished: boolean;
};

/**
 * A player's tournaments as a list of cards (no table: it reads on a 360 px phone without
 * scrolling sideways): title linking to the tournament, date, place, category place, points.
 */
export function FameHistoryList({ lines }: { lines: FameHistoryLine[] }) {
  const c = playerHistoryCopy;
  return (
    <ul className="mt-6 space-y-4">
      {lines.map((l) => (
        <li key={l.slug} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-bold text-stone-900">
            <Link to={`/tournaments/${l.slug}`} className={`${link} inline-block py-1.5`}>
              {l.title}
            </Link>
          </h2>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-800">
            <dt className="font-semibold">{c.date}</dt>
            <dd>
              {l.date}
              {l.finished ? "" : ` · ${c.inProgress}`}
            </dd>
            <dt className="font-semibold">{c.place}</dt>
            <dd>{c.placeOf(l.place, l.players)}</dd>
            <dt className="font-semibold">{c.category}</dt>
            <dd>
              {l.category && l.categoryPlace !== null
                ? c.categoryPlace(l.categoryPlace, l.category)
                : c.noCategory}
            </dd>
            <dt className="font-semibold">{c.points}</dt>
            <dd>{l.points}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
