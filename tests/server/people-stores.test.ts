import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { COACH_ERRORS, FIDE_RATING } from "~/lib/coaches";
import { FAQ_ERRORS } from "~/lib/faqs";
import { TESTIMONIAL_ERRORS } from "~/lib/testimonials";
import {
  createCoach,
  deleteCoach,
  getCoach,
  listCoaches,
  moveCoach,
  saveCoachPhoto,
  toCoachProfiles,
  updateCoach,
} from "~/server/coaches.server";
import { createFaq, deleteFaq, getFaq, listFaqs, moveFaq, updateFaq } from "~/server/faqs.server";
import { ImageUploadError } from "~/server/image-upload.server";
import { pageCache } from "~/server/page-cache.server";
import { photoViews } from "~/server/photo-store.server";
import { coach, faq, photo, testimonial } from "~/server/schema";
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonials,
  moveTestimonial,
  updateTestimonial,
} from "~/server/testimonials.server";
import { testDatabases } from "../fixtures/databases";
import { makeImage } from "../fixtures/images";

/**
 * The coach, testimonial and FAQ stores (issue 7 "Collections"): create at the end, edit in
 * place, order, draft or published, who changed it, validation again on the server, markup kept
 * as plain text, and the page cache dropped on every change.
 */
const ADMIN = "admin@example.test";

const coachInput = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  title: "Head Coach",
  quote: "Think first.",
  ...extra,
});

