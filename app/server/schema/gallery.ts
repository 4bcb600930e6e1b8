import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { lastChange, publishedFlag } from "./columns";
import { event } from "./events";
import { photo } from "./photos";

/**
 * A gallery album (docs/decisions/admin-area.md "Gallery"): title, date, optional event, its own
 * page at /gallery/:slug. Deleting the event leaves the album without one.
 */
export const album = pgTable(
  "album",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** The day the photos were taken, YYYY-MM-DD. */
    takenOn: date("taken_on", { mode: "string" }).notNull(),
    /** The event the photos are from, or null. */
    eventId: bigint("event_id", { mode: "number" }).references(() => event.id, {
      onDelete: "set null",
    }),
    position: integer("position").notNull(),
    published: publishedFlag(false),
    ...lastChange(),
  },
  (t) => [
    uniqueIndex("album_slug_idx").on(sql`lower(${t.slug})`),
    index("album_event_idx").on(t.eventId),
  ],
);

/** A photo of an album, in the album's order; deleting the album or the photo removes it. */
export const albumPhoto = pgTable(
  "album_photo",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    albumId: bigint("album_id", { mode: "number" })
      .notNull()
      .references(() => album.id, { onDelete: "cascade" }),
    photoId: bigint("photo_id", { mode: "number" })
      .notNull()
      .references(() => photo.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [index("album_photo_album_idx").on(t.albumId, t.position)],
);
