import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import { parseCsv } from "../../tests/fixtures/csv";

/**
 * Helpers of the enquiry log specs (docs/decisions/enquiry-log.md): read and set the admin's
 * setting and the stored enquiries over HTTP with a request context signed in as the admin.
 */

/** An enquiry as /book and /enquiry take it (the values of the form fields). */
export const MEENA = {
  name: "Meena Krishnan",
  contactNo: "+91 90000 11111",
  mode: "offline",
  level: "intermediate",
  location: "RS Puram, Coimbatore",
} as const;

/** The inbox as its CSV export shows it: one row per enquiry, newest first, header dropped. */
export async function storedEnquiries(
  admin: APIRequestContext,
  query = "",
): Promise<{ name: string; status: string; note: string; row: string[] }[]> {
  const response = await admin.get(`/admin/enquiries.csv${query}`);
  expect(response.status()).toBe(200);
  const [header, ...rows] = parseCsv(await response.text());
  expect(header).toEqual([
    "Received",
    "Name",
    "Contact No",
    "Mode",
    "Level",
    "Location",
    "Form",
    "Status",
    "Note",
  ]);
  return rows.map((row) => ({ name: row[1], status: row[7], note: row[8], row }));
}

/** The log setting as the inbox page shows it. */
export async function enquiryLogSetting(
  admin: APIRequestContext,
): Promise<{ enabled: boolean; retentionDays: string }> {
  const html = await (await admin.get("/admin/enquiries")).text();
  const checkbox = html.match(/<input[^>]*name="enabled"[^>]*>/)?.[0] ?? "";
  const days = html.match(/<input[^>]*name="retentionDays"[^>]*value="(\d+)"/)?.[1] ?? "";
  return { enabled: /\schecked=""/.test(checkbox), retentionDays: days };
}

/** Turns the log on or off through the inbox's form. */
export async function setEnquiryLog(
  admin: APIRequestContext,
  baseURL: string,
  enabled: boolean,
  retentionDays = "90",
) {
  const response = await admin.post("/admin/enquiries", {
    headers: { Origin: baseURL },
    form: { intent: "setting", retentionDays, ...(enabled ? { enabled: "on" } : {}) },
  });
  expect(response.status()).toBe(200);
}

/** Deletes every stored enquiry through the inbox's action (a spec's clean start). */
export async function deleteAllEnquiries(admin: APIRequestContext, baseURL: string) {
  const html = await (await admin.get("/admin/enquiries")).text();
  for (const [, id] of html.matchAll(
    /name="intent" value="update"\/><input type="hidden" name="id" value="(\d+)"/g,
  )) {
    const response = await admin.post("/admin/enquiries", {
      headers: { Origin: baseURL },
      form: { intent: "delete", id },
    });
    expect(response.status()).toBe(200);
  }
  expect(await storedEnquiries(admin)).toEqual([]);
}

/** The ids of the stored enquiries, newest first, from the inbox page. */
export async function enquiryIds(admin: APIRequestContext): Promise<string[]> {
  const html = await (await admin.get("/admin/enquiries")).text();
  return [
    ...html.matchAll(
      /name="intent" value="update"\/><input type="hidden" name="id" value="(\d+)"/g,
    ),
  ].map((m) => m[1]);
}
