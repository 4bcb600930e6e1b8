import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { pageCache } from "~/server/cache/page-cache.server";
import {
  events,
  listPublicEvents,
  listPublishedEventSlugs,
} from "~/server/collections/events.server";
import { SlugTakenError } from "~/server/collections/slug.server";
import { deletePhoto, photoViews, savePhoto } from "~/server/photos/photo-store.server";
import { event, photo } from "~/server/schema";
import { testDatabases } from "../fixtures/databases";
import { makeImage } from "../fixtures/images";

/**
 * The events store (docs/decisions/admin-area.md "Events") on PGlite and, with TEST_DATABASE_URL,
 * on PostgreSQL.
 */

const ADMIN = "admin@example.test";

/** A valid form for an event on `day` (YYYY-MM-DD), 10:00–12:00 India time. */
function form(title: string, day: string, extra: Record<string, string> = {}) {
  return {
    title,
    slug: "",
    category: "workshop",
    startsAt: `${day}T10:00`,
    endsAt: `${day}T12:00`,
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

describe.each(testDatabases("events"))("events store on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());
  beforeEach(async () => {
    await (await connection).db.delete(event);
    await (await connection).db.delete(photo);
  });

  it("keeps a cover photo; a new cover or deleting the event deletes the old photo", async () => {
    const { db } = await connection;
    const png = await makeImage("png", { width: 600, height: 400 });
    const first = await savePhoto(png, "Boards set up", ADMIN, db);
    const created = await events.create(
      { ...form("Covered", "2026-12-05"), coverPhotoId: first.id },
      ADMIN,
      db,
    );
    expect(created.coverPhotoId).toBe(first.id);
    // without coverPhotoId the cover stays
    expect(
      (await events.update(created.id, form("Covered", "2026-12-05"), ADMIN, db))?.coverPhotoId,
    ).toBe(first.id);
    const second = await savePhoto(png, "Trophy", ADMIN, db);
    const replaced = await events.update(
      created.id,
      { ...form("Covered", "2026-12-05"), coverPhotoId: second.id },
      ADMIN,
      db,
    );
    expect(replaced?.coverPhotoId).toBe(second.id);
    expect([...(await photoViews([first.id, second.id], db)).keys()]).toEqual([second.id]);
    // deleting the photo leaves the event without a cover
    await deletePhoto(second.id, db);
    expect((await events.get(created.id, db))?.coverPhotoId).toBeNull();
    const third = await savePhoto(png, "Clock", ADMIN, db);
    await events.update(
      created.id,
      { ...form("Covered", "2026-12-05"), coverPhotoId: third.id },
      ADMIN,
      db,
    );
    expect(await events.remove(created.id, db)).toBe(true);
    expect((await photoViews([third.id], db)).size).toBe(0);
  });

  it("creates an event with India times stored as instants, a slug from the title and who made it", async () => {
    const { db } = await connection;
    const generation = pageCache.generation;
    const created = await events.create(
      form("Spring Open — Under 12s", "2026-12-05", {
        venueKind: "centre",
        venueCentre: "coimbatore",
        venueAddress: "stale",
        published: "",
      }),
      ADMIN,
      db,
    );
    expect(pageCache.generation).toBeGreaterThan(generation);
    expect(created).toMatchObject({
      slug: "spring-open-under-12s",
      title: "Spring Open — Under 12s",
      venueKind: "centre",
      venueCentre: "coimbatore",
      venueAddress: "",
      published: false,
      updatedBy: ADMIN,
    });
    expect(created.startsAt.toISOString()).toBe("2026-12-05T04:30:00.000Z");
    expect(created.endsAt.toISOString()).toBe("2026-12-05T06:30:00.000Z");
    expect(await events.get(created.id, db)).toEqual(created);
  });

  it("keeps drafts off the public lookups", async () => {
    const { db } = await connection;
    const draft = await events.create(
      form("Draft camp", "2026-12-05", { published: "" }),
      ADMIN,
      db,
    );
    expect(await events.getBySlug(draft.slug, {}, db)).toBeNull();
    expect((await events.getBySlug(draft.slug, { includeDrafts: true }, db))?.id).toBe(draft.id);
    for (const junk of ["\u0000", `${draft.slug}\u0000`, "\u001b[2J", "a b"])
      expect(await events.getBySlug(junk, { includeDrafts: true }, db)).toBeNull();
    expect(await events.list({}, db)).toEqual([]);
    expect(await events.list({ includeDrafts: true }, db)).toHaveLength(1);
    expect(await listPublishedEventSlugs(db)).toEqual([]);
    const now = new Date("2026-12-01T00:00:00Z");
    expect((await listPublicEvents({ now }, db)).upcoming).toEqual([]);
  });

  it("makes unique slugs from titles and refuses a chosen slug that is taken", async () => {
    const { db } = await connection;
    const a = await events.create(form("Blitz", "2026-12-05"), ADMIN, db);
    const b = await events.create(form("Blitz", "2026-12-06"), ADMIN, db);
    expect([a.slug, b.slug]).toEqual(["blitz", "blitz-2"]);
    await expect(
      events.create(form("Other", "2026-12-07", { slug: "blitz" }), ADMIN, db),
    ).rejects.toBeInstanceOf(SlugTakenError);
    await expect(
      events.update(b.id, form("Blitz", "2026-12-06", { slug: "blitz" }), ADMIN, db),
    ).rejects.toBeInstanceOf(SlugTakenError);
    // its own slug is fine; an empty slug keeps the current one
    expect(
      (await events.update(a.id, form("Blitz", "2026-12-05", { slug: "blitz" }), ADMIN, db))?.slug,
    ).toBe("blitz");
    expect((await events.update(b.id, form("Renamed", "2026-12-06"), ADMIN, db))?.slug).toBe(
      "blitz-2",
    );
  });

  it("updates every field and who changed it when; deletes", async () => {
    const { db } = await connection;
    const created = await events.create(form("Camp", "2026-12-05"), ADMIN, db);
    const generation = pageCache.generation;
    const updated = await events.update(
      created.id,
      form("Winter camp", "2026-12-20", {
        slug: "winter-camp",
        category: "camp",
        endsAt: "2026-12-22T17:00",
        venueKind: "address",
        venueAddress: "Town Hall, Pollachi",
        registerKind: "link",
        registerUrl: "https://example.org/register",
        published: "",
      }),
      "other@example.test",
      db,
    );
    expect(pageCache.generation).toBeGreaterThan(generation);
    expect(updated).toMatchObject({
      slug: "winter-camp",
      category: "camp",
      venueKind: "address",
      venueAddress: "Town Hall, Pollachi",
      registerKind: "link",
      registerUrl: "https://example.org/register",
      published: false,
      updatedBy: "other@example.test",
    });
    expect(updated?.endsAt.toISOString()).toBe("2026-12-22T11:30:00.000Z");
    expect(updated?.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
    expect(await events.update(999_999, form("X", "2026-12-05"), ADMIN, db)).toBeNull();
    expect(await events.remove(created.id, db)).toBe(true);
    expect(await events.remove(created.id, db)).toBe(false);
    expect(await events.remove(-1, db)).toBe(false);
    expect(await events.get(created.id, db)).toBeNull();
  });

  it("validates again: nothing invalid is stored", async () => {
    const { db } = await connection;
    await expect(events.create(form("", "2026-12-05"), ADMIN, db)).rejects.toThrow();
    await expect(
      events.create(form("Bad", "2026-12-05", { endsAt: "2026-12-05T09:00" }), ADMIN, db),
    ).rejects.toThrow();
    await expect(
      events.create(
        form("Bad", "2026-12-05", { registerKind: "link", registerUrl: "javascript:alert(1)" }),
        ADMIN,
        db,
      ),
    ).rejects.toThrow();
    expect(await events.list({ includeDrafts: true }, db)).toEqual([]);
  });

  it("splits at the clock: upcoming until the end passes (soonest first), past latest first, paged", async () => {
    const { db } = await connection;
    for (const [title, day] of [
      ["Past A", "2026-10-01"],
      ["Past B", "2026-11-01"],
      ["Past C", "2026-11-15"],
      ["Running", "2026-12-01"],
      ["Later", "2027-01-10"],
      ["Soon", "2026-12-10"],
    ])
      await events.create(form(title, day), ADMIN, db);
    // 11:00 India time on 1 Dec: "Running" (10:00–12:00) has started but not ended
    const now = new Date("2026-12-01T05:30:00Z");
    const titles = (list: { title: string }[]) => list.map((e) => e.title);
    const first = await listPublicEvents({ now, perPage: 2 }, db);
    expect(titles(first.upcoming)).toEqual(["Running", "Soon", "Later"]);
    expect(titles(first.past)).toEqual(["Past C", "Past B"]);
    expect([first.page, first.pages]).toEqual([1, 2]);
    const second = await listPublicEvents({ now, page: 2, perPage: 2 }, db);
    expect(titles(second.past)).toEqual(["Past A"]);
    expect((await listPublicEvents({ now, page: 3, perPage: 2 }, db)).past).toEqual([]);
    // at 12:00 India time "Running" has ended
    const later = await listPublicEvents({ now: new Date("2026-12-01T06:30:00Z") }, db);
    expect(titles(later.upcoming)).toEqual(["Soon", "Later"]);
    expect(titles(later.past)).toEqual(["Running", "Past C", "Past B", "Past A"]);
    expect(later.pages).toBe(1);
  });
});
