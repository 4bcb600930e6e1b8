import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/db.server";
import { testDatabaseUrl } from "../fixtures/databases";

// Several servers starting together on one PostgreSQL database (two systemd instances, a
// rolling restart) apply the migrations once: openDatabase holds an advisory lock while it
// migrates (docs/decisions/production.md "Several servers on one PostgreSQL", docs/deploy.md
// "Upgrades").

const url = testDatabaseUrl();
const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as {
  entries: unknown[];
};

describe.skipIf(!url)("migrations on PostgreSQL", () => {
  it("four servers opening one fresh database at once all start, and each migration runs once", async () => {
    const name = `test_migrate_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const scratch = new URL(String(url));
    scratch.pathname = `/${name}`;
    try {
      const connections = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ dir: "", url: scratch.href })),
      );
      const check = new pg.Client({ connectionString: scratch.href });
      await check.connect();
      const applied = await check.query(
        "select count(*)::int as n from drizzle.__drizzle_migrations",
      );
      await check.end();
      expect(applied.rows[0].n).toBe(journal.entries.length);
      await Promise.all(connections.map((c) => c.close()));
      // pool.end() resolves before PostgreSQL has seen every backend go: wait for them, so the
      // drop below needs no force (which would fail the closing connections).
      await expect
        .poll(async () => {
          const r = await admin.query(
            "select count(*)::int as n from pg_stat_activity where datname = $1",
            [name],
          );
          return r.rows[0].n;
        })
        .toBe(0);
    } finally {
      await admin.query(`drop database if exists "${name}"`);
      await admin.end();
    }
  }, 60_000);
});
