import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { bytea } from "./columns";
import { photo } from "./photos";

/**
 * The homepage Banner (spec §3 Banner), stored on the server so every visitor sees it
 * (docs/spec-coverage.md "Deliberate deviations" 1). At most one row: the primary key is fixed to
 * 1. `image` holds the re-encoded bytes, `imageHash` their SHA-256 (hex) for cache-busting URLs.
 * `photoId` points at the same image in the photo store, re-encoded at the responsive widths in
 * AVIF and WebP (docs/decisions/first-paint.md: the phone gets a 960 px AVIF, not the 1600 px
 * WebP); null for a banner stored before it existed, which is shown from `image` alone.
 */
export const banner = pgTable(
  "banner",
  {
    id: smallint("id").primaryKey().default(1),
    title: text("title").notNull().default(""),
    content: text("content").notNull().default(""),
    image: bytea("image").notNull(),
    imageMime: text("image_mime").notNull(),
    imageHash: text("image_hash").notNull(),
    imageWidth: integer("image_width").notNull(),
    imageHeight: integer("image_height").notNull(),
    photoId: bigint("photo_id", { mode: "number" }).references(() => photo.id, {
      onDelete: "set null",
    }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("banner_single_row", sql`${t.id} = 1`)],
);

/** A Feedback item shown in the home carousel (spec §3 Feedback item; stars 1–5). */
export const feedback = pgTable(
  "feedback",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    content: text("content").notNull(),
    stars: smallint("stars").notNull().default(5),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("feedback_stars_range", sql`${t.stars} between 1 and 5`)],
);
