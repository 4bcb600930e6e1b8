import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { core } from "zod/mini";
import { ALBUM_ERRORS } from "~/lib/gallery";
import type { Db } from "~/server/db.server";
import {
  addAlbumPhoto,
  createAlbum,
  deleteAlbum,
  deleteAlbumPhoto,
  getPublishedAlbumBySlug,
  latestPhotos,
  listAlbumPhotos,
  listAlbums,
  moveAlbum,
  moveAlbumPhoto,
  updateAlbum,
  updateAlbumPhotoAlt,
} from "~/server/gallery.server";
import { ImageUploadError } from "~/server/image-upload.server";
import { album, photo } from "~/server/schema";
import { sharedTestDatabases } from "../fixtures/databases";
import { makeImage } from "../fixtures/images";

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
  });
}
