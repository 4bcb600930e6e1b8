import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { batches } from "~/server/collections/batches.server";
import { mailSeatConfirmed, mailSeatWithdrawn } from "~/server/timetable/seat-mail.server";
import { acceptSeat, cancelSeat, requestSeat } from "~/server/timetable/seats.server";
import { seatConfirmation } from "~/server/timetable/timetable.server";
import { testDatabases } from "../fixtures/databases";
import { type ReceivedMail, startSmtp } from "../fixtures/smtp";
import { addAccount, batchForm, studentOf } from "../fixtures/timetable";

/**
 * The mail to a student whose seat is confirmed (app/server/timetable/seat-mail.server.ts;
 * docs/decisions/timetable.md "Seats"): a real SMTP exchange with smtp-server on 127.0.0.1, to the
 * account's address, with the batch, days, time and first class; nothing sent without SMTP_URL.
 * And the mail to the academy when a family withdraws a request (docs/decisions/families.md
 * "Withdrawing"): whether a seat is free again.
 */

const [pglite] = testDatabases("seatmail");
const connection = pglite.open();
let received: ReceivedMail[] = [];
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let smtpUrl = "";

beforeAll(async () => {
  smtp = await startSmtp();
  received = smtp.received;
  smtpUrl = smtp.url;
});

afterAll(async () => {
  await smtp.close();
  await (await connection).close();
});

describe("seat confirmation mail", () => {
  it("mails the account that asked, with the batch, days, time and first class", async () => {
    const { db } = await connection;
    const made = await batches.create(batchForm(), "admin@example.test", db);
    const userId = await addAccount(db, "mail-parent");
    const asked = await requestSeat(
      {
        batchId: made.id,
        userId,
        studentId: await studentOf(db, userId, "Kavin"),
        contact: "98765 43210",
      },
      "p",
      db,
    );
    const change = await acceptSeat(asked.id, "admin@example.test", db);
    const words = await seatConfirmation(
      change.request,
      change.batch,
      new Date("2026-11-25T00:00:00Z"),
      db,
    );
    expect(words).toEqual({
      name: "Kavin",
      batch: "Beginner · Sat, Sun · 10:00 IST",
      days: "Sat, Sun",
      time: "10:00–11:00 IST (1 hour)",
      first: "Sat, 3 Jan 2099",
    });
    expect(await mailSeatConfirmed(userId, words, { smtpUrl, db })).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(["mail-parent@example.test"]);
    const body = received[0].data.replace(/=\r\n/g, "");
    // The subject has a "·": an encoded word (RFC 2047) that names the student.
    expect(body).toMatch(/^Subject: =\?UTF-8\?Q\?Seat_confirmed=3A_Kavin/m);
    expect(body).toContain("First class: Sat, 3 Jan 2099");
    expect(await mailSeatConfirmed(userId, words, { smtpUrl: null, db })).toBe(false);
    expect(received).toHaveLength(1);
  });
});

describe("seat withdrawal mail", () => {
  it("tells the academy who withdrew from which batch, and whether a confirmed seat is free again", async () => {
    const { db } = await connection;
    const made = await batches.create(batchForm(), "admin@example.test", db);
    const userId = await addAccount(db, "withdraw-parent");
    const ask = async (name: string) =>
      requestSeat(
        { batchId: made.id, userId, studentId: await studentOf(db, userId, name), contact: "1" },
        "p",
        db,
      );
    const confirmed = await ask("Meera");
    await acceptSeat(confirmed.id, "admin@example.test", db);
    const requested = await ask("Vikram");
    const before = received.length;
    for (const id of [confirmed.id, requested.id]) {
      const withdrawn = await cancelSeat(id, userId, "withdraw-parent@example.test", db);
      if (!withdrawn) throw new Error("not withdrawn");
      expect(await mailSeatWithdrawn(withdrawn, { smtpUrl })).toBe(true);
      expect(await mailSeatWithdrawn(withdrawn, { smtpUrl: null })).toBe(false);
    }
    const [freed, notTaken] = received.slice(before).map((m) => m.data.replace(/=\r\n/g, ""));
    expect(received.slice(before).map((m) => m.to)).toEqual([[site.email], [site.email]]);
    expect(freed).toMatch(/^Subject: =\?UTF-8\?Q\?Seat_request_withdrawn=3A_Meera/m);
    expect(freed).toContain("Meera's family withdrew from Beginner");
    expect(freed).toContain("The seat was confirmed: it is free again.");
    expect(freed).toContain(`/admin/batches/${made.id}/requests`);
    expect(notTaken).toContain("Vikram's family withdrew from Beginner");
    expect(notTaken).toContain("The request was not confirmed: no seat was taken.");
  });
});
