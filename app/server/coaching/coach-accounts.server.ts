import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { INVITATION_DAYS } from "~/lib/attendance-kinds";
import { type Db, getDb } from "~/server/db/db.server";
import { coach, coachInvitation, user } from "~/server/schema";

/**
 * Coaches' accounts (docs/decisions/attendance.md "Coach accounts"): the admin invites a coach
 * profile's person by e-mail; whoever opens the link signed in with an account of that address
 * becomes that coach (coach.user_id). A coach signs in as anyone else does.
 */

/** A stored coach profile. */
export type StoredCoach = typeof coach.$inferSelect;
type StoredInvitation = typeof coachInvitation.$inferSelect;

/** Why an invitation was not accepted: what the person opening it is told. */
export type InvitationRefusalReason = "not-found" | "wrong-account" | "other-coach";

/** A refused invitation (nothing was changed). */
export class InvitationRefusal extends Error {
  constructor(readonly reason: InvitationRefusalReason) {
    super(`invitation refused: ${reason}`);
    this.name = "InvitationRefusal";
  }
}

/** A link token: 32 random bytes, base64url (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a token: its SHA-256, hex (a leaked table opens no account). */
function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Invites a coach profile's person: a new link that works for {@link INVITATION_DAYS} days, once,
 * for an account of `email`; it replaces the coach's invitation not yet accepted.
 * @param email the address, already checked (lower-cased here)
 * @param actor the admin's e-mail
 * @returns the token (for the link; only its hash is stored) and when it expires, or null when
 *   the coach profile does not exist
 */
export async function inviteCoach(
  coachId: number,
  email: string,
  actor: string,
  db?: Db,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date } | null> {
  const conn = db ?? (await getDb());
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  return conn.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: coach.id })
      .from(coach)
      .where(eq(coach.id, coachId))
      .for("update");
    if (!found) return null;
    await tx
      .delete(coachInvitation)
      .where(and(eq(coachInvitation.coachId, coachId), isNull(coachInvitation.acceptedAt)));
    await tx.insert(coachInvitation).values({
      coachId,
      email: email.trim().toLowerCase(),
      tokenHash: hashToken(token),
      expiresAt,
      createdAt: now,
      createdBy: actor,
    });
    return { token, expiresAt };
  });
}

/** An invitation that still works (not accepted, not expired), with its coach; null otherwise. */
export async function openInvitation(
  token: string,
  db?: Db,
  now = new Date(),
): Promise<{ invitation: StoredInvitation; coach: StoredCoach } | null> {
  if (!TOKEN.test(token)) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select({ invitation: coachInvitation, coach })
    .from(coachInvitation)
    .innerJoin(coach, eq(coach.id, coachInvitation.coachId))
    .where(
      and(
        eq(coachInvitation.tokenHash, hashToken(token)),
        isNull(coachInvitation.acceptedAt),
        gt(coachInvitation.expiresAt, now),
      ),
    );
  return row ?? null;
}

/**
 * Accepts an invitation for the signed-in account: the account becomes the coach (a coach's
 * former account, if any, stops being it), and the link stops working. The invitation row is
 * locked while it is read, so a link opened twice at once is used once.
 * @param account the signed-in account (its id and e-mail)
 * @returns the coach profile
 * @throws InvitationRefusal "not-found" (no such link, used or expired), "wrong-account" (signed in
 *   with another address than the invited one) or "other-coach" (the account is another coach)
 */
export async function acceptInvitation(
  token: string,
  account: { id: string; email: string },
  db?: Db,
  now = new Date(),
): Promise<StoredCoach> {
  if (!TOKEN.test(token)) throw new InvitationRefusal("not-found");
  const conn = db ?? (await getDb());
  return conn.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(coachInvitation)
      .where(
        and(
          eq(coachInvitation.tokenHash, hashToken(token)),
          isNull(coachInvitation.acceptedAt),
          gt(coachInvitation.expiresAt, now),
        ),
      )
      .for("update");
    if (!invitation) throw new InvitationRefusal("not-found");
    if (invitation.email !== account.email.trim().toLowerCase()) {
      throw new InvitationRefusal("wrong-account");
    }
    const [other] = await tx
      .select({ id: coach.id })
      .from(coach)
      .where(and(eq(coach.userId, account.id), sql`${coach.id} <> ${invitation.coachId}`));
    if (other) throw new InvitationRefusal("other-coach");
    await tx
      .update(coachInvitation)
      .set({ acceptedAt: now })
      .where(eq(coachInvitation.id, invitation.id));
    const [row] = await tx
      .update(coach)
      .set({ userId: account.id })
      .where(eq(coach.id, invitation.coachId))
      .returning();
    return row;
  });
}

/**
 * The admin's view of a coach profile's account: the coach, the account it is linked to (name and
 * e-mail) and its invitation not yet accepted (address and expiry; never the token); null when
 * the coach profile does not exist.
 */
export async function coachAccount(coachId: number, db?: Db, now = new Date()) {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select({ coach, account: { name: user.name, email: user.email } })
    .from(coach)
    .leftJoin(user, eq(user.id, coach.userId))
    .where(eq(coach.id, coachId));
  if (!row) return null;
  const [pending] = await conn
    .select({ email: coachInvitation.email, expiresAt: coachInvitation.expiresAt })
    .from(coachInvitation)
    .where(
      and(
        eq(coachInvitation.coachId, coachId),
        isNull(coachInvitation.acceptedAt),
        gt(coachInvitation.expiresAt, now),
      ),
    )
    .orderBy(desc(coachInvitation.createdAt))
    .limit(1);
  return { coach: row.coach, account: row.account, pending: pending ?? null };
}

/**
 * The admin ends a coach profile's link to its account (the account stays, as an ordinary one)
 * and withdraws its open invitation.
 * @returns whether the coach profile exists
 */
export async function unlinkCoachAccount(
  coachId: number,
  actor: string,
  db?: Db,
): Promise<boolean> {
  const conn = db ?? (await getDb());
  return conn.transaction(async (tx) => {
    const rows = await tx
      .update(coach)
      .set({ userId: null, updatedAt: new Date(), updatedBy: actor })
      .where(eq(coach.id, coachId))
      .returning({ id: coach.id });
    await tx
      .delete(coachInvitation)
      .where(and(eq(coachInvitation.coachId, coachId), isNull(coachInvitation.acceptedAt)));
    return rows.length > 0;
  });
}
