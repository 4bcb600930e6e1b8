import { describe, expect, it } from "vitest";
import {
  adminListLoader,
  adminListQuery,
  adminNotice,
  redirectOldItemAddress,
} from "~/server/collections/admin-route.server";

/**
 * The admin route style's URL helpers (app/server/collections/admin-route.server.ts;
 * docs/decisions/collection-kit.md "Routes"): the old form addresses redirect, a list says the
 * section's words after a save or a delete, and the list loader gives every row its shared
 * columns.
 */

const BASE = "http://127.0.0.1/admin/faqs";

/** The redirect a GET of `url` answers, or null when it passes. */
function redirectOf(url: string, method = "GET"): { status: number; location: string } | null {
  try {
    redirectOldItemAddress(new Request(url, { method }), "/admin/faqs");
    return null;
  } catch (thrown) {
    const response = thrown as Response;
    return { status: response.status, location: response.headers.get("Location") ?? "" };
  }
}

describe("the old ?new / ?edit form addresses", () => {
  it("answer 303 to the item pages for a GET", () => {
    expect(redirectOf(`${BASE}?new=1`)).toEqual({ status: 303, location: "/admin/faqs/new" });
    expect(redirectOf(`${BASE}?edit=12`)).toEqual({ status: 303, location: "/admin/faqs/12" });
  });

  it("let the list, a junk id and a post pass", () => {
    expect(redirectOf(BASE)).toBeNull();
    expect(redirectOf(`${BASE}?edit=x`)).toBeNull();
    expect(redirectOf(`${BASE}?saved=3`)).toBeNull();
    expect(redirectOf(`${BASE}?new=1`, "POST")).toBeNull();
  });
});

describe("the list's line after a change", () => {
  const items = [{ id: 3, name: "Why chess?" }];
  const notice = (query: string, words: Parameters<typeof adminNotice>[2]) =>
    adminNotice(adminListQuery(new Request(`${BASE}${query}`)), items, words);

  it("names the saved item, in the section's own words where it has them", () => {
    expect(notice("?saved=3&created=1", { deleted: "Question deleted." })).toBe(
      "Saved “Why chess?”.",
    );
    const events = {
      deleted: "Event deleted.",
      created: () => "Event saved.",
      updated: () => "Event updated.",
    };
    expect(notice("?saved=3&created=1", events)).toBe("Event saved.");
    expect(notice("?saved=3", events)).toBe("Event updated.");
    expect(notice("?deleted=1", events)).toBe("Event deleted.");
    expect(notice("?saved=99", events)).toBeNull();
    expect(notice("", events)).toBeNull();
  });
});

describe("the list loader (adminListLoader)", () => {
  const updatedAt = new Date("2026-11-20T10:00:00Z");
  const section = {
    path: "/admin/faqs",
    notices: { deleted: "Question deleted." },
    store: {
      list: async (options: { includeDrafts: boolean }) =>
        options.includeDrafts
          ? [
              { id: 3, published: true, updatedAt, updatedBy: "a@x", question: "Why chess?" },
              { id: 4, published: false, updatedAt, updatedBy: "b@x", question: "When?" },
            ]
          : [],
    },
  };
  const load = (query: string) =>
    adminListLoader(new Request(`${BASE}${query}`), section, (item) => ({ name: item.question }));

  it("lists every item, drafts included, with the shared columns and the section's own", async () => {
    const page = await load("?saved=4&delete=3");
    expect(page.rows).toEqual([
      {
        id: 3,
        published: true,
        updatedAt: updatedAt.toISOString(),
        updatedBy: "a@x",
        name: "Why chess?",
      },
      {
        id: 4,
        published: false,
        updatedAt: updatedAt.toISOString(),
        updatedBy: "b@x",
        name: "When?",
      },
    ]);
    expect(page.confirming).toBe(3);
    expect(page.notice).toBe("Saved “When?”.");
    expect((await load("?deleted=1")).notice).toBe("Question deleted.");
  });

  it("sends the old form addresses to the item pages", async () => {
    const thrown = await load("?edit=4").catch((error: unknown) => error as Response);
    expect(thrown).toBeInstanceOf(Response);
    expect([(thrown as Response).status, (thrown as Response).headers.get("Location")]).toEqual([
      303,
      "/admin/faqs/4",
    ]);
  });
});
