import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ConsentBox, HoneypotField } from "~/components/enquiry-form-parts";
import { useEnquiry } from "~/components/enquiry-state";
import { Field } from "~/components/form-field";
import { bookingCopy as copy } from "~/content/booking";
import {
  ENQUIRY_FIELDS,
  type Enquiry,
  type EnquiryDraft,
  type EnquiryField,
  emptyEnquiry,
  enquiryDraftOf,
  HONEYPOT_FIELD,
  LEVELS,
  MODES,
  validateEnquiry,
} from "~/lib/enquiry";
import {
  CONSENT_FIELD,
  CONSENT_VALUE,
  ENQUIRY_COPY_PATH,
  type EnquirySource,
  SOURCE_FIELD,
} from "~/lib/enquiry-log";
import { FirstTap } from "~/lib/first-tap";
import { formText } from "~/lib/form";
import { useSite } from "~/lib/public-site";
import { BATCH_LABEL, buildWhatsAppLink } from "~/lib/whatsapp";

/** Props of {@link EnquiryForm}. */
export interface EnquiryFormProps {
  /**
   * "dialog": the Book Now modal — selects start on the disabled placeholders "Choose mode" /
   * "Choose level", buttons Cancel and Submit. "page": the /book page — as the dialog, without
   * Cancel. "inline": the About page's Get in Touch form —
   * selects have no placeholder and start on their first option (Online, Beginner), button Submit.
   */
  variant: "dialog" | "inline" | "page";
  /** Values to start from (the /book page after a post that failed without JavaScript). */
  initialValues?: Partial<EnquiryDraft>;
  /** The server's message for that post (spec §8 "Please fill in all fields before submitting."). */
  error?: string;
  /** Whether the consent box starts ticked (only /book after a refused post that had it ticked). */
  initialKeepCopy?: boolean;
  /** The batch line /book was opened with (`/book?batch=ID`, "Book this batch" without JavaScript). */
  initialBatch?: string;
  /** Called by Cancel (dialog variant only). */
  onCancel?: () => void;
  /** id of the heading that names the form, if any. */
  "aria-labelledby"?: string;
  className?: string;
}

const sendButton =
  "rounded-full bg-amber-700 px-6 py-2.5 font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900 disabled:cursor-wait disabled:opacity-70";
const cancelButton =
  "rounded-full border border-stone-400 bg-white px-6 py-2.5 font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700";

/** The form each variant is, as stored with an enquiry. */
const SOURCES: Record<EnquiryFormProps["variant"], EnquirySource> = {
  dialog: "dialog",
  inline: "get-in-touch",
  page: "book",
};

/**
 * Posts a copy of a checked enquiry to the server (docs/decisions/admin-area.md "Enquiry log"),
 * fire and forget: `keepalive` lets it finish while WhatsApp opens, and nothing waits for it or
 * fails with it.
 */
function sendCopy(enquiry: Enquiry, source: EnquirySource, honeypot: string) {
  const body = new URLSearchParams({
    ...enquiry,
    [SOURCE_FIELD]: source,
    [CONSENT_FIELD]: CONSENT_VALUE,
    [HONEYPOT_FIELD]: honeypot,
  });
  try {
    fetch(ENQUIRY_COPY_PATH, { method: "POST", body, keepalive: true }).catch(() => {});
  } catch {
    // No fetch, or it refused synchronously: the hand-off goes ahead regardless.
  }
}

/** The five fields as the form holds them now (what the visitor sees, before or after React). */
function readEnquiryFields(form: HTMLFormElement): EnquiryDraft {
  return enquiryDraftOf(new FormData(form));
}

/**
 * The five enquiry fields with their rules (spec §3 Enquiry, §5, §7), shared by the Book Now
 * dialog, the /book page and the About page's Get in Touch form. Reads and writes the shared draft.
 *
 * Submit (the form has `noValidate`, so this check runs instead of the browser's): any field
 * blank after trimming → `alert("Please fill in all fields before submitting.")` and nothing is
 * sent; all filled → the WhatsApp chat with the five-line message opens in a new tab (noopener),
 * the form is cleared and a polite status line says so. The form is not closed by submit (§4).
 * The values are read from the form itself, so what is on screen is what is sent.
 * Inputs still carry `required` for assistive technology, except the inline form's selects,
 * which have no placeholder option (spec §5) and always hold a value.
 *
 * Before React (docs/decisions/first-paint.md) the form is plain HTML: what the visitor types is
 * kept and taken into the shared draft when React hydrates the form; a Submit tapped before then
 * is held by the page's start script and made again for React (the form is marked
 * `data-submit-when-hydrated`). Without JavaScript it posts to `/book`, which applies the same
 * rules on the server and answers with the same WhatsApp link; a hidden honeypot field catches
 * form-filling bots there. Cancel (dialog only) is a `formmethod="dialog"` button: the browser
 * closes the dialog, with or without JavaScript.
 *
 * While the admin's enquiry log is on, a short notice and an unticked consent box follow the
 * fields; ticked, a copy of the enquiry is posted to the server just before WhatsApp opens
 * (without JavaScript, /book stores it). While it is off, the form is exactly the spec's.
 */
