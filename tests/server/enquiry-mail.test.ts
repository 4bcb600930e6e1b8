import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/config/site";
import {
  listEnquiries,
  recordEnquiry,
  saveEnquiryLogSetting,
} from "~/server/enquiries/enquiries.server";
import { testDatabases } from "../fixtures/databases";
import { type ReceivedMail, startSmtp } from "../fixtures/smtp";

/**
 * The optional mail to the academy for each stored enquiry (docs/decisions/admin-area.md "Admin
 * inbox": tested against a local SMTP server the tests start): a real SMTP exchange with
 * smtp-server on 127.0.0.1; the store never waits for or fails with the mail.
 */

const [pglite] = testDatabases("mail");
const connection = pglite.open();
let received: ReceivedMail[] = [];
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let smtpUrl = "";

beforeAll(async () => {
  smtp = await startSmtp();
  received = smtp.received;
  smtpUrl = smtp.url;
  const { db } = await connection;
  await saveEnquiryLogSetting({ enabled: "on", retentionDays: "90" }, "admin@example.test", db);
});

afterAll(async () => {
  await smtp.close();
  await (await connection).close();
});

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === "object" && address ? address.port : 0;
}

describe("enquiry mail (SMTP_URL)", () => {
  it("mails each stored enquiry to the academy's address, as plain text with the five lines", async () => {
    const { db } = await connection;
    const result = await recordEnquiry(
      {
        values: {
          name: "Meena\r\nBcc: victim@example.test",
          contactNo: "+91 90000 11111",
          mode: "offline",
          level: "intermediate",
          location: "RS Puram, Coimbatore",
        },
        consent: "yes",
        source: "book",
      },
      { db, smtpUrl },
    );
    expect(result.outcome).toBe("stored");
    expect(await result.mail).toBe(true);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.to).toEqual([site.email]);
    expect(mail.from).toBe(site.email);
    // The visitor's line break cannot add a header or a line: only the academy is a recipient.
    expect(mail.data).not.toMatch(/^Bcc:/im);
    const end = mail.data.indexOf("\r\n\r\n");
    const headers = mail.data.slice(0, end);
    const body = mail.data.slice(end + 4);
    expect(body).toMatch(/^Name: Meena Bcc: victim@example\.test\r?$/m);
    expect(headers).toMatch(/^Subject: New demo enquiry: Meena Bcc: victim@example\.test$/m);
    expect(headers).toMatch(/^Content-Type: text\/plain/im);
    const text = body.replace(/=\r\n/g, "");
    for (const line of [
      "Contact No: +91 90000 11111",
      "Mode: Offline",
      "Level: Intermediate",
      "Location: RS Puram, Coimbatore",
      "/admin/enquiries",
    ])
      expect(text).toContain(line);
  });

  it("sends nothing when the enquiry is not stored, or when SMTP_URL is unset", async () => {
    const { db } = await connection;
    const before = received.length;
    const unticked = await recordEnquiry(
      {
        values: {
          name: "Arjun",
          contactNo: "1",
          mode: "online",
          level: "beginner",
          location: "Pune",
        },
        consent: "",
      },
      { db, smtpUrl },
    );
    expect(unticked).toEqual({ outcome: "no-consent", enquiry: null, mail: null });
    const noMail = await recordEnquiry(
      {
        values: {
          name: "Arjun",
          contactNo: "1",
          mode: "online",
          level: "beginner",
          location: "Pune",
        },
        consent: "yes",
      },
      { db, smtpUrl: null },
    );
    expect(noMail.outcome).toBe("stored");
    expect(noMail.mail).toBeNull();
    expect(received.length).toBe(before);
  });

  it("keeps the enquiry when the SMTP server cannot be reached; the mail reports false", async () => {
    const { db } = await connection;
    const result = await recordEnquiry(
      {
        values: {
          name: "Kavya",
          contactNo: "2",
          mode: "online",
          level: "advanced",
          location: "Madurai",
        },
        consent: "yes",
      },
      { db, smtpUrl: `smtp://127.0.0.1:${await closedPort()}` },
    );
    expect(result.outcome).toBe("stored");
    expect(await result.mail).toBe(false);
    expect((await listEnquiries({}, { db })).map((e) => e.name)).toContain("Kavya");
  });
});
