import { recordEnquiry } from "~/server/enquiries/enquiries.server";
import { moduleLogger } from "~/server/logger.server";

const log = moduleLogger("enquiries");

/**
 * Starts storing a visitor's enquiry (docs/decisions/admin-area.md "Enquiry log") without waiting
 * for it: the WhatsApp hand-off goes ahead at once, and a failure is only logged. {@link
 * recordEnquiry} decides whether anything is kept (log on, box ticked, fields valid).
 * @param input the posted fields, the consent field and the form's source
 * @returns the pending store (resolves to whether it was stored; never rejects), for tests
 */
export function keepEnquiryCopy(input: {
  values: unknown;
  consent: unknown;
  source?: unknown;
}): Promise<boolean> {
  return recordEnquiry(input).then(
    (result) => result.outcome === "stored",
    (error: unknown) => {
      log.error({ error: String(error).slice(0, 200) }, "enquiry copy not stored");
      return false;
    },
  );
}
