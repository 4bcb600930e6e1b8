import { afterAll, describe, expect, it } from "vitest";
import { coaches, toCoachProfiles } from "~/server/collections/coaches.server";
import { faqs } from "~/server/collections/faqs.server";
import { testimonials } from "~/server/collections/testimonials.server";
import { testDatabases } from "../fixtures/databases";
import { SAMPLE_COACHES, SAMPLE_FAQS, SAMPLE_TESTIMONIALS } from "../fixtures/people-sample";

/**
 * The migration drizzle/0004_people.sql seeds today's sample content (docs/decisions/admin-area.md
 * "Coaches, testimonials and FAQs": a fresh install looks exactly as it did): a fresh database
 * holds exactly the coaches, testimonials and FAQs app/content/ held, in the same order, all
 * published.
 */
describe.each(testDatabases("peopleseed"))("people seed on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());

  it("seeds the six sample coaches in page order, with sides alternating", async () => {
    const { db } = await connection;
    const rows = await coaches.list({ includeDrafts: true }, db);
    expect(
      rows.map(({ name, title, quote, bio, image, imageAlt, achievements }) => ({
        name,
        title,
        quote,
        bio,
        image,
        imageAlt,
        achievements,
      })),
    ).toEqual(SAMPLE_COACHES);
    expect(rows.map((r) => [r.position, r.published, r.fideRating])).toEqual(
      SAMPLE_COACHES.map((_, i) => [i + 1, true, null]),
    );
    expect(toCoachProfiles(rows).map((p) => p.reverse)).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
  });

  it("seeds the four sample reviews in carousel order", async () => {
    const { db } = await connection;
    const rows = await testimonials.list({ includeDrafts: true }, db);
    expect(rows.map(({ text, author, region }) => ({ text, author, region }))).toEqual(
      SAMPLE_TESTIMONIALS,
    );
    expect(rows.map((r) => [r.position, r.published])).toEqual(
      SAMPLE_TESTIMONIALS.map((_, i) => [i + 1, true]),
    );
  });

  it("seeds the spec's five questions in order, with their answers", async () => {
    const { db } = await connection;
    const rows = await faqs.list({ includeDrafts: true }, db);
    expect(rows.map(({ question, answer }) => ({ question, answer }))).toEqual(SAMPLE_FAQS);
    expect(rows.map((r) => [r.position, r.published])).toEqual(
      SAMPLE_FAQS.map((_, i) => [i + 1, true]),
    );
    // what the public page lists is the same
    expect((await faqs.list({}, db)).length).toBe(5);
  });
});
