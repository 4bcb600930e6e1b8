import { type FormEvent, useId, useRef, useState } from "react";
import { type FetcherWithComponents, useFetcher } from "react-router";
import {
  dashboardButtonClass as buttonClass,
  dashboardSectionClass,
  StatusMessage,
  useSuccessAlert,
} from "~/components/admin/dashboard-parts";
import { Fields, fieldInputClass } from "~/components/form-field";
import { adminDashboardCopy } from "~/content/admin-dashboard";
import type { DashboardActionResult } from "~/lib/admin-dashboard";
import { FEEDBACK_LIMITS, type FeedbackItem, feedbackInputSchema, STARS } from "~/lib/feedback";
import { fieldErrors } from "~/lib/form";

const copy = adminDashboardCopy.feedback;
/** The Star Rating options, 5 first. */
const STAR_OPTIONS = [5, 4, 3, 2, 1].map((n) => [String(n), String(n)] as const);

/**
 * Manage Feedback (spec §2 "Admin dashboard", §4 Feedback, §8 alerts): the add form (Name,
 * Feedback Content, Star Rating; reset after a success) and the Feedback List with a Delete
 * button per item. Checks in the browser first; the server checks again (plain posts without
 * JavaScript). Names and texts are rendered as text, never as HTML.
 * @param feedback the stored feedback, newest first
 * @param fallback the action's answer to a post without JavaScript
 */
export function FeedbackManager({
  feedback,
  fallback,
}: {
  feedback: FeedbackItem[];
  fallback?: DashboardActionResult;
}) {
  const adder = useFetcher<DashboardActionResult>();
  const deleter = useFetcher<DashboardActionResult>();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});

  useSuccessAlert(adder.data, adder.state, () => {
    formRef.current?.reset();
  });
  useSuccessAlert(deleter.data, deleter.state);

  const added = adder.data ?? fallback;
  const deleted = deleter.data ?? fallback;
  const serverErrors = added && !added.ok && added.intent === "add-feedback" ? added.errors : {};
  const errors = { ...serverErrors, ...clientErrors };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const parsed = feedbackInputSchema.safeParse({
      name: form.get("name"),
      content: form.get("content"),
      stars: form.get("stars"),
    });
    setClientErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (!parsed.success) event.preventDefault();
  };

  return (
    <section aria-labelledby={`${id}-h`} className={dashboardSectionClass}>
      <h2 id={`${id}-h`} className="text-2xl font-semibold">
        {copy.heading}
      </h2>
      <adder.Form ref={formRef} method="post" className="mt-4 space-y-4" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="add-feedback" />
        <Fields
          idPrefix={id}
          values={{ stars: String(STARS.default) }}
          errors={errors}
          fields={[
            {
              name: "name",
              label: copy.name,
              required: true,
              maxLength: FEEDBACK_LIMITS.name,
              autoComplete: "off",
            },
            {
              name: "content",
              label: copy.content,
              as: "textarea",
              rows: 4,
              required: true,
              maxLength: FEEDBACK_LIMITS.content,
            },
            {
              name: "stars",
              label: copy.stars,
              as: "select",
              options: STAR_OPTIONS,
              controlClassName: `${fieldInputClass} sm:w-40`,
            },
          ]}
        />
        <button
          type="submit"
          disabled={adder.state !== "idle"}
          className={`${buttonClass} bg-amber-800 hover:bg-amber-900`}
        >
          {adder.state !== "idle" ? copy.adding : copy.add}
        </button>
        <StatusMessage result={added} intents={["add-feedback"]} />
      </adder.Form>

      <h3 className="mt-8 text-xl font-semibold">{copy.listHeading}</h3>
      <StatusMessage result={deleted} intents={["delete-feedback", "unknown"]} />
      <FeedbackList feedback={feedback} deleter={deleter} />
    </section>
  );
}

/**
 * The Feedback List: each item's name, stars and text (as text, never HTML) with its Delete
 * button, posted through the given fetcher; "No feedback yet." when empty.
 */
function FeedbackList({
  feedback,
  deleter,
}: {
  feedback: FeedbackItem[];
  deleter: FetcherWithComponents<DashboardActionResult>;
}) {
  if (feedback.length === 0) return <p className="mt-2 text-stone-700">{copy.empty}</p>;
  const deletingId = deleter.state !== "idle" ? String(deleter.formData?.get("id") ?? "") : "";
  return (
    <ul className="mt-3 divide-y divide-stone-200">
      {feedback.map((item) => (
        <FeedbackRow
          key={item.id}
          {...{ item, deleter }}
          deleting={deletingId === String(item.id)}
        />
      ))}
    </ul>
  );
}

/** One feedback item: name, stars (read out as "N out of 5 stars"), text and its Delete button. */
function FeedbackRow({
  item,
  deleter,
  deleting,
}: {
  item: FeedbackItem;
  deleter: FetcherWithComponents<DashboardActionResult>;
  deleting: boolean;
}) {
  return (
    <li key={item.id} className="flex items-start justify-between gap-4 py-4">
      <div className="min-w-0">
        <p className="font-semibold">{item.name}</p>
        <p className="text-amber-800">
          <span aria-hidden="true">{"★".repeat(item.stars)}</span>
          <span className="sr-only">{copy.starsLabel(item.stars)}</span>
        </p>
        <p className="mt-1 whitespace-pre-line text-stone-800">{item.content}</p>
      </div>
      <deleter.Form method="post">
        <input type="hidden" name="intent" value="delete-feedback" />
        <input type="hidden" name="id" value={item.id} />
        <button
          type="submit"
          aria-label={copy.deleteLabel(item.name)}
          disabled={deleting}
          className={`${buttonClass} bg-red-700 px-4 py-2 hover:bg-red-800`}
        >
          {copy.delete}
        </button>
      </deleter.Form>
    </li>
  );
}
