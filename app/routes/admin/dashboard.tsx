import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { data, useActionData, useFetcher } from "react-router";
import { adminDashboardCopy as copy } from "~/content/admin-dashboard";
import {
  BANNER_LIMITS,
  bannerTextSchema,
  FEEDBACK_LIMITS,
  feedbackInputSchema,
  fieldErrors,
  MAX_UPLOAD_BYTES,
  STARS,
} from "~/lib/feedback";
import { siteFromMatches } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { requireAdmin, requireAdminForAction } from "~/server/admin.server";
import { deleteBanner, getBanner, saveBanner, toBannerView } from "~/server/banner.server";
import { addFeedback, deleteFeedback, listFeedback } from "~/server/feedback.server";
import { DASHBOARD_FORM_LIMIT_BYTES, readFormBody } from "~/server/http/form-body.server";
import { ImageUploadError, processBannerImage } from "~/server/image-upload.server";
import { assertSameOrigin } from "~/server/security.server";
import type { Route } from "./+types/dashboard";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${copy.title} | ${site.name}`,
    description: copy.description,
    path: "/admin-dashboard",
    noIndex: true,
  });
}

/**
 * The stored banner and feedback list, for the admin only (ARCHITECTURE improvement 2):
 * anyone else is redirected to /adminlogin before anything is read.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [banner, feedback] = await Promise.all([getBanner(), listFeedback()]);
  return {
    banner: banner ? toBannerView(banner) : null,
    feedback: feedback.map(({ id, name, content, stars }) => ({ id, name, content, stars })),
  };
}

type Intent = "update-banner" | "delete-banner" | "add-feedback" | "delete-feedback";

/** What the action answers: a success message, or field errors and the typed values to keep. */
export type ActionResult =
  | { ok: true; intent: Intent; message: string }
  | {
      ok: false;
      intent: Intent | "unknown";
      errors: Record<string, string>;
      /** The typed banner text, so a refused upload keeps it (also without JavaScript). */
      values?: { title: string; content: string };
    };

function fail(
  intent: ActionResult["intent"],
  errors: Record<string, string>,
  status = 400,
  values?: { title: string; content: string },
) {
  return data<ActionResult>({ ok: false, intent, errors, values }, { status });
}

/**
 * Every dashboard change, chosen by the form's `intent` field (update-banner, delete-banner,
 * add-feedback, delete-feedback). Refuses anything but the admin (403) and cross-origin
 * requests (403) before reading the body, and bodies over 6 MB (413). Invalid input changes
 * nothing and comes back as field errors.
 */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  await requireAdminForAction(request);

  const read = await readDashboardForm(request);
  if (!read.form) return read.refused;
  const { form } = read;
  const intent = String(form.get("intent") ?? "");

  switch (intent) {
    case "update-banner": {
      const typed = {
        title: String(form.get("title") ?? ""),
        content: String(form.get("content") ?? ""),
      };
      const text = bannerTextSchema.safeParse(typed);
      if (!text.success) return fail(intent, fieldErrors(text.error), 400, typed);
      const file = form.get("image");
      try {
        const image = await processBannerImage(file instanceof Blob ? file : null);
        await saveBanner({ ...text.data, image });
      } catch (error) {
        if (error instanceof ImageUploadError)
          return fail(intent, { image: error.message }, error.status, typed);
        throw error;
      }
      return { ok: true, intent, message: copy.banner.updated } satisfies ActionResult;
    }
    case "delete-banner": {
      await deleteBanner();
      return { ok: true, intent, message: copy.banner.deleted } satisfies ActionResult;
    }
    case "add-feedback": {
      const input = feedbackInputSchema.safeParse({
        name: form.get("name"),
        content: form.get("content"),
        stars: form.get("stars"),
      });
      if (!input.success) return fail(intent, fieldErrors(input.error));
      await addFeedback(input.data);
      return { ok: true, intent, message: copy.feedback.added } satisfies ActionResult;
    }
    case "delete-feedback": {
      const id = Number(form.get("id"));
      if (!(await deleteFeedback(id))) return fail(intent, { form: copy.errors.notFound }, 404);
      return { ok: true, intent, message: copy.feedback.deleted } satisfies ActionResult;
    }
    default:
      return fail("unknown", { form: copy.errors.unknownIntent });
  }
}

/**
 * The dashboard's form, read with the shared {@link readFormBody} within 6 MB: over the limit
 * (413) the "too large" message of the upload field, a body that is not a readable form the
 * "unknown action" error (400), as before the shared reader existed.
 * @returns the form data, or the response to answer instead
 */
async function readDashboardForm(request: Request) {
  try {
    return { form: await readFormBody(request, DASHBOARD_FORM_LIMIT_BYTES) };
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    if (error.status === 413) {
      // The rest of the body is not read: close the connection so it is not reused.
      return {
        refused: data<ActionResult>(
          { ok: false, intent: "update-banner", errors: { image: copy.errors.requestTooLarge } },
          { status: 413, headers: { Connection: "close" } },
        ),
      };
    }
    return { refused: fail("unknown", { form: copy.errors.unknownIntent }) };
  }
}

/** Shows the alert once per completed submission that succeeded (spec §8 success alerts). */
function useSuccessAlert(
  result: ActionResult | undefined,
  state: string,
  onSuccess?: (r: ActionResult) => void,
) {
  const shown = useRef<ActionResult | undefined>(undefined);
  const callback = useRef(onSuccess);
  callback.current = onSuccess;
  useEffect(() => {
    if (state !== "idle" || !result || shown.current === result) return;
    shown.current = result;
    if (result.ok) {
      callback.current?.(result);
      window.alert(result.message);
    }
  }, [result, state]);
}

const inputClass =
  "mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-amber-700 focus:outline-2 focus:outline-amber-700";
const buttonClass =
  "rounded-md px-5 py-2.5 font-semibold text-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900 disabled:opacity-60";

/** The admin dashboard (spec §2 "Admin dashboard", §4 Banner/Feedback, §8 alerts). */
export default function AdminDashboardPage({ loaderData }: Route.ComponentProps) {
  // Without JavaScript the forms post normally and the result comes back as action data.
  const actionData = useActionData<ActionResult>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">{copy.heading}</h1>
      <BannerManager banner={loaderData.banner} fallback={actionData} />
      <FeedbackManager feedback={loaderData.feedback} fallback={actionData} />
    </div>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

/** Manage Banner: title, content, image with preview, Update Banner and Delete Banner. */
function BannerManager({
  banner,
  fallback,
}: {
  banner: LoaderData["banner"];
  fallback?: ActionResult;
}) {
  const fetcher = useFetcher<ActionResult>();
  const id = useId();
  const kept = fallback && !fallback.ok ? fallback.values : undefined;
  const [title, setTitle] = useState(kept?.title ?? banner?.title ?? "");
  const [content, setContent] = useState(kept?.content ?? banner?.content ?? "");
  const [preview, setPreview] = useState<string | null>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const clearFile = () => {
    if (fileRef.current) fileRef.current.value = "";
    setPreview(null);
  };

  useSuccessAlert(fetcher.data, fetcher.state, (result) => {
    clearFile();
    if (result.intent === "delete-banner") {
      setTitle("");
      setContent("");
    }
  });

  const result = fetcher.data ?? fallback;
  const errors = {
    ...(result && !result.ok && result.intent === "update-banner" ? result.errors : {}),
    ...clientErrors,
  };
  const busy = fetcher.state !== "idle" ? String(fetcher.formData?.get("intent") ?? "") : "";

  const onFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setClientErrors({});
    setPreview(file?.type.startsWith("image/") ? URL.createObjectURL(file) : null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== "update-banner") return setClientErrors({});
    const next: Record<string, string> = {};
    const text = bannerTextSchema.safeParse({ title, content });
    if (!text.success) Object.assign(next, fieldErrors(text.error));
    const file = fileRef.current?.files?.[0];
    if (!file) next.image = copy.upload.missing;
    else if (file.size > MAX_UPLOAD_BYTES) next.image = copy.upload.tooLarge;
    setClientErrors(next);
    if (Object.keys(next).length > 0) event.preventDefault();
  };

  return (
    <section
      aria-labelledby={`${id}-h`}
      className="mt-10 rounded-lg border border-stone-300 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-h`} className="text-2xl font-semibold">
        {copy.banner.heading}
      </h2>
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        className="mt-4 space-y-4"
        onSubmit={onSubmit}
      >
        <div>
          <label htmlFor={`${id}-title`} className="font-medium">
            {copy.banner.title}
          </label>
          <input
            id={`${id}-title`}
            name="title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={BANNER_LIMITS.title}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `${id}-title-error` : undefined}
            className={inputClass}
          />
          <FieldError id={`${id}-title-error`} message={errors.title} />
        </div>
        <div>
          <label htmlFor={`${id}-content`} className="font-medium">
            {copy.banner.content}
          </label>
          <textarea
            id={`${id}-content`}
            name="content"
            rows={3}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            maxLength={BANNER_LIMITS.content}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={errors.content ? `${id}-content-error` : undefined}
            className={inputClass}
          />
          <FieldError id={`${id}-content-error`} message={errors.content} />
        </div>
        <div>
          <label htmlFor={`${id}-image`} className="font-medium">
            {copy.banner.image}
          </label>
          <input
            ref={fileRef}
            id={`${id}-image`}
            name="image"
            type="file"
            accept="image/*"
            required
            onChange={onFile}
            aria-invalid={errors.image ? true : undefined}
            aria-describedby={`${id}-image-hint${errors.image ? ` ${id}-image-error` : ""}`}
            className="mt-1 block w-full text-stone-800 file:mr-4 file:rounded-md file:border-0 file:bg-stone-200 file:px-4 file:py-2 file:font-medium file:text-stone-900 hover:file:bg-stone-300"
          />
          <p id={`${id}-image-hint`} className="mt-1 text-sm text-stone-700">
            {copy.banner.imageHint}
          </p>
          <FieldError id={`${id}-image-error`} message={errors.image} />
          {preview ? (
            <figure className="mt-3">
              <img
                src={preview}
                alt={copy.banner.preview}
                className="max-h-56 w-auto rounded border border-stone-300"
              />
              <figcaption className="mt-1 text-sm text-stone-700">{copy.banner.preview}</figcaption>
            </figure>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="update-banner"
            disabled={busy !== ""}
            className={`${buttonClass} bg-amber-800 hover:bg-amber-900`}
          >
            {busy === "update-banner" ? copy.banner.updating : copy.banner.update}
          </button>
          <button
            type="submit"
            name="intent"
            value="delete-banner"
            formNoValidate
            disabled={busy !== ""}
            className={`${buttonClass} bg-red-700 hover:bg-red-800`}
          >
            {busy === "delete-banner" ? copy.banner.deleting : copy.banner.delete}
          </button>
        </div>
        <StatusMessage result={result} intents={["update-banner", "delete-banner"]} />
      </fetcher.Form>

      <div className="mt-6 border-t border-stone-200 pt-4">
        <h3 className="font-semibold">{copy.banner.current}</h3>
        {banner ? (
          <figure className="mt-2">
            <img
              src={banner.imageUrl}
              width={banner.width}
              height={banner.height}
              alt={copy.banner.currentImageAlt}
              className="h-auto max-h-[450px] w-full rounded object-contain"
            />
            {banner.title || banner.content ? (
              <figcaption className="mt-2">
                {banner.title ? <p className="font-semibold">{banner.title}</p> : null}
                {banner.content ? (
                  <p className="whitespace-pre-line text-stone-800">{banner.content}</p>
                ) : null}
              </figcaption>
            ) : null}
          </figure>
        ) : (
          <p className="mt-2 text-stone-700">{copy.banner.none}</p>
        )}
      </div>
    </section>
  );
}

