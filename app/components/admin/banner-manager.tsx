import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  dashboardButtonClass as buttonClass,
  dashboardSectionClass,
  StatusMessage,
  useSuccessAlert,
} from "~/components/admin/dashboard-parts";
import { Field, fieldFileClass } from "~/components/form-field";
import { adminDashboardCopy } from "~/content/admin-dashboard";
import type { DashboardActionResult } from "~/lib/admin-dashboard";
import type { BannerView } from "~/lib/banner";
import { BANNER_LIMITS, bannerTextSchema, MAX_UPLOAD_BYTES } from "~/lib/feedback";
import { fieldErrors } from "~/lib/form";

const copy = adminDashboardCopy.banner;

/**
 * Manage Banner (spec §2 "Admin dashboard", §4 Banner, §8 alerts): title, content, image with
 * preview, Update Banner and Delete Banner, then the banner visitors see now. Checks the fields
 * in the browser first; the server checks again (a plain multipart post without JavaScript).
 * @param banner the stored banner, or null
 * @param fallback the action's answer to a post without JavaScript (keeps typed text on errors)
 */
export function BannerManager({
  banner,
  fallback,
}: {
  banner: BannerView | null;
  fallback?: DashboardActionResult;
}) {
  const fetcher = useFetcher<DashboardActionResult>();
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

  useSuccessAlert(fetcher.data, fetcher.state, (result) => {
    if (fileRef.current) fileRef.current.value = "";
    setPreview(null);
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
    if (!file) next.image = adminDashboardCopy.upload.missing;
    else if (file.size > MAX_UPLOAD_BYTES) next.image = adminDashboardCopy.upload.tooLarge;
    setClientErrors(next);
    if (Object.keys(next).length > 0) event.preventDefault();
  };

  return (
    <section aria-labelledby={`${id}-h`} className={dashboardSectionClass}>
      <h2 id={`${id}-h`} className="text-2xl font-semibold">
        {copy.heading}
      </h2>
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        className="mt-4 space-y-4"
        onSubmit={onSubmit}
      >
        <Field
          id={`${id}-title`}
          label={copy.title}
          error={errors.title}
          name="title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={BANNER_LIMITS.title}
        />
        <Field
          as="textarea"
          id={`${id}-content`}
          label={copy.content}
          error={errors.content}
          name="content"
          rows={3}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          maxLength={BANNER_LIMITS.content}
        />
        <div>
          <Field
            id={`${id}-image`}
            label={copy.image}
            hint={copy.imageHint}
            error={errors.image}
            controlClassName={fieldFileClass}
            ref={fileRef}
            name="image"
            type="file"
            accept="image/*"
            required
            onChange={onFile}
          />
          {preview ? (
            <figure className="mt-3">
              <img
                src={preview}
                alt={copy.preview}
                className="max-h-56 w-auto rounded border border-stone-300"
              />
              <figcaption className="mt-1 text-sm text-stone-700">{copy.preview}</figcaption>
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
            {busy === "update-banner" ? copy.updating : copy.update}
          </button>
          <button
            type="submit"
            name="intent"
            value="delete-banner"
            formNoValidate
            disabled={busy !== ""}
            className={`${buttonClass} bg-red-700 hover:bg-red-800`}
          >
            {busy === "delete-banner" ? copy.deleting : copy.delete}
          </button>
        </div>
        <StatusMessage result={result} intents={["update-banner", "delete-banner"]} />
      </fetcher.Form>
      <CurrentBanner banner={banner} />
    </section>
  );
}

/** The banner visitors see now (image, title, content), or the "No banner is stored." line. */
function CurrentBanner({ banner }: { banner: BannerView | null }) {
  return (
    <div className="mt-6 border-t border-stone-200 pt-4">
      <h3 className="font-semibold">{copy.current}</h3>
      {banner ? (
        <figure className="mt-2">
          <img
            src={banner.imageUrl}
            width={banner.width}
            height={banner.height}
            alt={copy.currentImageAlt}
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
        <p className="mt-2 text-stone-700">{copy.none}</p>
      )}
    </div>
  );
}
