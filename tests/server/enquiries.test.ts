import fc from "fast-check";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { parseEnquiryFilters } from "~/lib/enquiry-inbox";
import { pageCache } from "~/server/cache/page-cache.server";
import {
  countEnquiriesByStatus,
  deleteEnquiry,
  getEnquiry,
  getEnquiryLogSetting,
  listEnquiries,
  purgeExpiredEnquiries,
  recordEnquiry,
  saveEnquiryLogSetting,
  updateEnquiry,
} from "~/server/enquiries/enquiries.server";
import { enquiriesCsv } from "~/server/enquiries/enquiries-csv.server";
import { neutraliseCell } from "~/server/http/csv.server";
import { enquiry, siteSetting } from "~/server/schema";
import { parseCsv } from "../fixtures/csv";
import { testDatabases } from "../fixtures/databases";

/**
 * The enquiry log and inbox store (docs/decisions/admin-area.md "Enquiry log", "Admin inbox",
 * "Tests").
 */

const meena = {
  name: "  Meena Krishnan ",
  contactNo: "+91 90000 11111",
  mode: "offline",
  level: "intermediate",
  location: "RS Puram, Coimbatore",
};
const DAY = 24 * 60 * 60 * 1000;
const ADMIN = "admin@example.test";

describe.each(testDatabases("enquiries"))("enquiry store on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());
  beforeEach(async () => {
    const { db } = await connection;
    await db.delete(enquiry);
    await db.delete(siteSetting);
  });

  /** Stores one enquiry with the box ticked, at `now`, no mail. */
  async function store(values: Record<string, string>, now: Date, source = "dialog") {
    const { db } = await connection;
    const result = await recordEnquiry(
      { values, consent: "yes", source },
      { db, now, smtpUrl: null },
    );
    expect(result.outcome).toBe("stored");
    return result.enquiry;
  }

  it("is off by default (90 days), and then stores nothing, ticked or not", async () => {
    const { db } = await connection;
    expect(await getEnquiryLogSetting(db)).toEqual({ enabled: false, retentionDays: 90 });
    const result = await recordEnquiry({ values: meena, consent: "yes" }, { db, smtpUrl: null });
    expect(result).toEqual({ outcome: "log-off", enquiry: null, mail: null });
    expect(await listEnquiries({}, { db })).toEqual([]);
  });

  it("saves the setting, checks the retention period and refreshes the cached pages", async () => {
    const { db } = await connection;
    const before = pageCache.generation;
    expect(await saveEnquiryLogSetting({ enabled: "on", retentionDays: "30" }, ADMIN, db)).toEqual({
      enabled: true,
      retentionDays: 30,
    });
    expect(pageCache.generation).toBeGreaterThan(before);
    expect(await getEnquiryLogSetting(db)).toEqual({ enabled: true, retentionDays: 30 });
    for (const days of ["0", "3651", "1.5", "abc", "", "-3"]) {
      await expect(
        saveEnquiryLogSetting({ enabled: "on", retentionDays: days }, ADMIN, db),
        days,
      ).rejects.toThrow(/whole number of days/);
    }
    // An unticked checkbox is absent from the form: off.
    expect(await saveEnquiryLogSetting({ enabled: "", retentionDays: "90" }, ADMIN, db)).toEqual({
      enabled: false,
      retentionDays: 90,
    });
    const [row] = await db.select().from(siteSetting);
    expect(row.updatedBy).toBe(ADMIN);
  });

  it("with the log on stores nothing unless the box is ticked, and nothing invalid", async () => {
    const { db } = await connection;
    await saveEnquiryLogSetting({ enabled: "on", retentionDays: "90" }, ADMIN, db);
    for (const consent of [null, "", "no", "on", undefined]) {
      const result = await recordEnquiry({ values: meena, consent }, { db, smtpUrl: null });
      expect(result.outcome, String(consent)).toBe("no-consent");
    }
    const blank = await recordEnquiry(
      { values: { ...meena, location: "  " }, consent: "yes" },
      { db, smtpUrl: null },
    );
    expect(blank.outcome).toBe("invalid");
    expect(await listEnquiries({}, { db })).toEqual([]);
  });

  it("keeps a copy whose fields hold NUL, line breaks or other control characters, each on one line", async () => {
    const { db } = await connection;
    await saveEnquiryLogSetting({ enabled: "on", retentionDays: "90" }, ADMIN, db);
    const result = await recordEnquiry(
      {
        values: {
          ...meena,
          name: 'Asha\u0000 Devi\n=HYPERLINK("http://evil.example")',
          contactNo: "+91\t98765\u2028 43210\u0007",
          location: "Tiruppur\r\n\u0085Avinashi",
        },
        consent: "yes",
      },
      { db, smtpUrl: null },
    );
    expect(result.outcome).toBe("stored");
    expect(result.enquiry).toMatchObject({
      name: 'Asha  Devi =HYPERLINK("http://evil.example")',
      contactNo: "+91 98765  43210",
      location: "Tiruppur Avinashi",
    });
    const blank = await recordEnquiry(
      { values: { ...meena, name: "\u0000\r\n" }, consent: "yes" },
      { db, smtpUrl: null },
    );
    expect(blank.outcome).toBe("invalid");
  });

  it("on and ticked: stores, lists newest first, filters, counts, updates, exports and deletes", async () => {
    const { db } = await connection;
    await saveEnquiryLogSetting({ enabled: "on", retentionDays: "90" }, ADMIN, db);
    const t0 = new Date("2026-11-20T04:30:00Z");
    const first = await store(meena, t0, "book");
    expect(first).toMatchObject({
      name: "Meena Krishnan",
      location: "RS Puram, Coimbatore",
      status: "new",
      note: "",
      source: "book",
    });
    await store(
      { ...meena, name: "Arjun", mode: "online", level: "beginner" },
      new Date(t0.getTime() + 60_000),
      "get-in-touch",
    );
    await store(
      { ...meena, name: "Kavya", level: "beginner" },
      new Date(t0.getTime() + 120_000),
      "nonsense",
    );
    const all = await listEnquiries({}, { db, now: t0 });
    expect(all.map((e) => e.name)).toEqual(["Kavya", "Arjun", "Meena Krishnan"]);
    expect(all[0].source).toBe("book");

    const filter = (query: string) =>
      listEnquiries(parseEnquiryFilters(new URLSearchParams(query)), { db, now: t0 });
    expect((await filter("level=beginner")).map((e) => e.name)).toEqual(["Kavya", "Arjun"]);
    expect((await filter("mode=online")).map((e) => e.name)).toEqual(["Arjun"]);
    expect((await filter("mode=offline&level=beginner")).map((e) => e.name)).toEqual(["Kavya"]);
    expect((await filter("status=bogus&mode=")).length).toBe(3);

    const id = first?.id ?? 0;
    const updated = await updateEnquiry(
      id,
      { status: "contacted", note: " Called back, demo on Saturday " },
      ADMIN,
      db,
    );
    expect(updated).toMatchObject({
      status: "contacted",
      note: "Called back, demo on Saturday",
      updatedBy: ADMIN,
    });
    await expect(updateEnquiry(id, { status: "lost", note: "" }, ADMIN, db)).rejects.toThrow();
    await expect(
      updateEnquiry(id, { status: "new", note: "x".repeat(2001) }, ADMIN, db),
    ).rejects.toThrow(/2000/);
    expect(await updateEnquiry(99_999, { status: "new", note: "" }, ADMIN, db)).toBeNull();
    expect((await filter("status=contacted")).map((e) => e.name)).toEqual(["Meena Krishnan"]);
    expect(await countEnquiriesByStatus({}, db)).toEqual({
      new: 2,
      contacted: 1,
      enrolled: 0,
      closed: 0,
    });
    expect(await countEnquiriesByStatus({ level: "beginner", status: "contacted" }, db)).toEqual({
      new: 2,
      contacted: 0,
      enrolled: 0,
      closed: 0,
    });

    const csv = enquiriesCsv(await listEnquiries({}, { db, now: t0 }));
    expect(
      csv.startsWith("\uFEFFReceived,Name,Contact No,Mode,Level,Location,Form,Status,Note\r\n"),
    ).toBe(true);
    const rows: string[][] = parseCsv(csv);
    expect(rows).toHaveLength(4);
    expect(rows[3]).toEqual([
      "2026-11-20T10:00:00+05:30",
      "Meena Krishnan",
      "+91 90000 11111",
      "Offline",
      "Intermediate",
      "RS Puram, Coimbatore",
      "Book page (/book)",
      "Contacted",
      "Called back, demo on Saturday",
    ]);

    expect(await deleteEnquiry(id, db)).toBe(true);
    expect(await deleteEnquiry(id, db)).toBe(false);
    expect(await getEnquiry(id, db)).toBeNull();
    expect((await listEnquiries({}, { db, now: t0 })).map((e) => e.name)).toEqual([
      "Kavya",
      "Arjun",
    ]);
  });

  it("deletes copies older than the retention period (injected clock), at store, list and purge", async () => {
    const { db } = await connection;
    await saveEnquiryLogSetting({ enabled: "on", retentionDays: "30" }, ADMIN, db);
    const t0 = new Date("2026-01-01T00:00:00Z");
    await store({ ...meena, name: "Old" }, t0);
    await store({ ...meena, name: "Newer" }, new Date(t0.getTime() + 10 * DAY));
    // 30 days after the first: exactly on the limit, both kept.
    const day30 = new Date(t0.getTime() + 30 * DAY);
    expect((await listEnquiries({}, { db, now: day30 })).map((e) => e.name)).toEqual([
      "Newer",
      "Old",
    ]);
    // A moment later the first is gone from the list.
    const later = new Date(day30.getTime() + 1000);
    expect((await listEnquiries({}, { db, now: later })).map((e) => e.name)).toEqual(["Newer"]);
    // A store purges too.
    await store({ ...meena, name: "Latest" }, new Date(t0.getTime() + 45 * DAY));
    expect((await db.select().from(enquiry)).map((e) => e.name)).toEqual(["Latest"]);
    // Shortening the period takes effect at the next purge.
    await saveEnquiryLogSetting({ enabled: "on", retentionDays: "1" }, ADMIN, db);
    expect(await purgeExpiredEnquiries({ db, now: new Date(t0.getTime() + 47 * DAY) })).toBe(1);
    expect(await db.select().from(enquiry)).toEqual([]);
  });
});

