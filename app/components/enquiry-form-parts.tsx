import { bookingCopy as copy } from "~/content/booking";
import { HONEYPOT_FIELD } from "~/lib/enquiry";
import { CONSENT_FIELD, CONSENT_VALUE, type EnquirySource, SOURCE_FIELD } from "~/lib/enquiry-log";

/**
 * The two extra pieces of an enquiry form besides its five fields (docs/decisions/admin-area.md
 * "Enquiry log"): the consent box shown while the admin's enquiry log is on, and the hidden
 * honeypot field that catches form-filling bots on the no-JavaScript post to /book.
 */

/**
 * The enquiry log notice and its unticked "keep a copy" box, plus the hidden field naming the
 * form the enquiry came from.
 * @param id the checkbox's id (the notice gets `${id}-notice`)
 * @param source which form this is, as stored with an enquiry
 * @param retentionDays how long copies are kept, for the notice
 * @param checked whether the box is ticked; `onChange` gets the new state
 */
export function ConsentBox({
  id,
  source,
  retentionDays,
  checked,
  onChange,
}: {
  id: string;
  source: EnquirySource;
  retentionDays: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="rounded-lg bg-stone-100 p-3">
      <input type="hidden" name={SOURCE_FIELD} value={source} />
      <p id={`${id}-notice`} className="text-sm text-stone-800">
        {copy.consent.notice(retentionDays)}
      </p>
      <div className="mt-2 flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          name={CONSENT_FIELD}
          value={CONSENT_VALUE}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-notice`}
          className="mt-1 h-4 w-4 shrink-0 accent-amber-700"
        />
        <label htmlFor={id} className="text-sm font-semibold text-stone-800">
          {copy.consent.label}
        </label>
      </div>
    </div>
  );
}

/**
 * The honeypot: a text field people never see or reach (off screen, hidden from assistive
 * technology, out of the tab order); the server refuses a post that fills it.
 * @param id the field's id
 */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{copy.honeypot}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
