import { beforeEach, describe, expect, it, vi } from "vitest";
import { adminCollectionCopy } from "~/content/admin-nav";

/**
 * The one admin action style (docs/decisions/admin-area.md "One action style"): the dispatcher
 * requires the admin before it reads the body, reads the form once, hands it to the handler its
 * `intent` names, and answers 400 for any other intent. The session is mocked; the real guard
 * (`requireAdminForAction`, `assertSameOrigin`) runs.
 */
const session = vi.hoisted(() => ({ user: null as null | { email: string; isAdmin: boolean } }));
vi.mock("~/server/auth/session.server", () => ({ getSessionUser: async () => session.user }));

const { adminIntents } = await import("~/server/auth/admin-intents.server");

const ORIGIN = "http://127.0.0.1:3000";

/** A same-origin form post of `fields` to an admin page. */
function post(fields: Record<string, string>, origin = ORIGIN) {
  return new Request(`${ORIGIN}/admin/test`, {
    method: "POST",
    headers: { origin },
    body: new URLSearchParams(fields),
  });
}

/** What a `data()` answer carries: its status and body. */
function answer(result: unknown) {
  const { data, init } = result as { data: unknown; init: { status?: number } | null };
  return { status: init?.status ?? 200, data };
}

const seen: string[] = [];
const intents = adminIntents({
  accept: async ({ intent, values, user }) => {
    seen.push(`${intent}:${values.id}:${user.email}`);
    return { ok: true as const, accepted: values.id };
  },
  decline: ({ form }) => ({ ok: true as const, declined: form.get("id") }),
});

beforeEach(() => {
  seen.length = 0;
  session.user = { email: "owner@example.test", isAdmin: true };
});

describe("adminIntents", () => {
  it("hands the form to the handler its intent names, with the admin and the typed values", async () => {
    expect(await intents(post({ intent: "accept", id: "7" }))).toEqual({ ok: true, accepted: "7" });
    expect(seen).toEqual(["accept:7:owner@example.test"]);
    expect(await intents(post({ intent: "decline", id: "8" }))).toEqual({
      ok: true,
      declined: "8",
    });
  });

  it("answers 400 with a message for an unknown or missing intent, and runs no handler", async () => {
    const cases: Record<string, string>[] = [
      { intent: "bogus", id: "7" },
      { id: "7" },
      { intent: "toString" },
    ];
    for (const fields of cases) {
      expect(answer(await intents(post(fields)))).toEqual({
        status: 400,
        data: { ok: false, errors: { form: adminCollectionCopy.unknownIntent } },
      });
    }
    expect(seen).toEqual([]);
  });

  it("refuses anyone but the admin, and another origin, with 403 before any handler", async () => {
    for (const user of [null, { email: "parent@example.test", isAdmin: false }]) {
      session.user = user;
      const refused = await intents(post({ intent: "accept", id: "7" })).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).status).toBe(403);
    }
    session.user = { email: "owner@example.test", isAdmin: true };
    const crossSite = await intents(post({ intent: "accept" }, "https://evil.example")).catch(
      (e: unknown) => e,
    );
    expect((crossSite as Response).status).toBe(403);
    expect(seen).toEqual([]);
  });

  it("gives another answer for an unknown intent when asked, and handles a form already read", async () => {
    const withFallback = adminIntents(
      { accept: () => "accepted" },
      { otherwise: ({ intent }) => `fallback for "${intent}"` },
    );
    expect(await withFallback(post({ intent: "save" }))).toBe('fallback for "save"');
    const form = new FormData();
    form.set("intent", "accept");
    expect(await withFallback.handle({ user: { email: "a@b.c" } as never, form })).toBe("accepted");
  });
});
