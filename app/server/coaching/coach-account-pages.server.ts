import { data, redirect } from "react-router";
import { z } from "zod";
import { serverEnv } from "~/config/env.server";
import { site } from "~/config/site";
import { coachAccountCopy as copy, invitationCopy } from "~/content/coaching";
import { INVITATION_DAYS } from "~/lib/attendance-kinds";
import { parseId } from "~/lib/collection";
import { ACADEMY_ZONE, formatInZone } from "~/lib/india-time";
import { readAdminForm, requireAdmin } from "~/server/auth/admin.server";
import { readUserForm, requireUser } from "~/server/auth/require-user.server";
import {
  acceptInvitation,
  coachAccount,
  InvitationRefusal,
  inviteCoach,
  openInvitation,
  unlinkCoachAccount,
} from "~/server/coaching/coach-accounts.server";
import { mailHeaderLine, smtpUrlOf, trySendMail } from "~/server/enquiries/enquiry-mail.server";
import { moduleLogger } from "~/server/logger.server";

const log = moduleLogger("coaches");

/**
 * The pages of coaches' accounts (docs/decisions/attendance.md "Coach accounts"): the admin's
 * account page of a coach profile (/admin/coaches/:id/account: invite, remove), and the invitation
 * page the coach opens (/coach-invitation/:token).
 */

/** The invitation's address in full. */
function invitationLink(token: string): string {
  return `${serverEnv().siteUrl}/coach-invitation/${token}`;
}

/**
 * The admin's account page of a coach profile: the linked account, the invitation waiting.
 * @returns 404 with nothing for a coach that does not exist
 * @throws requireAdmin's redirect for anyone but the admin
 */
export async function coachAccountPage(request: Request, rawId: string | undefined) {
  await requireAdmin(request);
  const id = parseId(rawId);
  const found = id === null ? null : await coachAccount(id);
  if (!found) return data({ page: null }, { status: 404 });
  return {
    page: {
      id: found.coach.id,
      name: found.coach.name,
      account: found.account?.email ? copy.linked(found.account.name, found.account.email) : null,
      pending: found.pending
        ? copy.pending(found.pending.email, formatInZone(found.pending.expiresAt, ACADEMY_ZONE))
        : null,
    },
  };
}

const inviteSchema = z.object({ email: z.email().max(254) });

/**
 * The admin's actions on a coach's account: `intent` invite (with `email`: a new link, mailed when
 * SMTP_URL is set, else answered once for the admin to copy) or unlink.
 * @param options.smtpUrl the SMTP server (default SMTP_URL; null: none)
 * @throws readAdminForm's 403, 413 or 400
 */
export async function coachAccountAction(
  request: Request,
  rawId: string | undefined,
  options: { smtpUrl?: string | null } = {},
) {
  const { user, form } = await readAdminForm(request);
  const id = parseId(rawId);
  if (id === null) return data({ error: copy.missing }, { status: 404 });
  switch (form.get("intent")) {
    case "invite": {
      const parsed = inviteSchema.safeParse({ email: String(form.get("email") ?? "").trim() });
      if (!parsed.success) {
        return data(
          { error: copy.badEmail, email: String(form.get("email") ?? "").slice(0, 254) },
          { status: 400 },
        );
      }
      const email = parsed.data.email.toLowerCase();
      const found = await coachAccount(id);
      const invited = found ? await inviteCoach(id, email, user.email) : null;
      if (!found || !invited) return data({ error: copy.missing }, { status: 404 });
      const link = invitationLink(invited.token);
      const smtpUrl = smtpUrlOf(options);
      const mailed =
        smtpUrl !== null &&
        (await trySendMail(
          {
            from: { name: site.name, address: site.email },
            to: email,
            subject: mailHeaderLine(copy.mail.subject(site.name), 150),
            text: copy.mail.text({
              site: site.name,
              coach: found.coach.name,
              link,
              days: INVITATION_DAYS,
            }),
          },
          smtpUrl,
          "coach invitation mail not sent",
          log,
        ));
      if (mailed) return { notice: copy.mailed(email), link: null };
      return { notice: smtpUrl ? copy.mailFailed(email) : copy.copyLink, link };
    }
    case "unlink":
      if (!(await unlinkCoachAccount(id, user.email))) {
        return data({ error: copy.missing }, { status: 404 });
      }
      return { notice: copy.unlinked, link: null };
    default:
      return data({ error: invitationCopy.refused["not-found"] }, { status: 400 });
  }
}

/**
 * The invitation page: the coach's name and the invited address, and whether the signed-in
 * account can accept it.
 * @returns `invitation: null` and status 404 for a link that is used, expired, withdrawn or made up
 * @throws requireUser's redirect to /login (and back here) for a signed-out visitor
 */
export async function invitationPage(request: Request, token: string | undefined) {
  const user = await requireUser(request);
  const found = token ? await openInvitation(token) : null;
  if (!found) return { invitation: null, status: 404 };
  const { invitation, coach } = found;
  return {
    invitation: {
      coach: coach.name,
      email: invitation.email,
      matches: invitation.email === user.email.trim().toLowerCase(),
    },
    status: 200,
  };
}

/**
 * Accepts the invitation for the signed-in account, then goes to My batches.
 * @returns 404 / 409 with the reason when refused (nothing changed)
 * @throws readUserForm's 403 (another origin, no session), 413 or 400; the redirect to My batches
 */
export async function invitationAction(request: Request, token: string | undefined) {
  const { user } = await readUserForm(request);
  try {
    const coach = await acceptInvitation(token ?? "", user);
    log.info({ coachId: coach.id }, "coach invitation accepted");
    return redirect("/my-batches?welcome=1", 303);
  } catch (error) {
    if (error instanceof InvitationRefusal) {
      return data(
        { error: invitationCopy.refused[error.reason] },
        { status: error.reason === "not-found" ? 404 : 409 },
      );
    }
    throw error;
  }
}
