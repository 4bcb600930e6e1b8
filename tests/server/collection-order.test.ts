import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { moveItem, nextPosition } from "~/server/collections/order.server";
import { faq } from "~/server/schema";
import { testDatabases } from "../fixtures/databases";

/**
 * The shared order of admin collections (app/server/collections/order.server.ts; "order
 * where order shows on the site"), on the `faq` table: new items go last; a move swaps an item
 * with its neighbour and stops at both ends; a scope limits both to part of the table.
 */
describe.each(testDatabases("order"))("collection order on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());
  beforeEach(async () => (await connection).db.delete(faq));

  /** Inserts questions at the given positions; @returns their ids. */
  async function insert(positions: number[], published = true) {
    const { db } = await connection;
    const ids: number[] = [];
    for (const position of positions) {
      const [row] = await db
        .insert(faq)
        .values({ question: `Q${position}`, answer: ["A"], position, published, updatedBy: "t" })
        .returning({ id: faq.id });
      ids.push(row.id);
    }
    return ids;
  }

  async function order() {
    const { db } = await connection;
    const rows = await db.select().from(faq).orderBy(faq.position);
    return rows.map((r) => r.question);
  }

  it("nextPosition is 1 on an empty table, then one past the largest (gaps kept)", async () => {
    const { db } = await connection;
    expect(await nextPosition(db, faq)).toBe(1);
    await insert([3, 7]);
    expect(await nextPosition(db, faq)).toBe(8);
  });

  it("moveItem swaps with the neighbour across gaps and stops at both ends", async () => {
    const { db } = await connection;
    const [a, b, c] = await insert([1, 5, 9]);
    expect(await moveItem(db, faq, c, "up")).toBe(true);
    expect(await order()).toEqual(["Q1", "Q9", "Q5"]);
    expect(await moveItem(db, faq, c, "up")).toBe(true);
    expect(await order()).toEqual(["Q9", "Q1", "Q5"]);
    expect(await moveItem(db, faq, c, "up")).toBe(false);
    expect(await moveItem(db, faq, b, "down")).toBe(false);
    expect(await moveItem(db, faq, a, "down")).toBe(true);
    expect(await order()).toEqual(["Q9", "Q5", "Q1"]);
    expect(await moveItem(db, faq, c + 100, "up")).toBe(false);
    // positions are only swapped: still 1, 5, 9
    const rows = await db.select({ p: faq.position }).from(faq).orderBy(faq.position);
    expect(rows.map((r) => r.p)).toEqual([1, 5, 9]);
  });

  it("a scope limits the neighbours and the next position to part of the table", async () => {
    const { db } = await connection;
    const [draft] = await insert([2], false);
    await insert([1, 3]);
    const published = eq(faq.published, true);
    expect(await nextPosition(db, faq, published)).toBe(4);
    // the draft (position 2) is skipped: the published item at 3 swaps with the one at 1
    const [top] = await db.select().from(faq).where(eq(faq.position, 3));
    expect(await moveItem(db, faq, top.id, "up", published)).toBe(true);
    expect(await order()).toEqual(["Q3", "Q2", "Q1"]);
    // outside its scope an item does not move
    expect(await moveItem(db, faq, draft, "up", published)).toBe(false);
  });
});
