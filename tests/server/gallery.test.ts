import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { core } from "zod/mini";
import { ALBUM_ERRORS, albumInputSchema } from "~/lib/gallery";
import { events } from "~/server/collections/events.server";
import {
  AlbumEventNotFoundError,
  addAlbumPhoto,
  createAlbum,
  deleteAlbum,
  deleteAlbumPhoto,
  getAlbum,
  getPublishedAlbumBySlug,
  latestPhotos,
  listAlbumPhotos,
  listAlbums,
  listEventAlbums,
  moveAlbum,
  moveAlbumPhoto,
  updateAlbum,
  updateAlbumPhotoAlt,
} from "~/server/collections/gallery.server";
import type { Db } from "~/server/db/db.server";
import { ImageUploadError } from "~/server/photos/image-upload.server";
import { album, event, photo } from "~/server/schema";
import { getAlbumEventLink, listAlbumEventChoices } from "~/server/site/album-events.server";
import { sharedTestDatabases } from "../fixtures/databases";
import { makeImage } from "../fixtures/images";

/** Stores an event on `day` straight into the table (the events store has its own tests). */
async function addEvent(db: Db, title: string, day: string, published: boolean) {
  const [row] = await db
    .insert(event)
    .values({
      slug: title.toLowerCase().replaceAll(" ", "-"),
      title,
      category: "camp",
      startsAt: new Date(`${day}T04:30:00Z`),
      endsAt: new Date(`${day}T11:30:00Z`),
      venueKind: "online",
      summary: title,
      registerKind: "whatsapp",
      published,
      updatedBy: "a",
    })
    .returning();
  return row;
}

const png = async (colour: string) =>
  new Uint8Array(await makeImage("png", { width: 64, height: 48, colour }));

