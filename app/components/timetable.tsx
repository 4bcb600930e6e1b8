import { useEffect } from "react";
import { Form, Link } from "react-router";
import { BookButton } from "~/components/booking";
import { buttonClass } from "~/components/ui/button";
import { FirstTap } from "~/lib/first-tap";
import type { BatchView, TimetableWords } from "~/lib/timetable-view";

/**
 * The class timetable of /courses and /courses/:id (docs/decisions/timetable.md "Visitors"): the
 * filters as a GET form (course, mode, day, age group, "Show times in"), which works without
 * JavaScript, and the batches with their days, India time, mode or centre, coach, language, seats,
 * next class (with the visitor's own time), "Book this batch" and "Request a seat". The words
 * come from the loader (app/server/timetable/timetable.server.ts), so they stay out of the page's
 * JavaScript (docs/decisions/js-budget.md).
 */

/** One select of the filter form: [value, label] options, "Any" first unless `required`. */
export type FilterSelect = {
  name: string;
  label: string;
  options: ReadonlyArray<readonly [string, string]>;
  value: string;
  /** No "Any" option ("Show times in" always has a zone). */
  required?: boolean;
};

const control =
  "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 focus:border-amber-700 focus:outline-none focus:ring-2 focus:ring-amber-600";
/**
 * The filter form: a GET to the page itself, so the choice is in the URL (and the page cache
 * keys on known values only).
 * @param action the page's path ("/courses", "/courses/beginner"); @param anchor its section id
 */
export function TimetableFilters({
  action,
  anchor,
  selects,
  words,
}: {
  action: string;
  anchor: string;
  selects: FilterSelect[];
  words: TimetableWords["filters"];
}) {
  return (
    <Form method="get" action={`${action}#${anchor}`} preventScrollReset className="mt-8">
      <fieldset className="rounded-2xl border border-stone-300 bg-white p-4 sm:p-6">
        <legend className="px-1 font-semibold text-stone-900">{words.legend}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {selects.map((select) => (
            <div key={select.name}>
              <label
                htmlFor={`timetable-${select.name}`}
                className="block text-sm font-semibold text-stone-800"
              >
                {select.label}
              </label>
              <select
                id={`timetable-${select.name}`}
                name={select.name}
                defaultValue={select.value}
                className={control}
              >
                {select.required ? null : <option value="">{words.any}</option>}
                {select.options.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className={`${buttonClass("bare", "small")} bg-stone-900 text-white hover:bg-stone-700`}
          >
            {words.apply}
          </button>
          <Link
            to={`${action}#${anchor}`}
            preventScrollReset
            className="rounded font-semibold text-amber-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-amber-800"
          >
            {words.reset}
          </Link>
        </div>
      </fieldset>
    </Form>
  );
}

/**
 * The browser-zone time of a class ("Your time (New York): …"), written by the page's start
 * script (app/browser/start-script.browser.ts) and again after a client navigation;
 * empty where the browser keeps India's time. Two lines are reserved, so nothing moves.
 * @param iso the class's instant (ISO 8601, UTC)
 */
export function LocalTime({ iso, label }: { iso: string; label: string }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: written again for each new instant
  useEffect(() => {
    (window as unknown as Record<string, (() => void) | undefined>)[FirstTap.LocalTimesGlobal]?.();
  }, [iso]);
  return (
    <time
      dateTime={iso}
      {...{ [FirstTap.LocalTime]: "", [FirstTap.LocalLabel]: label }}
      // The start script writes the text (before React, whatever the page's cache): React must
      // not own it. A constant empty string: nothing anyone wrote becomes HTML.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, so React leaves the script's text alone
      dangerouslySetInnerHTML={{ __html: "" }}
      className="block min-h-10 text-sm font-medium text-amber-900"
    />
  );
}

/**
 * The batches as cards.
 * @param shown the "Show times in" line's label ("New York time") when a zone other than India is
 *   chosen, else null
 */
export function BatchList({
  batches,
  shown,
  words,
}: {
  batches: BatchView[];
  shown: string | null;
  words: TimetableWords;
}) {
  if (batches.length === 0) return <p className="mt-8 text-lg text-stone-700">{words.empty}</p>;
  const l = words.labels;
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2">
      {batches.map((b) => (
        <li
          key={b.id}
          aria-labelledby={`batch-${b.id}`}
          className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
          data-batch={b.id}
        >
          <h3 id={`batch-${b.id}`} className="font-display text-xl font-bold text-stone-900">
            <Link to={b.coursePath} className="hover:underline">
              {b.courseName}
            </Link>{" "}
            · {b.classType} · {b.ageGroup}
          </h3>
          <p
            className={`mt-1 text-sm font-semibold ${b.full || b.closed ? "text-red-800" : "text-green-800"}`}
          >
            {b.seats}
          </p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-stone-800">
            <dt className="font-semibold">{l.days}</dt>
            <dd>{b.days}</dd>
            <dt className="font-semibold">{l.time}</dt>
            <dd>{b.time}</dd>
            <dt className="font-semibold">{l.where}</dt>
            <dd>{b.where}</dd>
            <dt className="font-semibold">{l.coach}</dt>
            <dd>{b.coach ?? "—"}</dd>
            <dt className="font-semibold">{l.language}</dt>
            <dd>{b.language}</dd>
            <dt className="font-semibold">{l.next}</dt>
            <dd>
              {b.next ? (
                <>
                  <span className="block" data-india-time="">
                    {b.next.india}
                  </span>
                  {b.next.shown && shown ? (
                    <span
                      className="block min-h-10 text-sm font-medium text-amber-900"
                      data-shown-time=""
                    >
                      {shown}: {b.next.shown}
                    </span>
                  ) : (
                    <LocalTime iso={b.next.iso} label={l.local} />
                  )}
                </>
              ) : (
                words.noNext
              )}
              {b.starts ? <span className="block text-sm text-stone-700">{b.starts}</span> : null}
            </dd>
          </dl>
          {b.closed ? null : (
            <div className="mt-auto flex flex-wrap items-center gap-3 pt-5">
              <BookButton
                className={`${buttonClass("bare", "small")} bg-amber-700 text-white shadow-sm hover:bg-amber-800`}
                label={b.bookLabel}
                batch={{ id: b.id, mode: b.book.mode, level: b.book.level, line: b.line }}
              >
                {words.book}
              </BookButton>
              <Link
                to={`/batches/${b.id}/request`}
                aria-label={b.request.label}
                className={buttonClass("outline", "small")}
              >
                {b.request.text}
              </Link>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
