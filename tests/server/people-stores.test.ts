import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { COACH_ERRORS, FIDE_RATING } from "~/lib/coaches";
import { FAQ_ERRORS } from "~/lib/faqs";
import { TESTIMONIAL_ERRORS } from "~/lib/testimonials";
import { pageCache } from "~/server/cache/page-cache.server";
import { readPhotoChange } from "~/server/collections/admin-route.server";
import { coaches, coachesAdmin, toCoachProfiles } from "~/server/collections/coaches.server";
import { faqs } from "~/server/collections/faqs.server";
import { testimonials } from "~/server/collections/testimonials.server";
import type { Db } from "~/server/db/db.server";
import { ImageUploadError } from "~/server/photos/image-upload.server";
import { photoViews, storePhoto } from "~/server/photos/photo-store.server";
import { coach, faq, photo, testimonial } from "~/server/schema";
import { testDatabases } from "../fixtures/databases";
import { makeImage } from "../fixtures/images";

/**
 * The coach, testimonial and FAQ stores (docs/decisions/admin-area.md "Collections"): create at the
 * end, edit in place, order, draft or published, who changed it, validation again on the server,
 * markup kept as plain text, and the page cache dropped on every change.
 */
const ADMIN = "admin@example.test";

/**
 * A coach photo as the admin's form sends it (a file field and the portrait description), read
 * by the coach route's reader and stored: the new photo's id, or null when no file was chosen.
 */
