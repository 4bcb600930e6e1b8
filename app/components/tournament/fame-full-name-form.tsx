import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { fullNameConsentCopy as copy } from "~/content/families";

/** The full-name consent form's state (app/server/families/student-pages.server.ts). */
export type FameFullNameState = {
  label: string;
  explanation: string;
  ticked: boolean;
  /** "Ticked on …" when it is, else null. */
  given: string | null;
  /** The message after saving, or null. */
  notice: string | null;
};

/**
 * The student page's "Show <name>'s full name in tournament results" box
 * (docs/decisions/tournaments.md "Hall of fame and players' pages"): a form of its own (intent
 * "full-name") that works without JavaScript; the label and explanation are the stored wording.
 * The box and its label make one tap target at least 44 px tall.
 */
export function FameFullNameForm({ state }: { state: FameFullNameState }) {
  return (
    <section
      aria-labelledby="full-name-heading"
      className="mt-8 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id="full-name-heading" className="text-xl font-bold text-stone-900">
        {copy.heading}
      </h2>
      {state.notice ? (
        <p role="status" className="mt-3 rounded-lg bg-green-50 p-3 font-medium text-green-900">
          {state.notice}
        </p>
      ) : null}
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="full-name" />
        <label
          htmlFor="full-name"
          className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-stone-800"
        >
          <input
            id="full-name"
            type="checkbox"
            name="fullName"
            value="on"
            defaultChecked={state.ticked}
            aria-describedby="full-name-hint"
            className="h-6 w-6 shrink-0 accent-amber-700"
          />
          {state.label}
        </label>
        <p id="full-name-hint" className="text-sm text-stone-700">
          {state.explanation}
          {state.given ? ` ${state.given}` : ""}
        </p>
        <button type="submit" className={buttonClass("outline", "small", "min-h-11")}>
          {copy.save}
        </button>
      </Form>
    </section>
  );
}
