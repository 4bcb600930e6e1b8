import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { feedback } from "~/server/schema";
import { sharedTestDatabases } from "../fixtures/databases";

/** Runs on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set. */
const targets = sharedTestDatabases({ fresh: true });

describe.each(targets)("database on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());

  it("applies the migrations and creates every table", async () => {
    const { db } = await connection;
    const rows = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = (rows as unknown as { rows: { table_name: string }[] }).rows.map(
      (r) => r.table_name,
    );
    expect(names).toEqual(
      expect.arrayContaining(["user", "session", "account", "verification", "banner", "feedback"]),
    );
  });

  it("refuses feedback stars outside 1–5", async () => {
    const { db } = await connection;
    await expect(
      db.insert(feedback).values({ name: "A", content: "B", stars: 6 }),
    ).rejects.toThrow();
  });
});
