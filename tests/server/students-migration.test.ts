import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { afterAll, describe, expect, it } from "vitest";
import { createScratchPostgres, testDatabaseUrl } from "../fixtures/databases";

/**
 * drizzle/0012_students.sql (docs/decisions/families.md "Students"): a database migrated up to
 * 0011 and holding seat requests of every shape is migrated to 0012: every request is kept and
 * points to its student, each family has one student per name (letter case ignored), named as
 * its latest request spells it; the open-request rule now holds per student; an older server's
 * insert (a name, no student) finds or makes its student. On PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */

type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, never>>;
type Engine = {
  name: string;
  open: () => Promise<{ db: AnyDb; close: () => Promise<void> }>;
};

const ROOT = path.resolve(import.meta.dirname, "../..");
const work = mkdtempSync(path.join(tmpdir(), "academy-students-migration-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of drizzle/ holding the migrations up to and including `lastTag` only. */
function migrationsUpTo(lastTag: string): string {
  const dir = path.join(work, lastTag);
  cpSync(path.join(ROOT, "drizzle"), dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8"));
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === lastTag);
  for (const entry of journal.entries.slice(last + 1)) rmSync(path.join(dir, `${entry.tag}.sql`));
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const BEFORE = migrationsUpTo("0011_puzzles");
const ALL = path.join(ROOT, "drizzle");

/** A new PGlite database in memory (initdb, no migration yet). */
const pglite: Engine = {
  name: "pglite",
  open: async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const client = await PGlite.create("memory://");
    return { db: drizzle(client) as unknown as AnyDb, close: () => client.close() };
  },
};

/** A throw-away PostgreSQL database on TEST_DATABASE_URL's server. */
function postgres(url: string): Engine {
  return {
    name: "postgresql",
    open: async () => {
      const { default: pg } = await import("pg");
      const { drizzle } = await import("drizzle-orm/node-postgres");
      const scratch = await createScratchPostgres(url, "students");
      const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
      return {
        db: drizzle(pool) as unknown as AnyDb,
        close: async () => {
          await pool.end();
          await scratch.drop();
        },
      };
    },
  };
}

/** Applies the migrations of `folder` with the driver's own migrator. */
async function migrateTo(engine: Engine, db: AnyDb, folder: string) {
  if (engine.name === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(db as never, { migrationsFolder: folder });
  }
}

/** The rows of a query. */
async function rows<T>(db: AnyDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const url = testDatabaseUrl();
const engines = [pglite, ...(url ? [postgres(url)] : [])];

describe.each(engines)("0012_students on $name", (engine) => {
  it("turns every seat request's student into a student of its family, and keeps every request", async () => {
    const { db, close } = await engine.open();
    try {
      await migrateTo(engine, db, BEFORE);
      // Five families: two children in two batches; one child spelled two ways; an adult; a
      // child with a cancelled, a renewed and a declined request; another family's "Anu".
      await db.execute(sql`
        insert into "user" (id, name, email) values
          ('fam-two', 'Lakshmi', 'two@example.test'),
          ('fam-case', 'Priya', 'case@example.test'),
          ('fam-adult', 'Ravi Kumar', 'adult@example.test'),
          ('fam-closed', 'Selvi', 'closed@example.test'),
          ('fam-same', 'Divya', 'same@example.test'),
          ('fam-none', 'Nobody', 'none@example.test')`);
      const [b1, b2] = await rows<{ id: string }>(
        db,
        sql`insert into batch (course, class_type, mode, age_group, language, weekdays,
              start_minutes, duration_minutes, first_date, capacity, position, updated_by)
            values
              ('beginner', 'group', 'online', 'children', 'english', '{6,7}', 600, 60, '2099-01-03', 5, 1, 'a'),
              ('advanced', 'group', 'online', 'adults', 'english', '{3}', 1080, 60, '2099-01-07', 5, 2, 'a')
            returning id`,
      );
      const ask = (
        batchId: string,
        userId: string,
        name: string,
        ageGroup: string,
        status: string,
        at: string,
      ) => sql`(${Number(batchId)}, ${userId}, ${name}, ${ageGroup}, '98765 43210', ${status},
                ${at}::timestamptz, ${at}::timestamptz, 'p')`;
      await db.execute(sql`
        insert into seat_request (batch_id, user_id, student_name, age_group, contact, status,
          created_at, updated_at, updated_by)
        values
          ${ask(b1.id, "fam-two", "Anu", "children", "requested", "2026-01-01T10:00:00Z")},
          ${ask(b2.id, "fam-two", "Arun", "children", "confirmed", "2026-01-02T10:00:00Z")},
          ${ask(b1.id, "fam-case", "meera", "children", "waiting", "2026-01-01T10:00:00Z")},
          ${ask(b2.id, "fam-case", "Meera", "children", "requested", "2026-01-05T10:00:00Z")},
          ${ask(b2.id, "fam-adult", "Ravi Kumar", "adults", "confirmed", "2026-01-03T10:00:00Z")},
          ${ask(b1.id, "fam-closed", "Kavin", "children", "cancelled", "2026-01-01T10:00:00Z")},
          ${ask(b1.id, "fam-closed", "Kavin", "children", "requested", "2026-01-02T10:00:00Z")},
          ${ask(b2.id, "fam-closed", "Kavin", "children", "declined", "2026-01-03T10:00:00Z")},
          ${ask(b1.id, "fam-same", "Anu", "children", "requested", "2026-01-04T10:00:00Z")}`);
      const requestsBefore = await rows(
        db,
        sql`select id, batch_id, user_id, student_name, age_group, contact, status, created_at
            from seat_request order by id`,
      );
      expect(requestsBefore).toHaveLength(9);

      await migrateTo(engine, db, ALL);

      // Every request kept as it was.
      expect(
        await rows(
          db,
          sql`select id, batch_id, user_id, student_name, age_group, contact, status, created_at
              from seat_request order by id`,
        ),
      ).toEqual(requestsBefore);
      // One student per family and name, named by the latest request, level not assessed, no
      // consent recorded, created at the first request.
      const students = await rows<Record<string, unknown>>(
        db,
        sql`select user_id, name, age_group, level, consent_text, consent_at, birth_year,
              fide_id, lichess_username, notes, created_at, updated_by
            from student order by user_id, name`,
      );
      expect(students.map((s) => [s.user_id, s.name, s.age_group])).toEqual([
        ["fam-adult", "Ravi Kumar", "adults"],
        ["fam-case", "Meera", "children"],
        ["fam-closed", "Kavin", "children"],
        ["fam-same", "Anu", "children"],
        ["fam-two", "Anu", "children"],
        ["fam-two", "Arun", "children"],
      ]);
      for (const s of students) {
        expect(s).toMatchObject({
          level: null,
          consent_text: null,
          consent_at: null,
          birth_year: null,
          fide_id: "",
          lichess_username: "",
          notes: "",
        });
      }
      const meera = students.find((s) => s.name === "Meera");
      expect(new Date(String(meera?.created_at)).toISOString()).toBe("2026-01-01T10:00:00.000Z");
      expect(meera?.updated_by).toBe("case@example.test");
      // Each request points to its own family's student of that name.
      const links = await rows<{
        user_id: string;
        student_name: string;
        owner: string;
        name: string;
      }>(
        db,
        sql`select r.user_id, r.student_name, s.user_id as owner, s.name
            from seat_request r join student s on s.id = r.student_id order by r.id`,
      );
      expect(links).toHaveLength(9);
      for (const link of links) {
        expect(link.owner).toBe(link.user_id);
        expect(link.name.toLowerCase()).toBe(link.student_name.toLowerCase());
      }
      const anus = await rows<{ n: number }>(
        db,
        sql`select count(distinct student_id)::int as n from seat_request where student_name = 'Anu'`,
      );
      expect(anus[0].n).toBe(2);

      // One open request per student and batch: Kavin's open request in b1 stands, so another
      // is refused; his declined one in b2 may be asked again.
      const kavin = await rows<{ id: string }>(
        db,
        sql`select id from student where user_id = 'fam-closed'`,
      );
      const insertFor = (batchId: string, studentId: string | null, name: string) =>
        db.execute(sql`
          insert into seat_request (batch_id, user_id, student_id, student_name, age_group,
            contact, status, updated_by)
          values (${Number(batchId)}, 'fam-closed', ${studentId === null ? null : Number(studentId)},
            ${name}, 'children', '1', 'requested', 'p')`);
      await expect(insertFor(b1.id, kavin[0].id, "Kavin")).rejects.toThrow();
      await insertFor(b2.id, kavin[0].id, "Kavin");

      // An older server's insert names the student and no id: it finds Kavin, or adds Diya.
      await expect(insertFor(b1.id, null, "KAVIN")).rejects.toThrow();
      await db.execute(sql`delete from seat_request where batch_id = ${Number(b2.id)}
                           and user_id = 'fam-closed' and status = 'requested'`);
      await insertFor(b2.id, null, "kavin");
      await insertFor(b2.id, null, "Diya");
      const closedFamily = await rows<{ name: string; requests: number }>(
        db,
        sql`select s.name, count(r.id)::int as requests from student s
            left join seat_request r on r.student_id = s.id
            where s.user_id = 'fam-closed' group by s.name order by s.name`,
      );
      expect(closedFamily).toEqual([
        { name: "Diya", requests: 1 },
        { name: "Kavin", requests: 4 },
      ]);

      // Deleting a family deletes its students and their requests.
      await db.execute(sql`delete from "user" where id = 'fam-two'`);
      const left = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from student where user_id = 'fam-two'`,
      );
      expect(left[0].n).toBe(0);
    } finally {
      await close();
    }
  }, 120_000);
});