describe("CSV export (RFC 4180, csv-stringify)", () => {
  const row = (over: Record<string, unknown>) =>
    ({
      id: 1,
      name: "Meena",
      contactNo: "9000011111",
      mode: "online",
      level: "beginner",
      location: "Coimbatore",
      source: "dialog",
      status: "new",
      note: "",
      createdAt: new Date("2026-11-23T12:30:00Z"),
      updatedAt: new Date("2026-11-23T12:30:00Z"),
      updatedBy: "",
      ...over,
    }) as Parameters<typeof enquiriesCsv>[0][number];

  it("neutralises cells that would run as a formula: = + - @ tab, carriage return, line feed", () => {
    expect(neutraliseCell("=1+1")).toBe("'=1+1");
    expect(neutraliseCell("+SUM(1,2)")).toBe("'+SUM(1,2)");
    expect(neutraliseCell("+1:1")).toBe("'+1:1");
    expect(neutraliseCell("+91 98765 x")).toBe("'+91 98765 x");
    expect(neutraliseCell("\n=cmd")).toBe("'\n=cmd");
    expect(neutraliseCell("-2+3")).toBe("'-2+3");
    expect(neutraliseCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutraliseCell("\t=cmd")).toBe("'\t=cmd");
    expect(neutraliseCell("\r=cmd")).toBe("'\r=cmd");
    expect(neutraliseCell("Meena = 1")).toBe("Meena = 1");
    expect(neutraliseCell("")).toBe("");
    const csv = enquiriesCsv([
      row({
        name: '=HYPERLINK("http://evil.example","click")',
        location: "@SUM(1+1)*cmd|' /C calc'!A0",
        note: "-1+1",
        contactNo: "+1 555 cmd",
      }),
    ]);
    const [, cells] = parseCsv(csv) as string[][];
    expect(cells[1]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(cells[2]).toBe("'+1 555 cmd");
    expect(cells[5]).toBe("'@SUM(1+1)*cmd|' /C calc'!A0");
    expect(cells[8]).toBe("'-1+1");
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("exports a phone number with a leading + as typed: no visible apostrophe", () => {
    for (const phone of ["+91 98765 43210", "+919876543210", "+1 (555) 010-2030", "+44 20.7946"]) {
      expect(neutraliseCell(phone)).toBe(phone);
      const [, cells] = parseCsv(enquiriesCsv([row({ contactNo: phone })])) as string[][];
      expect(cells[2]).toBe(phone);
    }
  });

  it("quotes every cell holding a lone CR or LF, so a visitor's text cannot start a new row", () => {
    const csv = enquiriesCsv([
      row({ name: 'Asha\n=HYPERLINK("http://evil.example","x")', location: "Tiruppur\r=1+1" }),
    ]);
    expect(csv).toContain('"Asha\n=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csv).toContain('"Tiruppur\r=1+1"');
    const rows = parseCsv(csv);
    expect(rows).toHaveLength(2);
    expect(rows[1][1]).toBe('Asha\n=HYPERLINK("http://evil.example","x")');
    expect(rows[1][5]).toBe("Tiruppur\r=1+1");
  });

  it("fuzz: any text in any cell gives exactly one record per enquiry, every cell read back, none a formula", () => {
    const text = fc.string({
      unit: fc.constantFrom(
        "a",
        " ",
        ",",
        '"',
        "'",
        "\r",
        "\n",
        "\t",
        "=",
        "+",
        "-",
        "@",
        "1",
        "(",
        ":",
        "\u0000",
        "த",
      ),
      maxLength: 24,
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(text, text, text, text), { minLength: 1, maxLength: 4 }),
        (values) => {
          const items = values.map(([name, contactNo, location, note], id) =>
            row({ id, name, contactNo, location, note }),
          );
          const rows = parseCsv(enquiriesCsv(items));
          expect(rows).toHaveLength(items.length + 1);
          rows.slice(1).forEach((cells, i) => {
            expect(cells).toHaveLength(9);
            expect([cells[1], cells[2], cells[5], cells[8]]).toEqual(
              [items[i].name, items[i].contactNo, items[i].location, items[i].note].map(
                neutraliseCell,
              ),
            );
            for (const cell of cells)
              if (/^[=+\-@\t\r\n]/.test(cell)) expect(cell).toMatch(/^\+[0-9][0-9 ().-]*$/);
          });
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("quotes commas, quotes and line breaks, ends records with CRLF", () => {
    const csv = enquiriesCsv([row({ name: 'Ravi "RK" Kumar', note: "line one\nline, two" })]);
    expect(csv).toContain('"Ravi ""RK"" Kumar"');
    expect(csv).toContain('"line one\nline, two"');
    expect(csv.endsWith("\r\n")).toBe(true);
    const [, cells] = parseCsv(csv) as string[][];
    expect(cells[1]).toBe('Ravi "RK" Kumar');
    expect(cells[8]).toBe("line one\nline, two");
  });
});
