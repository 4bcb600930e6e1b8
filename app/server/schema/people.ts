import { sql } from "drizzle-orm";
import { bigint, bigserial, check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { lastChange, publishedFlag } from "./columns";
import { photo } from "./photos";

/**
 * The people on the site, run from the admin (docs/decisions/admin-area.md "Collections": coaches,
 * testimonials and FAQs move from app/content/ into the database). Migration
 * drizzle/0004_people.sql creates the tables and seeds today's sample content. Every row has the
 * shared collection columns: `position` (smallest first), `published`, and who changed it when.
 */

/**
 * A coach profile (spec §3 Coach profile: name, title, quote, optional bio, image, optional
 * achievements; plus an optional FIDE rating, docs/decisions/admin-area.md "Coaches,
 * testimonials and FAQs"). `image` names a built-in portrait of the
 * image pipeline (app/content/images); the layout flag `reverse` is not stored: profiles
 * alternate sides by their place in the list, whatever the count. `user_id` is the account the
 * coach signs in with, once they accept the admin's invitation (docs/decisions/attendance.md
 * "Coach accounts"; drizzle/0013_coaches_attendance.sql): one coach per account.
 */
export const coach = pgTable(
  "coach",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    title: text("title").notNull(),
    quote: text("quote").notNull(),
    bio: text("bio").notNull().default(""),
    image: text("image"),
    imageAlt: text("image_alt").notNull().default(""),
    achievements: text("achievements").array().notNull().default(sql`'{}'::text[]`),
    fideRating: integer("fide_rating"),
    photoId: bigint("photo_id", { mode: "number" }).references(() => photo.id, {
      onDelete: "set null",
    }),
    userId: text("user_id")
      .unique("coach_user_id")
      .references(() => user.id, { onDelete: "set null" }),
    position: integer("position").notNull(),
    published: publishedFlag(true),
    ...lastChange(),
  },
  (t) => [check("coach_fide_rating_range", sql`${t.fideRating} between 1000 and 3000`)],
);

/** A student review (spec §3 Testimonial item: text and author; the region has its own field). */
export const testimonial = pgTable("testimonial", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  text: text("text").notNull(),
  author: text("author").notNull(),
  region: text("region").notNull(),
  position: integer("position").notNull(),
  published: publishedFlag(true),
  ...lastChange(),
});

/** One question of the FAQ accordion (spec §2 FAQ) and its answer, paragraph by paragraph. */
export const faq = pgTable("faq", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  question: text("question").notNull(),
  answer: text("answer").array().notNull(),
  position: integer("position").notNull(),
  published: publishedFlag(true),
  ...lastChange(),
});
