import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { FormField, fieldInputClass } from "~/components/form-field";
import { buttonClass } from "~/components/ui/button";
import { adminGalleryCopy as copy } from "~/content/admin-gallery";
import { PHOTO_ALT_LIMIT, PHOTO_ALT_REQUIRED } from "~/lib/photo";

type Pending = {
  key: string;
  file: File;
  preview: string;
  alt: string;
  /** 0–1 while uploading. */
  progress: number;
  state: "ready" | "uploading" | "done" | "failed";
  message?: string;
};

/**
 * Sends one file with its alt text and reports upload progress (0–1).
 * @returns the server's status and message
 */
function uploadOne(
  url: string,
  file: File,
  alt: string,
  onProgress: (fraction: number) => void,
): Promise<{ ok: boolean; message: string }> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.set("photo", file);
    body.set("alt", alt);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        const result = JSON.parse(xhr.responseText) as { ok: boolean; message: string };
        resolve({ ok: xhr.status === 200 && result.ok, message: result.message });
      } catch {
        resolve({ ok: false, message: `${xhr.status} ${xhr.statusText}`.trim() });
      }
    };
    xhr.onerror = () => resolve({ ok: false, message: "The connection failed. Please try again." });
    xhr.send(body);
  });
}

/**
 * "Add photos" of an album (docs/decisions/admin-area.md "Photos"). Without JavaScript: one photo
 * and its alt text per post to the album page (intent "add-photo"). With JavaScript: several files
 * at once, each with its own required alt text, preview and progress bar, uploaded one after
 * another to `uploadUrl`; the album's list refreshes when they are done.
 * @param uploadUrl the JSON upload endpoint, /admin/gallery/:id/photos
 * @param error the no-JavaScript post's refusal, shown under the file field
 */
export function PhotoUploader({ uploadUrl, error }: { uploadUrl: string; error?: string }) {
  const id = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [pending, setPending] = useState<Pending[]>([]);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  useEffect(() => setEnhanced(true), []);
  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );
  const preview = (file: File) => {
    const url = URL.createObjectURL(file);
    previews.current.push(url);
    return url;
  };

  const update = (key: string, change: Partial<Pending>) =>
    setPending((all) => all.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return;
    event.preventDefault();
    const todo = pending.filter((p) => p.state === "ready" || p.state === "failed");
    let missing = false;
    for (const p of todo) {
      if (!p.alt.trim()) {
        missing = true;
        update(p.key, { state: "failed", message: PHOTO_ALT_REQUIRED });
      }
    }
    if (missing || todo.length === 0) return;
    setBusy(true);
    for (const p of todo) {
      update(p.key, { state: "uploading", progress: 0, message: undefined });
      const result = await uploadOne(uploadUrl, p.file, p.alt.trim(), (progress) =>
        update(p.key, { progress }),
      );
      update(p.key, {
        state: result.ok ? "done" : "failed",
        progress: result.ok ? 1 : 0,
        message: result.ok ? copy.uploaded(p.file.name) : copy.failed(p.file.name, result.message),
      });
    }
    setBusy(false);
    revalidator.revalidate();
  };

  return (
    <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} className="grid gap-4">
      <input type="hidden" name="intent" value="add-photo" />
      <FormField id={`${id}-file`} label={copy.fileLabel} hint={copy.fileHint} error={error}>
        {(control) => (
          <input
            {...control}
            type="file"
            name="photo"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            multiple={enhanced}
            required={!enhanced}
            onChange={(event) => {
              if (!enhanced) return;
              const files = [...(event.currentTarget.files ?? [])];
              setPending((all) => [
                ...all.filter((p) => p.state !== "done"),
                ...files.map((file, n) => ({
                  key: `${Date.now()}-${n}-${file.name}`,
                  file,
                  preview: preview(file),
                  alt: "",
                  progress: 0,
                  state: "ready" as const,
                })),
              ]);
              event.currentTarget.value = "";
            }}
            className="mt-1 block w-full text-stone-900 file:mr-3 file:rounded-full file:border-0 file:bg-amber-100 file:px-4 file:py-2 file:font-semibold file:text-amber-900"
          />
        )}
      </FormField>
      {enhanced ? (
        <ul className="grid gap-3">
          {pending.map((p, n) => (
            <li key={p.key} className="flex flex-wrap items-start gap-3 rounded-lg border p-3">
              <img src={p.preview} alt="" className="h-20 w-20 rounded object-cover" />
              <div className="min-w-0 flex-1">
                <FormField
                  id={`${id}-alt-${n}`}
                  label={`${copy.altLabel}: ${p.file.name}`}
                  error={p.state === "failed" ? p.message : undefined}
                >
                  {(control) => (
                    <input
                      {...control}
                      value={p.alt}
                      maxLength={PHOTO_ALT_LIMIT}
                      disabled={p.state === "uploading" || p.state === "done"}
                      onChange={(event) => update(p.key, { alt: event.currentTarget.value })}
                      className={fieldInputClass}
                    />
                  )}
                </FormField>
                <progress
                  max={1}
                  value={p.progress}
                  aria-label={copy.progress(p.file.name)}
                  className="mt-2 h-2 w-full accent-amber-800"
                />
                {p.state === "done" ? (
                  <p role="status" className="text-sm text-green-900">
                    {p.message}
                  </p>
                ) : null}
              </div>
              {p.state === "ready" || p.state === "failed" ? (
                <button
                  type="button"
                  aria-label={copy.remove(p.file.name)}
                  onClick={() => setPending((all) => all.filter((q) => q.key !== p.key))}
                  className="rounded-md border border-stone-400 px-3 py-1.5 text-sm font-semibold"
                >
                  {copy.removeShort}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <FormField id={`${id}-alt`} label={copy.altLabel} hint={copy.altHint}>
          {(control) => (
            <input
              {...control}
              name="alt"
              required
              maxLength={PHOTO_ALT_LIMIT}
              className={fieldInputClass}
            />
          )}
        </FormField>
      )}
      <div>
        <button type="submit" disabled={busy} className={buttonClass("adminPrimary")}>
          {busy ? copy.uploading : copy.upload}
        </button>
      </div>
    </Form>
  );
}