for (const target of sharedTestDatabases()) {
  describe(`gallery store on ${target.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = (await target.open()).db;
      await db.delete(album);
    });
    afterAll(async () => {
      await db.delete(album);
      await db.delete(photo);
    });

    it("creates albums at the end with unique slugs, and moves them", async () => {
      const a = await createAlbum(
        { title: "Summer Camp!", takenOn: "2026-05-10", published: true },
        "admin@x",
        db,
      );
      const b = await createAlbum(
        { title: "summer camp", takenOn: "2026-06-01", published: false },
        "admin@x",
        db,
      );
      expect([a.slug, b.slug]).toEqual(["summer-camp", "summer-camp-2"]);
      expect(b.position).toBeGreaterThan(a.position);
      expect(a.updatedBy).toBe("admin@x");

      expect((await listAlbums({}, db)).map((x) => x.id)).toEqual([a.id]);
      expect((await listAlbums({ includeDrafts: true }, db)).map((x) => x.id)).toEqual([
        a.id,
        b.id,
      ]);
      expect(await moveAlbum(a.id, "up", db)).toBe(false);
      expect(await moveAlbum(a.id, "down", db)).toBe(true);
      expect((await listAlbums({ includeDrafts: true }, db)).map((x) => x.id)).toEqual([
        b.id,
        a.id,
      ]);
      expect(await moveAlbum(999_999, "down", db)).toBe(false);

      expect(await getPublishedAlbumBySlug("SUMMER-CAMP", db)).toMatchObject({ id: a.id });
      // Text that cannot be a slug is no album, without a query (a NUL failed it: a 500).
      for (const junk of ["\u0000", "summer-camp\u0000", "\u0001\u001f", "summer camp", "../x", ""])
        expect(await getPublishedAlbumBySlug(junk, db), JSON.stringify(junk)).toBeNull();
      expect(await getPublishedAlbumBySlug("summer-camp-2", db)).toBeNull();
      await updateAlbum(
        b.id,
        { title: "June camp", takenOn: "2026-06-01", published: true },
        "other@x",
        db,
      );
      expect(await getPublishedAlbumBySlug("summer-camp-2", db)).toMatchObject({
        title: "June camp",
        updatedBy: "other@x",
      });
    });

    it("refuses a blank title or a bad date", async () => {
      const error = await createAlbum(
        { title: "  ", takenOn: "2026-13-40", published: true },
        "a",
        db,
      )
        .then(() => null)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(core.$ZodError);
      const messages = (error as core.$ZodError).issues.map((i) => i.message);
      expect(messages).toEqual(expect.arrayContaining([ALBUM_ERRORS.title, ALBUM_ERRORS.takenOn]));
    });

    it("adds photos in order with alt text, moves, renames and deletes them; the cover is the first", async () => {
      const day = await createAlbum(
        { title: "Prize day", takenOn: "2026-11-01", published: true },
        "admin@x",
        db,
      );
      const one = await addAlbumPhoto(
        day.id,
        new Blob([await png("#aa0000")]),
        "First",
        "admin@x",
        db,
      );
      const two = await addAlbumPhoto(
        day.id,
        new Blob([await png("#00aa00")]),
        "Second",
        "admin@x",
        db,
      );
      expect(one && two).toBeTruthy();
      await expect(
        addAlbumPhoto(day.id, new Blob(["<svg/>"]), "x", "admin@x", db),
      ).rejects.toBeInstanceOf(ImageUploadError);
      await expect(
        addAlbumPhoto(day.id, new Blob([await png("#0000aa")]), " ", "admin@x", db),
      ).rejects.toBeInstanceOf(ImageUploadError);
      expect(
        await addAlbumPhoto(999_999, new Blob([await png("#0000aa")]), "x", "a", db),
      ).toBeNull();

      const alts = async () => (await listAlbumPhotos(day.id, db)).map((p) => p.photo.alt);
      expect(await alts()).toEqual(["First", "Second"]);
      const ids = (await listAlbumPhotos(day.id, db)).map((p) => p.albumPhotoId);
      expect(await moveAlbumPhoto(day.id, ids[1], "up", "admin@x", db)).toBe(true);
      expect(await alts()).toEqual(["Second", "First"]);
      expect(await updateAlbumPhotoAlt(day.id, ids[0], "The first board", "admin@x", db)).toBe(
        true,
      );
      expect(await alts()).toEqual(["Second", "The first board"]);

      const listed = (await listAlbums({}, db)).find((x) => x.id === day.id);
      expect(listed?.photoCount).toBe(2);
      expect(listed?.cover?.alt).toBe("Second");
      // newest album first in the masonry
      expect((await latestPhotos(10, db)).slice(0, 2).map((p) => p.alt)).toEqual([
        "Second",
        "The first board",
      ]);

      // a photo of another album cannot be changed through this one
      const other = await createAlbum(
        { title: "Other", takenOn: "2020-01-01", published: false },
        "a",
        db,
      );
      expect(await deleteAlbumPhoto(other.id, ids[0], "a", db)).toBe(false);
      expect(await updateAlbumPhotoAlt(other.id, ids[0], "x", "a", db)).toBe(false);
      expect(await moveAlbumPhoto(other.id, ids[0], "up", "a", db)).toBe(false);

      expect(await deleteAlbumPhoto(day.id, ids[0], "admin@x", db)).toBe(true);
      expect(await alts()).toEqual(["Second"]);
      const before = (await db.select().from(photo)).length;
      expect(await deleteAlbum(day.id, db)).toBe(true);
      expect((await db.select().from(photo)).length).toBe(before - 1);
      expect(await deleteAlbum(day.id, db)).toBe(false);
    });

    it("links an album to an event, unlinks it, and keeps it when the event is deleted", async () => {
      const open = await addEvent(db, "Album Link Open", "2026-08-15", true);
      const draft = await addEvent(db, "Album Link Draft", "2026-09-01", false);
      const linked = await createAlbum(
        { title: "Open day one", takenOn: "2026-08-15", published: true, eventId: open.id },
        "admin@x",
        db,
      );
      const hidden = await createAlbum(
        { title: "Open day drafts", takenOn: "2026-08-15", published: false, eventId: open.id },
        "admin@x",
        db,
      );
      expect(linked.eventId).toBe(open.id);
      // drafts are not listed on the event's page; the published album is
      expect((await listEventAlbums(open.id, db)).map((a) => a.title)).toEqual(["Open day one"]);
      expect(await getAlbumEventLink(open.id, db)).toEqual({
        title: "Album Link Open",
        path: `/events/${open.slug}`,
      });
      // an album may be linked to a draft event, but the album page shows no link to it
      await updateAlbum(
        linked.id,
        { title: "Open day one", takenOn: "2026-08-15", published: true, eventId: draft.id },
        "admin@x",
        db,
      );
      expect(await getAlbumEventLink(draft.id, db)).toBeNull();
      expect(await listEventAlbums(open.id, db)).toEqual([]);
      // the admin's choices: latest first, drafts included and marked
      const choices = (await listAlbumEventChoices(db)).filter((c) =>
        c.title.startsWith("Album Link"),
      );
      expect(choices).toEqual([
        { id: draft.id, title: "Album Link Draft", startsOn: "2026-09-01", published: false },
        { id: open.id, title: "Album Link Open", startsOn: "2026-08-15", published: true },
      ]);
      // an update without eventId keeps the link; null unlinks
      await updateAlbum(
        linked.id,
        { title: "Day one", takenOn: "2026-08-15", published: true },
        "a",
        db,
      );
      expect((await getAlbum(linked.id, db))?.eventId).toBe(draft.id);
      await updateAlbum(
        linked.id,
        { title: "Day one", takenOn: "2026-08-15", published: true, eventId: null },
        "a",
        db,
      );
      expect((await getAlbum(linked.id, db))?.eventId).toBeNull();

      // deleting the event leaves its albums, without an event
      expect(await events.remove(open.id, db)).toBe(true);
      expect(await getAlbum(hidden.id, db)).toMatchObject({
        title: "Open day drafts",
        eventId: null,
      });
      expect(await getAlbumEventLink(null, db)).toBeNull();
      await events.remove(draft.id, db);
      await deleteAlbum(linked.id, db);
      await deleteAlbum(hidden.id, db);
    });

    it("refuses an event that does not exist or is not an id, and stores nothing", async () => {
      const before = (await listAlbums({ includeDrafts: true }, db)).length;
      const gone = await createAlbum(
        { title: "Lost", takenOn: "2026-01-01", published: true, eventId: 987_654_321 },
        "a",
        db,
      )
        .then(() => null)
        .catch((e: unknown) => e);
      expect(gone).toBeInstanceOf(AlbumEventNotFoundError);
      expect((gone as Error).message).toBe(ALBUM_ERRORS.eventGone);
      expect((await listAlbums({ includeDrafts: true }, db)).length).toBe(before);

      const kept = await createAlbum(
        { title: "Kept", takenOn: "2026-01-01", published: false },
        "a",
        db,
      );
      expect(kept.eventId).toBeNull();
      await expect(
        updateAlbum(
          kept.id,
          { title: "Changed", takenOn: "2026-01-01", published: false, eventId: 987_654_321 },
          "a",
          db,
        ),
      ).rejects.toBeInstanceOf(AlbumEventNotFoundError);
      expect((await getAlbum(kept.id, db))?.title).toBe("Kept");
      await expect(
        createAlbum(
          { title: "Bad", takenOn: "2026-01-01", published: false, eventId: -3 },
          "a",
          db,
        ),
      ).rejects.toBeInstanceOf(core.$ZodError);

      // the form as posted: "" is no event, digits an id, anything else refused on the field;
      // the ticked box "on" is published, an unticked one (not posted) a draft
      const form = (eventId: string, published?: string) =>
        albumInputSchema.safeParse({ title: "T", takenOn: "2026-01-01", eventId, published });
      expect(form("").data?.eventId).toBeNull();
      expect(form("12").data?.eventId).toBe(12);
      expect(form("abc").error?.issues.map((i) => [i.path[0], i.message])).toEqual([
        ["eventId", ALBUM_ERRORS.event],
      ]);
      expect([form("", "on").data?.published, form("").data?.published]).toEqual([true, false]);
      await deleteAlbum(kept.id, db);
    });
  });
}
