import { Form } from "react-router";
import { Field } from "~/components/form-field";
import { buttonClass } from "~/components/ui/button";
import { TitledSection } from "~/components/ui/titled-section";
import { roundLinkCopy as copy } from "~/content/tournament-online";
import { LICHESS_LINK_LIMIT } from "~/lib/tournament/lichess-link";

/**
 * An online tournament's Lichess link form on a round's arbiter page (docs/decisions/tournaments.md
 * "Online tournaments"): one URL field, "Save link" (intent "link"); emptied, it removes the link.
 * A plain form: it works without JavaScript; the server reads it again.
 * @param number the round's number
 * @param stored the stored link ("" when none)
 * @param answer the last answer to this form: its message and the text as typed, or null
 */
export function RoundLinkForm({
  number,
  stored,
  answer,
}: {
  number: number;
  stored: string;
  answer: { error: string | null; text: string } | null;
}) {
  return (
    <TitledSection id="lichess-heading" title={copy.heading}>
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <Field
          key={answer ? `typed-${answer.text}` : `stored-${stored}`}
          id="round-link"
          name="link"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          label={copy.label(number)}
          hint={copy.hint}
          error={answer?.error}
          defaultValue={answer ? answer.text : stored}
          maxLength={LICHESS_LINK_LIMIT * 2}
        />
        <button
          type="submit"
          name="intent"
          value="link"
          className={buttonClass("outline", "smaller", "min-h-11 sm:mt-6")}
        >
          {copy.save}
        </button>
      </Form>
    </TitledSection>
  );
}
