import { sql } from "drizzle-orm";
import { bigint, bigserial, check, date, index, pgTable, text, unique } from "drizzle-orm/pg-core";
import { audited, publishedFlag } from "./columns";
import { photo } from "./photos";

/**
 * A blog post (docs/decisions/admin-area.md "Blog", spec §2 Blogs): title, a unique URL slug,
 * summary, Markdown body, an optional cover photo, publish date (a calendar date, YYYY-MM-DD),
 * draft or published, and who changed it when. Migration: drizzle/0005_posts.sql.
 */
export const blogPost = pgTable(
  "blog_post",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    summary: text("summary").notNull().default(""),
    body: text("body").notNull().default(""),
    /** The cover photo (photo store); deleting the photo leaves the post without a cover. */
    coverPhotoId: bigint("cover_photo_id", { mode: "number" }).references(() => photo.id, {
      onDelete: "set null",
    }),
    publishDate: date("publish_date", { mode: "string" }).notNull(),
    published: publishedFlag(false),
    ...audited(),
  },
  (t) => [
    unique("blog_post_slug_unique").on(t.slug),
    check("blog_post_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index("blog_post_published_order").on(t.published, t.publishDate.desc(), t.id.desc()),
  ],
);
