import { data, redirect } from "react-router";
import { EnquiryForm } from "~/components/enquiry-form";
import { bookPageCopy, bookingCopy as copy } from "~/content/booking";
import { parseId } from "~/lib/collection";
import { type EnquiryDraft, enquiryDraftOf, HONEYPOT_FIELD, validateEnquiry } from "~/lib/enquiry";
import { CONSENT_FIELD, hasConsent, SOURCE_FIELD } from "~/lib/enquiry-log";
import { formText } from "~/lib/form";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { batchLineOf, buildWhatsAppLink } from "~/lib/whatsapp";
import { allowBookingPost } from "~/server/enquiries/booking-rate-limit.server";
import { keepEnquiryCopy } from "~/server/enquiries/enquiry-copy.server";
import { readFormBody } from "~/server/http/form-body.server";
import { assertSameOrigin } from "~/server/http/security.server";
import { getPublicSite } from "~/server/site/public-site.server";
import { publishedBatchBooking } from "~/server/timetable/timetable.server";
import type { Route } from "./+types/book";

/**
 * `/book` (docs/decisions/admin-area.md "Every enquiry reaches the academy"): the demo-booking form
 * as a page, so a visitor whose browser runs no JavaScript can still book. Every Book Now control
 * links here; with JavaScript the dialog takes the click over and this page is never seen.
 */

/**
 * "Book this batch" without JavaScript (docs/decisions/timetable.md "Book this batch"):
 * `/book?batch=ID` of a published batch chooses its mode and level and carries its line, the
 * message's sixth; any other id, or none, is the plain form.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const id = parseId(new URL(request.url).searchParams.get("batch"));
  const booking = id === null ? null : await publishedBatchBooking(id);
  const site = getPublicSite();
  const meta = pageMeta(site, {
    title: `${bookPageCopy.title} | ${site.name}`,
    description: bookPageCopy.intro,
    path: "/book",
  });
  return { booking, meta };
}

export const meta = loaderMeta;

/** What a failed post gives back: the message and the values, so nothing typed is lost. */
type BookActionData = { error: string; values: EnquiryDraft; keepCopy: boolean; batch: string };

/**
 * Checks the posted enquiry with the dialog's rules (spec §5) and answers 303 to the same
 * `https://wa.me/…` link with the same five lines (spec §7). A blank field → 400 with the spec's
 * message on the page; a "Book this batch" line (`batch`) adds the sixth line
 * (app/lib/whatsapp.ts); a filled honeypot → the page again, nothing handed off; over 10 posts a
 * minute from one client → 429 with a message, nothing handed off. With the enquiry log on and
 * the consent box ticked, a copy is stored in the background first (docs/decisions/enquiry-log.md):
 * the redirect neither waits for it nor fails with it.
 * @throws 403 for a cross-origin post; 400 for a body that is not a form
 */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await readFormBody(request);
  const allowed = await allowBookingPost(request);
  const values = enquiryDraftOf(form);
  const consent = form.get(CONSENT_FIELD);
  const keepCopy = hasConsent(consent);
  const batch = batchLineOf(form.get("batch"));
  const refuse = (error: string, status: number) =>
    data<BookActionData>({ error, values, keepCopy, batch }, { status });
  if (!allowed) return refuse(bookPageCopy.tooManyPosts, 429);
  if (formText(form, HONEYPOT_FIELD) !== "") return refuse("", 200);
  const result = validateEnquiry(values);
  if (!result.ok) return refuse(copy.emptyAlert, 400);
  keepEnquiryCopy({ values: result.enquiry, consent, source: form.get(SOURCE_FIELD) });
  throw redirect(buildWhatsAppLink(getPublicSite().whatsApp, result.enquiry, batch), 303);
}

/** The page: heading, a line on what happens, the five-field form (spec §2 Shared booking modal). */
export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
  const booking = loaderData.booking;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 md:py-16">
      <h1 id="book-heading" className="font-display text-4xl font-bold text-stone-900">
        {copy.title}
      </h1>
      <p className="mt-2 text-stone-700">{copy.prompt}</p>
      <p className="mt-1 text-stone-700">{bookPageCopy.intro}</p>
      <EnquiryForm
        variant="page"
        aria-labelledby="book-heading"
        initialValues={
          actionData?.values ?? (booking ? { mode: booking.mode, level: booking.level } : undefined)
        }
        initialBatch={actionData?.batch ?? booking?.line}
        error={actionData?.error}
        initialKeepCopy={actionData?.keepCopy}
        className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
      />
    </div>
  );
}
