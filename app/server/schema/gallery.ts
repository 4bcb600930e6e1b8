import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { photo } from "./photos";

/** A gallery album (issue 7 "Gallery"): title, date, its own page at /gallery/:slug. */
export const album = pgTable(
  "album",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** The day the photos were taken, YYYY-MM-DD. */
    takenOn: date("taken_on", { mode: "string" }).notNull(),
    position: integer("position").notNull(),
    published: boolean("published").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").notNull(),
  },
  (t) => [uniqueIndex("album_slug_idx").on(sql`lower(${t.slug})`)],
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
