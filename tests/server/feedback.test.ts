import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { clampStars } from "~/lib/feedback";
import { pageCache } from "~/server/cache/page-cache.server";
import { feedback } from "~/server/schema";
import { addFeedback, deleteFeedback, listFeedback } from "~/server/site/feedback.server";
import { testDatabases } from "../fixtures/databases";

describe("clampStars (spec §5, §9: 1–5, default 5)", () => {
  it("clamps, rounds and defaults", () => {
    expect([
      clampStars("9"),
      clampStars("0"),
      clampStars(-3),
      clampStars(3.6),
      clampStars("2"),
    ]).toEqual([5, 1, 1, 4, 2]);
    expect([
      clampStars(""),
      clampStars("abc"),
      clampStars(undefined),
      clampStars(null),
      clampStars(Number.NaN),
    ]).toEqual([5, 5, 5, 5, 5]);
  });
});

describe.each(testDatabases("feedback"))("feedback store on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());
  beforeEach(async () => {
    await (await connection).db.delete(feedback);
  });

  it("appends items in order with trimmed text and clamped stars", async () => {
    const { db } = await connection;
    await addFeedback({ name: "  Meera ", content: " Lovely classes. ", stars: "9" }, db);
    await addFeedback({ name: "Arjun", content: "Patient coach.", stars: "0" }, db);
    await addFeedback({ name: "Kavya", content: "Good.", stars: undefined }, db);
    const items = await listFeedback({}, db);
    expect(items.map(({ name, content, stars }) => ({ name, content, stars }))).toEqual([
      { name: "Meera", content: "Lovely classes.", stars: 5 },
      { name: "Arjun", content: "Patient coach.", stars: 1 },
      { name: "Kavya", content: "Good.", stars: 5 },
    ]);
    expect(items[0].id).toBeLessThan(items[1].id);
  });

  it("refuses an empty name or content, or text over the limits, and stores nothing", async () => {
    const { db } = await connection;
    await expect(addFeedback({ name: "   ", content: "Nice", stars: 5 }, db)).rejects.toThrow(
      /name/,
    );
    await expect(addFeedback({ name: "Ravi", content: " \n ", stars: 5 }, db)).rejects.toThrow(
      /feedback/,
    );
    await expect(addFeedback({ name: null, content: null }, db)).rejects.toThrow();
    await expect(addFeedback({ name: "x".repeat(81), content: "ok" }, db)).rejects.toThrow(/80/);
    await expect(addFeedback({ name: "ok", content: "x".repeat(1001) }, db)).rejects.toThrow(
      /1000/,
    );
    expect(await listFeedback({}, db)).toEqual([]);
  });

  it("stores markup as plain text, unchanged", async () => {
    const { db } = await connection;
    await addFeedback(
      { name: "<b>Bold</b>", content: "<img src=x onerror=alert(1)>", stars: 4 },
      db,
    );
    const [item] = await listFeedback({}, db);
    expect(item.name).toBe("<b>Bold</b>");
    expect(item.content).toBe("<img src=x onerror=alert(1)>");
  });

  it("deletes by id only the chosen item", async () => {
    const { db } = await connection;
    const a = await addFeedback({ name: "A", content: "first", stars: 5 }, db);
    const b = await addFeedback({ name: "B", content: "second", stars: 4 }, db);
    expect(await deleteFeedback(a.id, db)).toBe(true);
    expect((await listFeedback({}, db)).map((f) => f.id)).toEqual([b.id]);
    expect(await deleteFeedback(a.id, db)).toBe(false);
    expect(await deleteFeedback(Number.NaN, db)).toBe(false);
    expect(await deleteFeedback(-1, db)).toBe(false);
  });

  it("lists the newest items, oldest first, with a limit", async () => {
    const { db } = await connection;
    for (const n of [1, 2, 3, 4]) await addFeedback({ name: `N${n}`, content: "c", stars: n }, db);
    expect((await listFeedback({ limit: 2 }, db)).map((f) => f.name)).toEqual(["N3", "N4"]);
  });

  it("invalidates the page cache when items are added or deleted", async () => {
    const { db } = await connection;
    const before = pageCache.generation;
    const item = await addFeedback({ name: "A", content: "B" }, db);
    expect(pageCache.generation).toBe(before + 1);
    await deleteFeedback(item.id, db);
    expect(pageCache.generation).toBe(before + 2);
  });
});
