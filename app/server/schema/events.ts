import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
// Relative, not "~/": drizzle-kit reads this file without the app's path alias.
import {
  EVENT_CATEGORIES,
  type EventCategory,
  REGISTER_KINDS,
  type RegisterKind,
  VENUE_KINDS,
  type VenueKind,
} from "../../lib/event-kinds";
import { audited, publishedFlag } from "./columns";
import { oneOf } from "./one-of";
import { photo } from "./photos";

/**
 * An event of the academy (spec §2 Events): what, when (timestamptz; entered and
 * shown in Asia/Kolkata), where (a centre, online or another address), how to register, an
 * optional cover photo, and whether the public site shows it. Ordered by date, so no `position`.
 */
export const event = pgTable(
  "event",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    category: text("category").$type<EventCategory>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    venueKind: text("venue_kind").$type<VenueKind>().notNull(),
    venueCentre: text("venue_centre").notNull().default(""),
    venueAddress: text("venue_address").notNull().default(""),
    summary: text("summary").notNull(),
    body: text("body").notNull().default(""),
    registerKind: text("register_kind").$type<RegisterKind>().notNull(),
    registerUrl: text("register_url").notNull().default(""),
    /** The cover photo (photo store); deleting the photo leaves the event without a cover. */
    coverPhotoId: bigint("cover_photo_id", { mode: "number" }).references(() => photo.id, {
      onDelete: "set null",
    }),
    published: publishedFlag(false),
    ...audited(),
  },
  (t) => [
    check("event_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
    check("event_category", oneOf(t.category, EVENT_CATEGORIES)),
    check("event_venue_kind", oneOf(t.venueKind, VENUE_KINDS)),
    check("event_register_kind", oneOf(t.registerKind, REGISTER_KINDS)),
    index("event_published_ends_at").on(t.published, t.endsAt),
  ],
);