export function EnquiryForm({
  variant,
  onCancel,
  initialValues,
  error = "",
  initialKeepCopy = false,
  initialBatch,
  className = "",
  ...rest
}: EnquiryFormProps) {
  const site = useSite();
  const { draft, setField, reset, log } = useEnquiry();
  const id = useId();
  const [status, setStatus] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const [keepCopy, setKeepCopy] = useState(initialKeepCopy);
  // The server's values show until the shared draft has taken them over (after hydration).
  const [seed, setSeed] = useState(initialValues);
  useEffect(() => {
    if (!seed) return;
    for (const field of ENQUIRY_FIELDS) setField(field, seed[field] ?? "");
    setSeed(undefined);
  }, [seed, setField]);
  // In a dialog, closing it clears the status too: reopened, the form starts afresh.
  useEffect(() => {
    const dialog = formRef.current?.closest("dialog");
    const clear = () => setStatus("");
    dialog?.addEventListener("close", clear);
    return () => dialog?.removeEventListener("close", clear);
  }, []);

  const inline = variant === "inline";
  const current: EnquiryDraft = seed ? { ...emptyEnquiry, ...seed } : draft;
  // The inline selects have no placeholder: an unset mode/level shows, and means, the first option.
  const values: EnquiryDraft = inline
    ? { ...current, mode: current.mode || MODES[0].value, level: current.level || LEVELS[0].value }
    : current;

  const change = (field: EnquiryField) => (event: { target: { value: string } }) => {
    setField(field, event.target.value);
    setStatus("");
  };

  // What was typed or chosen before React hydrated the form (a tap on a slow phone comes before
  // the scripts) stays on screen; take it into the shared draft so nothing is reset.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the hydrated form's first commit
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = readEnquiryFields(form);
    for (const field of ENQUIRY_FIELDS)
      if (typed[field] !== values[field] && typed[field] !== "") setField(field, typed[field]);
    const consent = form.elements.namedItem(CONSENT_FIELD);
    if (consent instanceof HTMLInputElement && consent.checked !== keepCopy)
      setKeepCopy(consent.checked);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // Cancel: the browser closes the dialog (formmethod="dialog"); nothing to check or send.
    if (submitter?.getAttribute("formmethod")?.toLowerCase() === "dialog") {
      onCancel?.();
      return;
    }
    event.preventDefault();
    const result = validateEnquiry(readEnquiryFields(event.currentTarget));
    if (!result.ok) {
      setStatus("");
      window.alert(copy.emptyAlert);
      return;
    }
    if (log.enabled && keepCopy) {
      const honeypot = formText(new FormData(event.currentTarget), HONEYPOT_FIELD);
      sendCopy(result.enquiry, SOURCES[variant], honeypot);
    }
    const batch = new FormData(event.currentTarget).get("batch");
    window.open(
      buildWhatsAppLink(site.whatsApp, result.enquiry, batch),
      "_blank",
      "noopener,noreferrer",
    );
    reset();
    setKeepCopy(false);
    setStatus(copy.sent);
  };

  const textField = (
    field: "name" | "contactNo" | "location",
    type: "text" | "tel",
    autoComplete: string,
  ) => (
    <Field
      {...{ type, autoComplete }}
      // The field the dialog focuses as it opens (the browser's dialog focusing steps), before
      // React and after; only in the dialog, where nothing else would move focus on load.
      autoFocus={variant === "dialog" && field === "name"}
      id={`${id}-${field}`}
      label={copy.labels[field]}
      name={field}
      required
      placeholder={copy.placeholders[field]}
      value={values[field]}
      onChange={change(field)}
    />
  );

  const selectField = (
    field: "mode" | "level",
    options: ReadonlyArray<{ value: string; label: string }>,
  ) => (
    <Field
      as="select"
      id={`${id}-${field}`}
      label={copy.labels[field]}
      name={field}
      required={!inline}
      value={values[field]}
      onChange={change(field)}
    >
      {inline ? null : (
        <option value="" disabled>
          {copy.choose[field]}
        </option>
      )}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Field>
  );

  return (
    <form
      ref={formRef}
      method="post"
      action="/book"
      noValidate
      {...{ [FirstTap.SubmitWhenHydrated]: "" }}
      onSubmit={onSubmit}
      className={className}
      {...rest}
    >
      {error ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <div className="grid gap-4">
        {textField("name", "text", "name")}
        {textField("contactNo", "tel", "tel")}
        <div className="grid gap-4 sm:grid-cols-2">
          {selectField("mode", MODES)}
          {selectField("level", LEVELS)}
        </div>
        {textField("location", "text", "address-level2")}
        {/* "Book this batch": the message's sixth line, read-only, hidden for other bookings.
            Not React's: the start script fills it from the tapped Book control. */}
        {inline ? null : (
          <Field
            className={initialBatch ? "" : "hidden"}
            id={`${id}-batch`}
            label={BATCH_LABEL}
            name="batch"
            readOnly
            defaultValue={initialBatch}
          />
        )}
        {log.enabled ? (
          <ConsentBox
            id={`${id}-${CONSENT_FIELD}`}
            source={SOURCES[variant]}
            retentionDays={log.retentionDays}
            checked={keepCopy}
            onChange={setKeepCopy}
          />
        ) : null}
        <HoneypotField id={`${id}-${HONEYPOT_FIELD}`} />
      </div>
      <p
        role="status"
        aria-live="polite"
        className="mt-4 min-h-6 text-sm font-medium text-green-800"
      >
        {status}
      </p>
      <div className={`mt-2 flex flex-wrap gap-3 ${inline ? "" : "justify-end"}`}>
        {variant === "dialog" ? (
          <button type="submit" formMethod="dialog" formNoValidate className={cancelButton}>
            {copy.cancel}
          </button>
        ) : null}
        <button type="submit" className={sendButton}>
          {copy.submit}
        </button>
      </div>
    </form>
  );
}
