import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { invalidatePageCache } from "~/server/cache/page-cache.server";
import { whileContentUnchanged } from "~/server/cache/site-data.server";
import { holidayDates, holidays } from "~/server/collections/batches.server";
import { isProcessDb } from "~/server/db/db.server";
import { oncePerRequest, withRequestScope } from "~/server/http/request-scope.server";
import { holiday } from "~/server/schema";
import { testDatabases } from "../fixtures/databases";

/**
 * What a page request looks up once (app/server/http/request-scope.server.ts: the session for the
 * root's and the page's loaders) and the site data kept while the content is unchanged
 * (app/server/cache/site-data.server.ts: holidays, the enquiry log setting); docs/decisions/
 * attendance.md "Budgets" and docs/decisions/caching.md "Site data".
 */

/** A look-up that counts its calls and answers with the count. */
function counter() {
  let calls = 0;
  return {
    look: async () => {
      calls += 1;
      return calls;
    },
    get calls() {
      return calls;
    },
  };
}

describe("oncePerRequest", () => {
  it("looks up once per key inside one request's scope, and again in the next request", async () => {
    const session = counter();
    const other = counter();
    const first = await withRequestScope(async () => [
      await oncePerRequest("session-user a", session.look),
      await oncePerRequest("session-user a", session.look),
      await oncePerRequest("session-user b", other.look),
    ]);
    expect(first).toEqual([1, 1, 1]);
    const second = await withRequestScope(() => oncePerRequest("session-user a", session.look));
    expect(second).toBe(2);
    expect(session.calls).toBe(2);
  });

  it("two requests at once do not share their answers", async () => {
    const session = counter();
    const [a, b] = await Promise.all([
      withRequestScope(() => oncePerRequest("k", session.look)),
      withRequestScope(() => oncePerRequest("k", session.look)),
    ]);
    expect(new Set([a, b])).toEqual(new Set([1, 2]));
  });

  it("outside a request's scope (an action), looks up every time", async () => {
    const session = counter();
    await oncePerRequest("k", session.look);
    await oncePerRequest("k", session.look);
    expect(session.calls).toBe(2);
  });

  it("does not keep a failed look-up: the next ask in the same request tries again", async () => {
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw new Error("database away");
      return "user";
    };
    const answers = await withRequestScope(async () => [
      await oncePerRequest("k", flaky).catch((error: Error) => error.message),
      await oncePerRequest("k", flaky),
    ]);
    expect(answers).toEqual(["database away", "user"]);
  });
});

describe("whileContentUnchanged", () => {
  afterEach(() => {
    vi.useRealTimers();
    invalidatePageCache();
  });

  it("reads once, and again after the content changes (the page cache's invalidation)", async () => {
    invalidatePageCache();
    const read = counter();
    expect(await whileContentUnchanged("test-holidays", read.look)).toBe(1);
    expect(await whileContentUnchanged("test-holidays", read.look)).toBe(1);
    invalidatePageCache();
    expect(await whileContentUnchanged("test-holidays", read.look)).toBe(2);
    expect(await whileContentUnchanged("test-holidays", read.look)).toBe(2);
  });

  it("does not keep a read that started before a change", async () => {
    invalidatePageCache();
    let release: (value: string) => void = () => {};
    const slow = whileContentUnchanged(
      "test-race",
      () => new Promise<string>((resolve) => (release = resolve)),
    );
    invalidatePageCache();
    release("before the change");
    expect(await slow).toBe("before the change");
    expect(await whileContentUnchanged("test-race", async () => "after the change")).toBe(
      "after the change",
    );
  });

  it("does not keep a failed read, and reads again after 5 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2099-01-10T06:00:00Z"));
    invalidatePageCache();
    await expect(
      whileContentUnchanged("test-age", async () => {
        throw new Error("database away");
      }),
    ).rejects.toThrow("database away");
    const read = counter();
    expect(await whileContentUnchanged("test-age", read.look)).toBe(1);
    vi.setSystemTime(new Date("2099-01-10T06:04:59Z"));
    expect(await whileContentUnchanged("test-age", read.look)).toBe(1);
    vi.setSystemTime(new Date("2099-01-10T06:05:00Z"));
    expect(await whileContentUnchanged("test-age", read.look)).toBe(2);
  });
});

describe.each(testDatabases("sitedata"))(
  "holidays from a database not the process's, on $name",
  ({ open }) => {
    const connection = open();
    afterAll(async () => (await connection).close());

    it("are read afresh every time: a change made behind the site's back shows at once", async () => {
      const { db } = await connection;
      expect(isProcessDb(db)).toBe(false);
      await db.delete(holiday);
      await holidays.create(
        { date: "2099-01-17", name: "Pongal", published: "on" },
        "admin@example.test",
        db,
      );
      expect([...(await holidayDates(db))]).toEqual(["2099-01-17"]);
      // Deleted directly, without the kit's invalidation: a kept read would still answer Pongal.
      await db.delete(holiday);
      expect([...(await holidayDates(db))]).toEqual([]);
    });
  },
);
