import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { photo } from "./photos";

/**
 * An event of the academy (issue 7 "Collections: Events"): what, when (timestamptz; entered and
 * shown in Asia/Kolkata), where (a centre, online or another address), how to register, an
 * optional cover photo, and whether the public site shows it. Ordered by date, so no `position`.
 */
export const event = pgTable(
  "event",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    venueKind: text("venue_kind").notNull(),
    venueCentre: text("venue_centre").notNull().default(""),
    venueAddress: text("venue_address").notNull().default(""),
    summary: text("summary").notNull(),
    body: text("body").notNull().default(""),
    registerKind: text("register_kind").notNull(),
    registerUrl: text("register_url").notNull().default(""),
    /** The cover photo (photo store); deleting the photo leaves the event without a cover. */
    coverPhotoId: bigint("cover_photo_id", { mode: "number" }).references(() => photo.id, {
      onDelete: "set null",
    }),
    published: boolean("published").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").notNull(),
  },
  (t) => [
    check("event_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
    check("event_category", sql`${t.category} in ('tournament', 'workshop', 'camp', 'open-class')`),
    check("event_venue_kind", sql`${t.venueKind} in ('centre', 'online', 'address')`),
    check("event_register_kind", sql`${t.registerKind} in ('whatsapp', 'link')`),
    index("event_published_ends_at").on(t.published, t.endsAt),
  ],
);
