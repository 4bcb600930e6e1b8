import { ADMIN_PASSWORD_LENGTH as PASSWORD_LENGTH } from "~/server/auth/auth-admin.server";
import { callAuthEndpoint } from "~/server/auth/auth-endpoint.server";
import type { Auth } from "~/server/auth/auth-instance.server";

/**
 * The admin's "Change password" form: the current password is required, the new one is
 * 12–128 characters (the admin's length, docs/decisions/hardening.md) and typed twice, and every other session of the admin ends
 * (Better Auth's change-password with revokeOtherSessions). Fields are trimmed, as on the
 * login forms, so the password typed there later is the one set here.
 */

/** The form's messages (shown as they are; none names the password). */
export const changePasswordMessages = {
  required: "Please fill in all fields.",
  tooShort: `The new password must be at least ${PASSWORD_LENGTH.min} characters.`,
  tooLong: `The new password must be at most ${PASSWORD_LENGTH.max} characters.`,
  mismatch: "The new passwords do not match.",
  wrongCurrent: "The current password is wrong.",
  tooMany: "Too many attempts. Please wait a minute and try again.",
  failed: "The password could not be changed. Please try again.",
  done: "Password changed. You were signed out everywhere else.",
} as const;

/** Which field a message belongs to (for aria-describedby), or the whole form. */
export type ChangePasswordField = "currentPassword" | "newPassword" | "confirmPassword" | "form";

/** Outcome of {@link changePassword}: cookies to set (the new session) or a message. */
export type ChangePasswordOutcome =
  | { ok: true; message: string; cookies: Headers }
  | { ok: false; error: string; field: ChangePasswordField; status: number };

/**
 * Changes the signed-in user's password through Better Auth's /change-password endpoint (its
 * rate limit applies), ending the user's other sessions; the session of this request is
 * replaced by a new one whose cookie is returned.
 * @param auth the auth instance
 * @param request the form's request (its session cookie and client IP are used)
 * @param input the three fields as typed
 */
export async function changePassword(
  auth: Auth,
  request: Request,
  input: { currentPassword: string; newPassword: string; confirmPassword: string },
): Promise<ChangePasswordOutcome> {
  const m = changePasswordMessages;
  const currentPassword = input.currentPassword.trim();
  const newPassword = input.newPassword.trim();
  const confirmPassword = input.confirmPassword.trim();
  const fail = (error: string, field: ChangePasswordField, status = 400) =>
    ({ ok: false, error, field, status }) as const;
  if (!currentPassword) return fail(m.required, "currentPassword");
  if (!newPassword) return fail(m.required, "newPassword");
  if (!confirmPassword) return fail(m.required, "confirmPassword");
  if (newPassword.length < PASSWORD_LENGTH.min) return fail(m.tooShort, "newPassword");
  if (newPassword.length > PASSWORD_LENGTH.max) return fail(m.tooLong, "newPassword");
  if (newPassword !== confirmPassword) return fail(m.mismatch, "confirmPassword");
  const result = await callAuthEndpoint(auth, "/change-password", {
    from: request,
    withCookies: true,
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
  if (result.status === 200) return { ok: true, message: m.done, cookies: result.cookies };
  if (result.status === 429) return fail(m.tooMany, "form", 429);
  if (result.body?.code === "INVALID_PASSWORD") return fail(m.wrongCurrent, "currentPassword");
  if (result.status === 401) return fail(m.failed, "form", 401);
  return fail(m.failed, "form", result.status >= 500 ? 500 : 400);
}
