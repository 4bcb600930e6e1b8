import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";

/**
 * Helpers of the events specs (docs/decisions/admin-area.md "Events"): the admin's event form
 * posted over HTTP.
 */

/** A complete, valid event form: a workshop at the centre, 14 Mar 2099 10:00–13:00 India time, published. */
export function eventForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: "HTTP workshop",
    slug: "",
    category: "workshop",
    startsAt: "2099-03-14T10:00",
    endsAt: "2099-03-14T13:00",
    venueKind: "centre",
    venueCentre: "coimbatore",
    venueAddress: "",
    summary: "Made over HTTP.",
    body: "",
    registerKind: "whatsapp",
    registerUrl: "",
    published: "on",
    ...overrides,
  };
}

/** The ids of every event on the admin list, newest start first. */
export async function adminEventIds(admin: APIRequestContext): Promise<string[]> {
  const html = await (await admin.get("/admin/events")).text();
  return [...new Set([...html.matchAll(/href="\/admin\/events\/(\d+)"/g)].map((m) => m[1]))];
}

/**
 * Creates an event through the admin form action (same-origin POST, 303 to the list).
 * @param admin a request context signed in as the admin
 * @returns the new event's id
 */
export async function createEventByHttp(
  admin: APIRequestContext,
  baseURL: string,
  overrides: Record<string, string> = {},
): Promise<string> {
  const before = new Set(await adminEventIds(admin));
  const response = await admin.post("/admin/events/new", {
    form: eventForm(overrides),
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
  const id = (await adminEventIds(admin)).find((i) => !before.has(i));
  expect(id).toBeDefined();
  return id as string;
}

/** Deletes every event through the admin list's action, so a spec starts from none. */
export async function clearEvents(admin: APIRequestContext, baseURL: string) {
  for (const id of await adminEventIds(admin)) {
    const response = await admin.post("/admin/events", {
      form: { intent: "delete", id },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
  }
}
