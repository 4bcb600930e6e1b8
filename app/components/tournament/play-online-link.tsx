import { buttonClass } from "~/components/ui/button";
import { playOnlineCopy as copy } from "~/content/tournament-online";

/**
 * The public tournament page's "Play round N on Lichess" (docs/decisions/tournaments.md "Online
 * tournaments"): a large link to the current round's Lichess address, opening in a new tab (said
 * to screen readers, as the event page says it), and a line on where results appear.
 * @param round the current round's number
 * @param href its Lichess link (an https lichess.org address, checked by the server)
 */
export function PlayOnlineLink({ round, href }: { round: number; href: string }) {
  return (
    <div className="mt-4">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass("primary", "mediumTall", "min-h-11 w-full sm:w-auto")}
      >
        {copy.play(round)}
        <span className="sr-only"> {copy.newTab}</span>
      </a>
      <p className="mt-2 text-sm text-stone-700">{copy.hint}</p>
    </div>
  );
}
