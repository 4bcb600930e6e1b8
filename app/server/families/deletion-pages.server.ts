import { data } from "react-router";
import { serverEnv } from "~/config/env.server";
import { site } from "~/config/site";
import { deletionCopy as copy } from "~/content/families";
import { parseId } from "~/lib/collection";
import { ACADEMY_ZONE, formatInZone } from "~/lib/india-time";
import { readAdminForm, requireAdmin } from "~/server/auth/admin.server";
import { invalidatePageCache } from "~/server/cache/page-cache.server";
import { mailHeaderLine, smtpUrlOf, trySendMail } from "~/server/enquiries/enquiry-mail.server";
import { carryOutDeletion, listDeletionRequests } from "~/server/families/deletion.server";
import { moduleLogger } from "~/server/logger.server";

const log = moduleLogger("families");

/**
 * The admin's page of deletion requests (/admin/deletion-requests; docs/decisions/families.md
 * "Deleting a family's data"), and the academy's mail when a family asks.
 */

/** The open requests. @throws requireAdmin's redirect for anyone but the admin */
export async function deletionRequestsPage(request: Request) {
  await requireAdmin(request);
  const rows = await listDeletionRequests();
  return {
    requests: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      asked: copy.admin.asked(formatInZone(r.requestedAt, ACADEMY_ZONE)),
      students: r.students.length ? copy.admin.students(r.students.join(", ")) : null,
    })),
  };
}

/**
 * Carries out one request (`id`): the family's data is deleted, its seats freed.
 * @returns the message; 404 when the request is no longer open
 * @throws readAdminForm's 403, 413 or 400
 */
export async function deletionRequestsAction(request: Request) {
  const { user, form } = await readAdminForm(request);
  const id = parseId(form.get("id"));
  const email = id === null ? null : await carryOutDeletion(id, user.email);
  if (!email) return data({ error: copy.admin.gone, notice: null }, { status: 404 });
  invalidatePageCache();
  log.info({ request: id }, "family data deleted");
  return { error: null, notice: copy.admin.done(email) };
}

/**
 * Tells the academy (its own address) that a family asked, when SMTP_URL is set.
 * @returns whether the mail was sent
 */
export async function mailDeletionRequested(
  email: string,
  options: { smtpUrl?: string | null } = {},
): Promise<boolean> {
  const smtpUrl = smtpUrlOf(options);
  if (!smtpUrl) return false;
  return trySendMail(
    {
      from: { name: site.name, address: site.email },
      to: site.email,
      subject: mailHeaderLine(copy.mail.subject, 150),
      text: copy.mail.text({
        email,
        link: `${serverEnv().siteUrl}/admin/deletion-requests`,
        site: site.name,
      }),
    },
    smtpUrl,
    "deletion request mail not sent",
    log,
  );
}
