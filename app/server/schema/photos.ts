import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { bytea } from "./columns";

/**
 * A photo uploaded by the admin (docs/decisions/admin-area.md "Photos"): events, albums, posts and
 * coaches point at it. `hash` (SHA-256 hex of the largest WebP) names it in its immutable URLs;
 * `width` and `height` are the largest stored size, for layout without shift.
 */
export const photo = pgTable(
  "photo",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    hash: text("hash").notNull(),
    alt: text("alt").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").notNull(),
  },
  (t) => [index("photo_hash_idx").on(t.hash)],
);

/** One re-encoded size of a photo: AVIF or WebP bytes at one width, served from the database. */
export const photoVariant = pgTable(
  "photo_variant",
  {
    photoId: bigint("photo_id", { mode: "number" })
      .notNull()
      .references(() => photo.id, { onDelete: "cascade" }),
    format: text("format").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.format, t.width] })],
);
