import { afterAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/server/auth/auth.server";
import { allowBookingPost, BOOKING_RATE_LIMIT } from "~/server/enquiries/booking-rate-limit.server";
import { testDatabases } from "../fixtures/databases";

// The per-client limit on /book and /enquiry posts (an IPv4 address or an IPv6 /64), on PGlite and PostgreSQL.

const from = (ip: string) =>
  new Request("http://localhost/book", { method: "POST", headers: { [CLIENT_IP_HEADER]: ip } });

describe.each(testDatabases("booklimit"))("booking rate limit on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());

  it("allows 10 posts a minute from one client, refuses the 11th, not another client's", async () => {
    const { db } = await connection;
    const now = 1_800_000_000_000;
    const results: boolean[] = [];
    for (let i = 0; i < BOOKING_RATE_LIMIT.max + 1; i++) {
      results.push(await allowBookingPost(from("203.0.113.7"), { db, now: now + i }));
    }
    expect(results).toEqual([...Array(BOOKING_RATE_LIMIT.max).fill(true), false]);
    expect(await allowBookingPost(from("203.0.113.8"), { db, now })).toBe(true);
  });

  it("counts an IPv6 client by its /64: 13 addresses of one /64 share one count, another /64 its own", async () => {
    const { db } = await connection;
    const now = 2_000_000_000_000;
    const results: boolean[] = [];
    for (let i = 1; i <= 13; i++) {
      results.push(await allowBookingPost(from(`2001:db8:1:2::${i.toString(16)}`), { db, now }));
    }
    expect(results).toEqual([
      ...Array(BOOKING_RATE_LIMIT.max).fill(true),
      ...Array(13 - BOOKING_RATE_LIMIT.max).fill(false),
    ]);
    expect(await allowBookingPost(from("2001:db8:1:2:ffff:1:2:3"), { db, now })).toBe(false);
    expect(await allowBookingPost(from("2001:DB8:1:2::abcd"), { db, now })).toBe(false);
    expect(await allowBookingPost(from("2001:db8:1:3::1"), { db, now })).toBe(true);
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", async () => {
    const { db } = await connection;
    const now = 2_100_000_000_000;
    for (let i = 0; i < BOOKING_RATE_LIMIT.max; i++) {
      expect(await allowBookingPost(from("192.0.2.44"), { db, now })).toBe(true);
    }
    expect(await allowBookingPost(from("::ffff:192.0.2.44"), { db, now })).toBe(false);
    expect(await allowBookingPost(from("192.0.2.45"), { db, now })).toBe(true);
  });

  it("counts again once the client's minute has passed", async () => {
    const { db } = await connection;
    const now = 1_900_000_000_000;
    for (let i = 0; i < BOOKING_RATE_LIMIT.max; i++) {
      await allowBookingPost(from("198.51.100.9"), { db, now });
    }
    expect(await allowBookingPost(from("198.51.100.9"), { db, now: now + 1_000 })).toBe(false);
    const later = now + BOOKING_RATE_LIMIT.windowMs;
    expect(await allowBookingPost(from("198.51.100.9"), { db, now: later })).toBe(true);
    expect(await allowBookingPost(from("198.51.100.9"), { db, now: later + 1 })).toBe(true);
  });
});
