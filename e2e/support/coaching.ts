import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import { createByHttp } from "./timetable";

/**
 * Helpers of the coaches' specs (docs/decisions/attendance.md): a coach profile, a seat asked
 * and confirmed, an invitation sent and accepted, all over HTTP as the pages post them.
 */

/** India's date today, "YYYY-MM-DD" (the timetable's day). */
export function indiaToday(offsetDays = 0): string {
  return new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** Creates a published coach profile; returns its id. */
export function createCoachByHttp(admin: APIRequestContext, baseURL: string, name: string) {
  return createByHttp(admin, baseURL, "/admin/coaches", {
    name,
    title: "Coach",
    quote: "Every move counts.",
    published: "on",
  });
}

/**
 * Asks a seat for a child of the signed-in family (added as a new student the first time) and has
 * the admin accept it.
 * @param family a request context signed in as the family
 */
export async function confirmedSeatByHttp(
  admin: APIRequestContext,
  family: APIRequestContext,
  baseURL: string,
  batchId: string,
  child: string,
) {
  // One of the family's students is a radio of the request form, labelled with the name.
  const form = await (await family.get(`/batches/${batchId}/request`)).text();
  const known = new RegExp(`<label for="seat-student-(\\d+)"[^>]*>${child}<`).exec(form);
  const asked = await family.post(`/batches/${batchId}/request`, {
    form: known
      ? { student: known[1], contact: "98765 43210" }
      : {
          student: "new",
          studentName: child,
          ageGroup: "children",
          consent: "on",
          contact: "98765 43210",
        },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(asked.status(), await asked.text()).toBe(303);
  const html = await (await admin.get(`/admin/batches/${batchId}/requests`)).text();
  const [newest] = [...html.matchAll(/id="request-(\d+)"/g)].map((m) => m[1]);
  const accepted = await admin.post(`/admin/batches/${batchId}/requests`, {
    form: { intent: "accept", id: newest },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(accepted.status(), await accepted.text()).toBe(303);
}

/**
 * Invites an address for a coach profile (no SMTP_URL on test servers: the page shows the link).
 * @returns the one-time invitation link
 */
export async function inviteCoachByHttp(
  admin: APIRequestContext,
  baseURL: string,
  coachId: string,
  email: string,
): Promise<string> {
  const response = await admin.post(`/admin/coaches/${coachId}/account`, {
    form: { intent: "invite", email },
    headers: { Origin: baseURL },
  });
  expect(response.status()).toBe(200);
  const link = /id="invitation-link"[^>]*value="([^"]+)"/.exec(await response.text())?.[1];
  expect(link).toMatch(/\/coach-invitation\/[A-Za-z0-9_-]{43}$/);
  return link as string;
}

/** Accepts an invitation for the signed-in account (303 to My batches). */
export async function acceptInvitationByHttp(
  account: APIRequestContext,
  baseURL: string,
  link: string,
) {
  const response = await account.post(new URL(link).pathname, {
    form: { intent: "accept" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
}
