import { HONEYPOT_FIELD } from "~/lib/enquiry";
import { CONSENT_FIELD, SOURCE_FIELD } from "~/lib/enquiry-log";
import { allowBookingPost } from "~/server/enquiries/booking-rate-limit.server";
import { keepEnquiryCopy } from "~/server/enquiries/enquiry-copy.server";
import { readFormBody } from "~/server/http/form-body.server";
import { assertSameOrigin } from "~/server/http/security.server";
import type { Route } from "./+types/enquiry";

/**
 * `POST /enquiry` (docs/decisions/admin-area.md "Enquiry log"): where the booking forms post a copy
 * of an enquiry, fire and forget, as they open WhatsApp. Stored only while the admin's log is on
 * and the consent box was ticked (checked again here), never when the honeypot is filled, within
 * the /book limit of 10 posts a minute per client. Answers 204 whatever was kept, so a visitor's
 * post reveals nothing; 403 cross-origin, 429 over the limit, 400 for a body that is not a form.
 */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await readFormBody(request);
  if (!(await allowBookingPost(request))) return new Response(null, { status: 429 });
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot !== "") return new Response(null, { status: 204 });
  await keepEnquiryCopy({
    values: Object.fromEntries(form),
    consent: form.get(CONSENT_FIELD),
    source: form.get(SOURCE_FIELD),
  });
  return new Response(null, { status: 204 });
}

/** GET /enquiry: there is nothing to show. */
export function loader() {
  return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
}