/** Manage Feedback: the add form (Name, Feedback Content, Star Rating) and the Feedback List. */
function FeedbackManager({
  feedback,
  fallback,
}: {
  feedback: LoaderData["feedback"];
  fallback?: ActionResult;
}) {
  const adder = useFetcher<ActionResult>();
  const deleter = useFetcher<ActionResult>();
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
  const deletingId = deleter.state !== "idle" ? String(deleter.formData?.get("id") ?? "") : "";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const parsed = feedbackInputSchema.safeParse({
      name: form.get("name"),
      content: form.get("content"),
      stars: form.get("stars"),
    });
    const next = parsed.success ? {} : fieldErrors(parsed.error);
    setClientErrors(next);
    if (!parsed.success) event.preventDefault();
  };

  return (
    <section
      aria-labelledby={`${id}-h`}
      className="mt-10 rounded-lg border border-stone-300 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-h`} className="text-2xl font-semibold">
        {copy.feedback.heading}
      </h2>
      <adder.Form ref={formRef} method="post" className="mt-4 space-y-4" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="add-feedback" />
        <div>
          <label htmlFor={`${id}-name`} className="font-medium">
            {copy.feedback.name}
          </label>
          <input
            id={`${id}-name`}
            name="name"
            required
            maxLength={FEEDBACK_LIMITS.name}
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            className={inputClass}
          />
          <FieldError id={`${id}-name-error`} message={errors.name} />
        </div>
        <div>
          <label htmlFor={`${id}-content`} className="font-medium">
            {copy.feedback.content}
          </label>
          <textarea
            id={`${id}-content`}
            name="content"
            rows={4}
            required
            maxLength={FEEDBACK_LIMITS.content}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={errors.content ? `${id}-content-error` : undefined}
            className={inputClass}
          />
          <FieldError id={`${id}-content-error`} message={errors.content} />
        </div>
        <div>
          <label htmlFor={`${id}-stars`} className="font-medium">
            {copy.feedback.stars}
          </label>
          <select
            id={`${id}-stars`}
            name="stars"
            defaultValue={String(STARS.default)}
            className={`${inputClass} sm:w-40`}
          >
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          disabled={adder.state !== "idle"}
          className={`${buttonClass} bg-amber-800 hover:bg-amber-900`}
        >
          {adder.state !== "idle" ? copy.feedback.adding : copy.feedback.add}
        </button>
        <StatusMessage result={added} intents={["add-feedback"]} />
      </adder.Form>

      <h3 className="mt-8 text-xl font-semibold">{copy.feedback.listHeading}</h3>
      <StatusMessage result={deleted} intents={["delete-feedback", "unknown"]} />
      {feedback.length === 0 ? (
        <p className="mt-2 text-stone-700">{copy.feedback.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200">
          {feedback.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-4 py-4">
              <div className="min-w-0">
                <p className="font-semibold">{item.name}</p>
                <p className="text-amber-800">
                  <span aria-hidden="true">{"★".repeat(item.stars)}</span>
                  <span className="sr-only">{copy.feedback.starsLabel(item.stars)}</span>
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-stone-800">
                  {item.content}
                </p>
              </div>
              <deleter.Form method="post">
                <input type="hidden" name="intent" value="delete-feedback" />
                <input type="hidden" name="id" value={item.id} />
                <button
                  type="submit"
                  aria-label={copy.feedback.deleteLabel(item.name)}
                  disabled={deletingId === String(item.id)}
                  className={`${buttonClass} bg-red-700 px-4 py-2 hover:bg-red-800`}
                >
                  {copy.feedback.delete}
                </button>
              </deleter.Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** An inline error under a field, announced when it appears. */
function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/** The last result of a form as an inline status (success) or alert (form-level error). */
function StatusMessage({
  result,
  intents,
}: {
  result: ActionResult | undefined;
  intents: string[];
}) {
  if (!result || !intents.includes(result.intent)) return null;
  if (result.ok) {
    return (
      <p role="status" className="mt-2 font-medium text-green-800">
        {result.message}
      </p>
    );
  }
  return result.errors.form ? (
    <p role="alert" className="mt-2 font-medium text-red-800">
      {result.errors.form}
    </p>
  ) : null;
}