async function saveCoachPhoto(file: Blob | null, alt: string, actor: string, db: Db) {
  const form = new FormData();
  if (file) form.set("photo", file);
  const fields = coachesAdmin.photo ?? { file: "", remove: "", alt: "" };
  const change = await readPhotoChange(form, fields, { imageAlt: alt });
  return change && typeof change === "object" && "upload" in change
    ? (await storePhoto(change.upload, actor, db)).id
    : null;
}

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
    const a = await coaches.create(
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
    const b = await coaches.create(
      coachInput("Arjun", { fideRating: "" }),
      "other@example.test",
      db,
    );
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
    expect((await coaches.list({}, db)).map((c) => c.name)).toEqual(["Meera"]);
    expect((await coaches.list({ includeDrafts: true }, db)).map((c) => c.name)).toEqual([
      "Meera",
      "Arjun",
    ]);
    expect(await coaches.get(b.id, db)).toMatchObject({ name: "Arjun" });
    expect(await coaches.get(b.id + 100, db)).toBeNull();
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
      await expect(coaches.create(input, ADMIN, db), message).rejects.toThrow(message);
    }
    expect(await coaches.list({ includeDrafts: true }, db)).toEqual([]);
  });

  it("coaches: update in place, move, delete; alternate sides for any count", async () => {
    const { db } = await connection;
    const [a, b, c] = [
      await coaches.create(coachInput("A", { published: true }), ADMIN, db),
      await coaches.create(coachInput("B", { published: true }), ADMIN, db),
      await coaches.create(coachInput("C", { published: true }), ADMIN, db),
    ];
    const updated = await coaches.update(
      b.id,
      coachInput("B2", { published: true }),
      "x@y.test",
      db,
    );
    expect(updated).toMatchObject({ name: "B2", position: b.position, updatedBy: "x@y.test" });
    expect(updated?.updatedAt.getTime()).toBeGreaterThanOrEqual(b.updatedAt.getTime());
    expect(await coaches.update(c.id + 100, coachInput("Z"), ADMIN, db)).toBeNull();
    await expect(coaches.update(a.id, coachInput(""), ADMIN, db)).rejects.toThrow();

    expect(await coaches.move(c.id, "up", db)).toBe(true);
    expect(await coaches.move(a.id, "up", db)).toBe(false);
    const names = async () => (await coaches.list({}, db)).map((row) => row.name);
    expect(await names()).toEqual(["A", "C", "B2"]);
    expect(toCoachProfiles(await coaches.list({}, db)).map((p) => p.reverse)).toEqual([
      false,
      true,
      false,
    ]);
    expect(await coaches.remove(c.id, db)).toBe(true);
    expect(await coaches.remove(c.id, db)).toBe(false);
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
    const a = await coaches.create(
      coachInput("Meera", { imageAlt: "Meera at the board", photoId: first, published: true }),
      ADMIN,
      db,
    );
    expect(a.photoId).toBe(first);
    const [profile] = toCoachProfiles(
      await coaches.list({}, db),
      await photoViews([a.photoId], db),
    );
    expect(profile.photo?.webpSrcSet).toMatch(/^\/photos\/[0-9a-f]{64}\/480\.webp 480w/);
    // without photoId the photo stays and takes the new description
    await coaches.update(a.id, coachInput("Meera", { imageAlt: "Meera smiling" }), ADMIN, db);
    expect((await photoViews([first], db)).get(first ?? 0)?.alt).toBe("Meera smiling");
    // a new photo replaces the old one, which is deleted
    const second = await saveCoachPhoto(png, "Meera again", ADMIN, db);
    await coaches.update(
      a.id,
      coachInput("Meera", { imageAlt: "Meera again", photoId: second }),
      ADMIN,
      db,
    );
    expect((await db.select({ id: photo.id }).from(photo)).map((p) => p.id)).toEqual([second]);
    // null removes it
    await coaches.update(a.id, coachInput("Meera", { photoId: null }), ADMIN, db);
    expect((await coaches.get(a.id, db))?.photoId).toBeNull();
    expect(await db.select().from(photo)).toEqual([]);
    // deleting a coach deletes its photo
    const third = await saveCoachPhoto(png, "Arjun", ADMIN, db);
    const b = await coaches.create(
      coachInput("Arjun", { imageAlt: "Arjun", photoId: third }),
      ADMIN,
      db,
    );
    expect(await coaches.remove(b.id, db)).toBe(true);
    expect(await db.select().from(photo)).toEqual([]);
  });

  it("testimonials: create, edit, order, draft, delete; refuses empty fields", async () => {
    const { db } = await connection;
    const a = await testimonials.create(
      { text: " Great <b>coach</b> ", author: "Nila", region: "Pollachi", published: "on" },
      ADMIN,
      db,
    );
    const b = await testimonials.create(
      { text: "Clear endgames.", author: "Dan", region: "Toronto", published: "on" },
      ADMIN,
      db,
    );
    expect(a.text).toBe("Great <b>coach</b>");
    await expect(
      testimonials.create({ text: "x", author: " ", region: "y" }, ADMIN, db),
    ).rejects.toThrow(TESTIMONIAL_ERRORS.authorRequired);
    await expect(testimonials.create({ text: "x", author: "y" }, ADMIN, db)).rejects.toThrow(
      TESTIMONIAL_ERRORS.regionRequired,
    );
    expect(await testimonials.move(b.id, "up", db)).toBe(true);
    expect((await testimonials.list({}, db)).map((t) => t.author)).toEqual(["Dan", "Nila"]);
    await testimonials.update(
      b.id,
      { text: "Clear.", author: "Dan", region: "Toronto" },
      ADMIN,
      db,
    );
    expect((await testimonials.list({}, db)).map((t) => t.author)).toEqual(["Nila"]);
    expect((await testimonials.list({ includeDrafts: true }, db)).map((t) => t.author)).toEqual([
      "Dan",
      "Nila",
    ]);
    expect(await testimonials.remove(a.id, db)).toBe(true);
    expect((await testimonials.list({ includeDrafts: true }, db)).map((t) => t.id)).toEqual([b.id]);
  });

  it("faqs: the answer is split into paragraphs at blank lines; required", async () => {
    const { db } = await connection;
    const a = await faqs.create(
      { question: " Fees? ", answer: "First para\nsame para.\n\n \nSecond.", published: "on" },
      ADMIN,
      db,
    );
    expect(a).toMatchObject({ question: "Fees?", answer: ["First para\nsame para.", "Second."] });
    await expect(faqs.create({ question: "Q", answer: "\n\n" }, ADMIN, db)).rejects.toThrow(
      FAQ_ERRORS.answerRequired,
    );
    await expect(faqs.create({ question: "", answer: "A" }, ADMIN, db)).rejects.toThrow(
      FAQ_ERRORS.questionRequired,
    );
    const b = await faqs.create({ question: "Q2", answer: ["One"], published: true }, ADMIN, db);
    expect(await faqs.move(a.id, "down", db)).toBe(true);
    expect((await faqs.list({}, db)).map((f) => f.question)).toEqual(["Q2", "Fees?"]);
    expect(
      await faqs.update(a.id, { question: "Fees now?", answer: "Yes." }, ADMIN, db),
    ).toMatchObject({ question: "Fees now?", answer: ["Yes."], published: false });
    expect((await faqs.list({}, db)).map((f) => f.question)).toEqual(["Q2"]);
    expect(await faqs.get(a.id, db)).toMatchObject({ published: false });
    expect(await faqs.remove(b.id, db)).toBe(true);
  });

  it("invalidates the page cache on every change, not on a refused one", async () => {
    const { db } = await connection;
    const start = pageCache.generation;
    const item = await faqs.create({ question: "Q", answer: "A", published: "on" }, ADMIN, db);
    await faqs.create({ question: "Q2", answer: "A" }, ADMIN, db);
    await faqs.update(item.id, { question: "Q", answer: "B", published: "on" }, ADMIN, db);
    await faqs.move(item.id, "down", db);
    await faqs.remove(item.id, db);
    expect(pageCache.generation).toBe(start + 5);
    await expect(faqs.create({ question: "", answer: "" }, ADMIN, db)).rejects.toThrow();
    expect(await faqs.move(item.id, "up", db)).toBe(false);
    expect(await faqs.remove(item.id, db)).toBe(false);
    expect(pageCache.generation).toBe(start + 5);
  });
});