describe.each(testDatabases("people"))("people stores on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());
  beforeEach(async () => {
    const { db } = await connection;
    await db.delete(coach);
    await db.delete(testimonial);
    await db.delete(faq);
  });

  it("coaches: create at the end, trimmed, lists split, rating optional, who changed it", async () => {
    const { db } = await connection;
    const a = await createCoach(
      coachInput("  Meera  ", {
        bio: " Teaches juniors. ",
        achievements: "State champion\n\n  Arbiter  \r\n",
        fideRating: " 1850 ",
        image: "coach-2",
        imageAlt: "A white bishop",
        published: "on",
      }),
      ADMIN,
      db,
    );
    const b = await createCoach(coachInput("Arjun", { fideRating: "" }), "other@example.test", db);
    expect(a).toMatchObject({
      name: "Meera",
      bio: "Teaches juniors.",
      achievements: ["State champion", "Arbiter"],
      fideRating: 1850,
      image: "coach-2",
      published: true,
      updatedBy: ADMIN,
    });
    expect(b).toMatchObject({ fideRating: null, image: null, published: false, bio: "" });
    expect(b.position).toBeGreaterThan(a.position);
    expect(a.updatedAt).toBeInstanceOf(Date);
    // the public list has published coaches only; the admin list all
    expect((await listCoaches({}, db)).map((c) => c.name)).toEqual(["Meera"]);
    expect((await listCoaches({ includeDrafts: true }, db)).map((c) => c.name)).toEqual([
      "Meera",
      "Arjun",
    ]);
    expect(await getCoach(b.id, db)).toMatchObject({ name: "Arjun" });
    expect(await getCoach(b.id + 100, db)).toBeNull();
  });

  it("coaches: refuses bad input and stores nothing", async () => {
    const { db } = await connection;
    const refused: [Record<string, unknown>, string][] = [
      [coachInput("   "), COACH_ERRORS.nameRequired],
      [{ name: "A", quote: "q" }, COACH_ERRORS.titleRequired],
      [coachInput("A", { quote: "x".repeat(301) }), COACH_ERRORS.quoteTooLong],
      [coachInput("A", { fideRating: "abc" }), COACH_ERRORS.fideRating],
      [coachInput("A", { fideRating: String(FIDE_RATING.max + 1) }), COACH_ERRORS.fideRating],
      [coachInput("A", { fideRating: "999" }), COACH_ERRORS.fideRating],
      [coachInput("A", { fideRating: "1800.5" }), COACH_ERRORS.fideRating],
      [coachInput("A", { image: "gallery-1", imageAlt: "x" }), COACH_ERRORS.imageUnknown],
      [coachInput("A", { image: "coach-1", imageAlt: " " }), COACH_ERRORS.imageAltRequired],
      [coachInput("A", { achievements: "a\n".repeat(11) }), COACH_ERRORS.achievementsTooMany],
    ];
    for (const [input, message] of refused) {
      await expect(createCoach(input, ADMIN, db), message).rejects.toThrow(message);
    }
    expect(await listCoaches({ includeDrafts: true }, db)).toEqual([]);
  });

  it("coaches: update in place, move, delete; alternate sides for any count", async () => {
    const { db } = await connection;
    const [a, b, c] = [
      await createCoach(coachInput("A", { published: true }), ADMIN, db),
      await createCoach(coachInput("B", { published: true }), ADMIN, db),
      await createCoach(coachInput("C", { published: true }), ADMIN, db),
    ];
    const updated = await updateCoach(b.id, coachInput("B2", { published: true }), "x@y.test", db);
    expect(updated).toMatchObject({ name: "B2", position: b.position, updatedBy: "x@y.test" });
    expect(updated?.updatedAt.getTime()).toBeGreaterThanOrEqual(b.updatedAt.getTime());
    expect(await updateCoach(c.id + 100, coachInput("Z"), ADMIN, db)).toBeNull();
    await expect(updateCoach(a.id, coachInput(""), ADMIN, db)).rejects.toThrow();

    expect(await moveCoach(c.id, "up", db)).toBe(true);
    expect(await moveCoach(a.id, "up", db)).toBe(false);
    const names = async () => (await listCoaches({}, db)).map((row) => row.name);
    expect(await names()).toEqual(["A", "C", "B2"]);
    expect(toCoachProfiles(await listCoaches({}, db)).map((p) => p.reverse)).toEqual([
      false,
      true,
      false,
    ]);
    expect(await deleteCoach(c.id, db)).toBe(true);
    expect(await deleteCoach(c.id, db)).toBe(false);
    expect(await names()).toEqual(["A", "B2"]);
  });

  it("coaches: a photo through the photo store, replaced, removed and deleted with the coach", async () => {
    const { db } = await connection;
    const png = new Blob([new Uint8Array(await makeImage("png", { width: 600, height: 750 }))]);
    expect(await saveCoachPhoto(new Blob([]), "x", ADMIN, db)).toBeNull();
    expect(await saveCoachPhoto(null, "x", ADMIN, db)).toBeNull();
    await expect(saveCoachPhoto(png, " ", ADMIN, db)).rejects.toThrow(ImageUploadError);
    await expect(
      saveCoachPhoto(new Blob(["<svg xmlns='http://www.w3.org/2000/svg'/>"]), "x", ADMIN, db),
    ).rejects.toThrow(ImageUploadError);
    expect(await db.select().from(photo)).toEqual([]);

    const first = await saveCoachPhoto(png, "Meera at the board", ADMIN, db);
    const a = await createCoach(
      coachInput("Meera", { imageAlt: "Meera at the board", photoId: first, published: true }),
      ADMIN,
      db,
    );
    expect(a.photoId).toBe(first);
    const [profile] = toCoachProfiles(await listCoaches({}, db), await photoViews([a.photoId], db));
    expect(profile.photo?.webpSrcSet).toMatch(/^\/photos\/[0-9a-f]{64}\/480\.webp 480w/);
    // without photoId the photo stays and takes the new description
    await updateCoach(a.id, coachInput("Meera", { imageAlt: "Meera smiling" }), ADMIN, db);
    expect((await photoViews([first], db)).get(first ?? 0)?.alt).toBe("Meera smiling");
    // a new photo replaces the old one, which is deleted
    const second = await saveCoachPhoto(png, "Meera again", ADMIN, db);
    await updateCoach(
      a.id,
      coachInput("Meera", { imageAlt: "Meera again", photoId: second }),
      ADMIN,
      db,
    );
    expect((await db.select({ id: photo.id }).from(photo)).map((p) => p.id)).toEqual([second]);
    // null removes it
    await updateCoach(a.id, coachInput("Meera", { photoId: null }), ADMIN, db);
    expect((await getCoach(a.id, db))?.photoId).toBeNull();
    expect(await db.select().from(photo)).toEqual([]);
    // deleting a coach deletes its photo
    const third = await saveCoachPhoto(png, "Arjun", ADMIN, db);
    const b = await createCoach(
      coachInput("Arjun", { imageAlt: "Arjun", photoId: third }),
      ADMIN,
      db,
    );
    expect(await deleteCoach(b.id, db)).toBe(true);
    expect(await db.select().from(photo)).toEqual([]);
  });

  it("testimonials: create, edit, order, draft, delete; refuses empty fields", async () => {
    const { db } = await connection;
    const a = await createTestimonial(
      { text: " Great <b>coach</b> ", author: "Nila", region: "Pollachi", published: "on" },
      ADMIN,
      db,
    );
    const b = await createTestimonial(
      { text: "Clear endgames.", author: "Dan", region: "Toronto", published: "on" },
      ADMIN,
      db,
    );
    expect(a.text).toBe("Great <b>coach</b>");
    await expect(
      createTestimonial({ text: "x", author: " ", region: "y" }, ADMIN, db),
    ).rejects.toThrow(TESTIMONIAL_ERRORS.authorRequired);
    await expect(createTestimonial({ text: "x", author: "y" }, ADMIN, db)).rejects.toThrow(
      TESTIMONIAL_ERRORS.regionRequired,
    );
    expect(await moveTestimonial(b.id, "up", db)).toBe(true);
    expect((await listTestimonials({}, db)).map((t) => t.author)).toEqual(["Dan", "Nila"]);
    await updateTestimonial(b.id, { text: "Clear.", author: "Dan", region: "Toronto" }, ADMIN, db);
    expect((await listTestimonials({}, db)).map((t) => t.author)).toEqual(["Nila"]);
    expect((await listTestimonials({ includeDrafts: true }, db)).map((t) => t.author)).toEqual([
      "Dan",
      "Nila",
    ]);
    expect(await deleteTestimonial(a.id, db)).toBe(true);
    expect((await listTestimonials({ includeDrafts: true }, db)).map((t) => t.id)).toEqual([b.id]);
  });

  it("faqs: the answer is split into paragraphs at blank lines; required", async () => {
    const { db } = await connection;
    const a = await createFaq(
      { question: " Fees? ", answer: "First para\nsame para.\n\n \nSecond.", published: "on" },
      ADMIN,
      db,
    );
    expect(a).toMatchObject({ question: "Fees?", answer: ["First para\nsame para.", "Second."] });
    await expect(createFaq({ question: "Q", answer: "\n\n" }, ADMIN, db)).rejects.toThrow(
      FAQ_ERRORS.answerRequired,
    );
    await expect(createFaq({ question: "", answer: "A" }, ADMIN, db)).rejects.toThrow(
      FAQ_ERRORS.questionRequired,
    );
    const b = await createFaq({ question: "Q2", answer: ["One"], published: true }, ADMIN, db);
    expect(await moveFaq(a.id, "down", db)).toBe(true);
    expect((await listFaqs({}, db)).map((f) => f.question)).toEqual(["Q2", "Fees?"]);
    expect(
      await updateFaq(a.id, { question: "Fees now?", answer: "Yes." }, ADMIN, db),
    ).toMatchObject({ question: "Fees now?", answer: ["Yes."], published: false });
    expect((await listFaqs({}, db)).map((f) => f.question)).toEqual(["Q2"]);
    expect(await getFaq(a.id, db)).toMatchObject({ published: false });
    expect(await deleteFaq(b.id, db)).toBe(true);
  });

  it("invalidates the page cache on every change, not on a refused one", async () => {
    const { db } = await connection;
    const start = pageCache.generation;
    const item = await createFaq({ question: "Q", answer: "A", published: "on" }, ADMIN, db);
    await createFaq({ question: "Q2", answer: "A" }, ADMIN, db);
    await updateFaq(item.id, { question: "Q", answer: "B", published: "on" }, ADMIN, db);
    await moveFaq(item.id, "down", db);
    await deleteFaq(item.id, db);
    expect(pageCache.generation).toBe(start + 5);
    await expect(createFaq({ question: "", answer: "" }, ADMIN, db)).rejects.toThrow();
    expect(await moveFaq(item.id, "up", db)).toBe(false);
    expect(await deleteFaq(item.id, db)).toBe(false);
    expect(pageCache.generation).toBe(start + 5);
  });
});
