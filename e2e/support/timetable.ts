import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import { batchForm } from "../../tests/fixtures/batch-form";

export { batchForm };

/**
 * Helpers of the timetable specs (docs/decisions/timetable.md): the admin's batch and holiday
 * forms posted over HTTP, and the ids on the admin lists.
 */

/** The ids on an admin list (/admin/batches, /admin/holidays), in its order. */
export async function adminIds(admin: APIRequestContext, list: string): Promise<string[]> {
  const html = await (await admin.get(list)).text();
  const pattern = new RegExp(`href="${list}/(\\d+)"`, "g");
  return [...new Set([...html.matchAll(pattern)].map((m) => m[1]))];
}

/**
 * Creates an item through its admin form (same-origin POST, 303 to the list).
 * @returns the new item's id
 */
export async function createByHttp(
  admin: APIRequestContext,
  baseURL: string,
  list: string,
  form: Record<string, string>,
): Promise<string> {
  const before = new Set(await adminIds(admin, list));
  const response = await admin.post(`${list}/new`, {
    form,
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
  const id = (await adminIds(admin, list)).find((i) => !before.has(i));
  expect(id).toBeDefined();
  return id as string;
}

/** Creates a batch ({@link batchForm} with overrides); returns its id. */
export function createBatchByHttp(
  admin: APIRequestContext,
  baseURL: string,
  overrides: Record<string, string> = {},
) {
  return createByHttp(admin, baseURL, "/admin/batches", batchForm(overrides));
}

/** Creates a published holiday; returns its id. */
export function createHolidayByHttp(
  admin: APIRequestContext,
  baseURL: string,
  date: string,
  name: string,
) {
  return createByHttp(admin, baseURL, "/admin/holidays", { date, name, published: "on" });
}

/** Deletes every batch (and so every seat request) and every holiday, so a spec starts from none. */
export async function clearTimetable(admin: APIRequestContext, baseURL: string) {
  for (const list of ["/admin/batches", "/admin/holidays"]) {
    for (const id of await adminIds(admin, list)) {
      const response = await admin.post(list, {
        form: { intent: "delete", id },
        headers: { Origin: baseURL },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
    }
  }
}

/** Posts a seat-request action of the admin (accept, decline, wait, move) and expects its 303. */
export async function seatActionByHttp(
  admin: APIRequestContext,
  baseURL: string,
  batchId: string,
  form: Record<string, string>,
) {
  const response = await admin.post(`/admin/batches/${batchId}/requests`, {
    form,
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
}

/** The ids of a batch's seat requests on the admin's page, newest first. */
export async function seatRequestIds(admin: APIRequestContext, batchId: string) {
  const html = await (await admin.get(`/admin/batches/${batchId}/requests`)).text();
  return [...html.matchAll(/id="request-(\d+)"/g)].map((m) => m[1]);
}
