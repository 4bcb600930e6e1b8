import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { pageCache } from "~/server/cache/page-cache.server";
import { events } from "~/server/collections/events.server";
import { faqs } from "~/server/collections/faqs.server";
import { SlugTakenError } from "~/server/collections/slug.server";
import { preparePhoto, savePhoto } from "~/server/photos/photo-store.server";
import { event, faq, photo } from "~/server/schema";
import { testDatabases } from "../fixtures/databases";
import { makeImage } from "../fixtures/images";

/**
 * The collection kit itself (app/server/collections/kit.server.ts, slug.server.ts;
 * docs/decisions/collection-kit.md), through two declared collections: events (slug and cover)
 * and FAQs (the admin's order). On PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the
 * concurrent saves below really race.
 */

const ADMIN = "admin@example.test";

/** A valid event form on 2026-12-05 (India time). */
function eventForm(title: string, extra: Record<string, unknown> = {}) {
  return {
    title,
    slug: "",
    category: "workshop",
    startsAt: "2026-12-05T10:00",
    endsAt: "2026-12-05T12:00",
    venueKind: "online",
    venueCentre: "",
    venueAddress: "",
    summary: `${title} summary`,
    body: "",
    registerKind: "whatsapp",
    registerUrl: "",
    published: "on",
    ...extra,
  };
}

describe.each(testDatabases("kit"))("collection kit on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());
  beforeEach(async () => {
    const { db } = await connection;
    await db.delete(event);
    await db.delete(faq);
    await db.delete(photo);
  });

  it("compares slugs without regard to letter case: typed, made from a title, looked up", async () => {
    const { db } = await connection;
    const typed = await events.create(eventForm("Gala", { slug: "Spring-Gala" }), ADMIN, db);
    expect(typed.slug).toBe("spring-gala");
    await expect(
      events.create(eventForm("Other", { slug: "SPRING-GALA" }), ADMIN, db),
    ).rejects.toBeInstanceOf(SlugTakenError);
    expect((await events.getBySlug("Spring-GALA", {}, db))?.id).toBe(typed.id);
    // A slug stored in capitals before the one chooser (an old row) still counts as taken.
    await db.update(event).set({ slug: "Blitz" });
    const made = await events.create(eventForm("blitz"), ADMIN, db);
    expect(made.slug).toBe("blitz-2");
  });

  it("two saves racing for one typed slug: one is saved, the other gets the field's message", async () => {
    const { db } = await connection;
    const results = await Promise.allSettled([
      events.create(eventForm("Racer one", { slug: "open-day" }), ADMIN, db),
      events.create(eventForm("Racer two", { slug: "open-day" }), ADMIN, db),
    ]);
    const saved = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(saved).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const error = (refused[0] as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(SlugTakenError);
    expect(error).toMatchObject({ field: "slug" });
    expect(await events.list({ includeDrafts: true }, db)).toHaveLength(1);
  });

  it("two saves racing for one title both succeed, with distinct slugs", async () => {
    const { db } = await connection;
    const rows = await Promise.all([
      events.create(eventForm("Summer Camp"), ADMIN, db),
      events.create(eventForm("Summer Camp"), ADMIN, db),
    ]);
    expect(rows.map((row) => row.slug).sort()).toEqual(["summer-camp", "summer-camp-2"]);
  });

  it("replaces a cover in the save's transaction: a refused save stores no photo and keeps the old", async () => {
    const { db } = await connection;
    const png = await makeImage("png", { width: 600, height: 400 });
    const old = await savePhoto(png, "Boards", ADMIN, db);
    const item = await events.create(eventForm("Covered", { coverPhotoId: old.id }), ADMIN, db);
    await events.create(eventForm("Neighbour", { slug: "neighbour" }), ADMIN, db);
    const upload = await preparePhoto(await makeImage("png", { width: 640, height: 480 }), "Hall");
    // The slug is refused after the new photo was stored: the whole save rolls back.
    await expect(
      events.update(
        item.id,
        eventForm("Covered", { slug: "neighbour", coverPhotoId: { upload } }),
        ADMIN,
        db,
      ),
    ).rejects.toBeInstanceOf(SlugTakenError);
    expect((await db.select({ id: photo.id }).from(photo)).map((p) => p.id)).toEqual([old.id]);
    expect((await events.get(item.id, db))?.coverPhotoId).toBe(old.id);
    // Accepted: the new photo is stored and set, the old one deleted, in one save.
    const replaced = await events.update(
      item.id,
      eventForm("Covered", { coverPhotoId: { upload } }),
      ADMIN,
      db,
    );
    expect(replaced?.coverPhotoId).not.toBe(old.id);
    const photos = await db.select({ id: photo.id, alt: photo.alt }).from(photo);
    expect(photos).toEqual([{ id: replaced?.coverPhotoId, alt: "Hall" }]);
    // null removes the cover and deletes its photo.
    expect(
      (await events.update(item.id, eventForm("Covered", { coverPhotoId: null }), ADMIN, db))
        ?.coverPhotoId,
    ).toBeNull();
    expect(await db.select().from(photo)).toEqual([]);
  });

  it("moves an item one place in the admin's order; at an end, or without an order, it does not", async () => {
    const { db } = await connection;
    const made = [];
    for (const question of ["One?", "Two?", "Three?"]) {
      made.push(await faqs.create({ question, answer: "Yes.", published: "on" }, ADMIN, db));
    }
    const order = async () => (await faqs.list({}, db)).map((row) => row.question);
    const generation = pageCache.generation;
    expect(await faqs.move(made[2].id, "up", db)).toBe(true);
    expect(pageCache.generation).toBeGreaterThan(generation);
    expect(await order()).toEqual(["One?", "Three?", "Two?"]);
    expect(await faqs.move(made[0].id, "up", db)).toBe(false);
    expect(await faqs.move(made[1].id, "down", db)).toBe(false);
    expect(await faqs.move(made[0].id, "down", db)).toBe(true);
    expect(await order()).toEqual(["Three?", "One?", "Two?"]);
    // Events are ordered by date: moving one by hand does nothing.
    const dated = await events.create(eventForm("Dated"), ADMIN, db);
    expect(await events.move(dated.id, "up", db)).toBe(false);
  });
});
