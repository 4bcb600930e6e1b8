import { type ReactNode, useId } from "react";
import { Form } from "react-router";
import { ChangedLine, DeleteWithConfirm } from "~/components/admin/collection-controls";
import { Fields } from "~/components/form-field";
import { textLinkClass } from "~/components/ui/link";
import { adminEnquiriesCopy as copy } from "~/content/admin-enquiries";
import { formatAdminTime } from "~/lib/collection";
import { levelLabel, modeLabel } from "~/lib/enquiry";
import {
  ENQUIRY_STATUSES,
  type EnquiryInboxResult,
  type EnquiryView,
  NOTE_MAX,
  SOURCE_LABELS,
} from "~/lib/enquiry-inbox";
import { phoneLinks } from "~/lib/phone";

/**
 * One enquiry of the admin's inbox (docs/decisions/admin-area.md "Admin inbox"): its details, the
 * status and note form, and delete with confirmation; plain form posts (works without JavaScript).
 */

/** The status select's options. */
const STATUS_OPTIONS = ENQUIRY_STATUSES.map((s) => [s.value, s.label] as const);

/** The inbox's button style (Save, Filter). */
export const inboxButtonClass =
  "rounded-md bg-amber-800 px-4 py-2 font-semibold text-white shadow hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900";

const phoneLink = textLinkClass();

/**
 * The contact number is a tap-to-call link, with a WhatsApp link beside it when the number's
 * country is known (lib/phone.ts `phoneLinks`); text that does not read as a number stays text.
 * @param enquiry the enquiry as the inbox shows it
 * @param path the inbox's path (the delete confirmation links back to it)
 * @param confirming whether its delete confirmation shows (`?delete=ID`)
 * @param result the refused update of this enquiry: messages and typed values
 */
export function EnquiryItem({
  enquiry: e,
  path,
  confirming,
  result,
}: {
  enquiry: EnquiryView;
  path: string;
  confirming: boolean;
  result?: Extract<EnquiryInboxResult, { ok: false }>;
}) {
  const id = useId();
  const detail = (term: string, value: ReactNode) => (
    <div>
      <dt className="text-sm font-semibold text-stone-700">{term}</dt>
      <dd className="text-stone-900">{value}</dd>
    </div>
  );
  const phone = phoneLinks(e.contactNo);
  return (
    <li className="rounded-lg border border-stone-300 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={`${id}-name`} className="text-xl font-semibold">
          {e.name}
        </h3>
        <DeleteWithConfirm
          id={e.id}
          name={copy.item.deleteName(e.name)}
          listPath={path}
          confirming={confirming}
        />
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {detail(copy.item.received, formatAdminTime(e.receivedAt))}
        {detail(
          copy.item.contactNo,
          phone ? (
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <a href={phone.tel} className={phoneLink}>
                {e.contactNo}
              </a>
              {phone.whatsApp ? (
                <a
                  href={phone.whatsApp}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={copy.item.whatsAppLabel(e.name)}
                  className={phoneLink}
                >
                  {copy.item.whatsApp}
                </a>
              ) : null}
            </span>
          ) : (
            e.contactNo
          ),
        )}
        {detail(copy.item.location, e.location)}
        {detail(copy.item.mode, modeLabel(e.mode))}
        {detail(copy.item.level, levelLabel(e.level))}
        {detail(copy.item.form, SOURCE_LABELS[e.source])}
      </dl>
      <Form method="post" preventScrollReset className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr]">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={e.id} />
        {/* Keyed by the stored values, so a saved change shows as the new default. */}
        <Fields
          key={`${e.status}\n${e.note}`}
          idPrefix={id}
          values={{ status: e.status, note: e.note, ...result?.values }}
          errors={result?.errors ?? {}}
          fields={[
            { name: "status", label: copy.item.status, as: "select", options: STATUS_OPTIONS },
            {
              name: "note",
              label: copy.item.note,
              hint: copy.item.noteHint,
              as: "textarea",
              rows: 2,
              maxLength: NOTE_MAX,
            },
          ]}
        />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button
            type="submit"
            aria-label={copy.item.saveLabel(e.name)}
            className={inboxButtonClass}
          >
            {copy.item.save}
          </button>
          {e.updatedBy ? <ChangedLine updatedAt={e.updatedAt} updatedBy={e.updatedBy} /> : null}
        </div>
      </Form>
    </li>
  );
}
