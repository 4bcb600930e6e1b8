import { desc, lte } from "drizzle-orm";
import { adminPostsCopy } from "~/content/admin-posts";
import { POST_ERRORS, POSTS_PER_PAGE, postInputSchema, todayInKolkata } from "~/lib/posts";
import type { AdminSection } from "~/server/collections/admin-route.server";
import { defineCollection } from "~/server/collections/kit.server";
import type { Db } from "~/server/db/db.server";
import { blogPost } from "~/server/schema";

/**
 * The blog's posts (spec §2 Blogs; docs/decisions/collection-kit.md): newest publish date first
 * (then newest id), so the admin does not move them; a web address from the title unless the
 * admin types one ("post" when the title leaves nothing); an optional cover photo; drafts kept
 * from visitors, and a published post goes live on its publish date in India time (`live`; the
 * page cache renders again within its maximum age).
 */
export const posts = defineCollection({
  table: blogPost,
  schema: postInputSchema,
  orderBy: [desc(blogPost.publishDate), desc(blogPost.id)],
  slug: {
    from: (values) => values.title,
    typed: (values) => values.slug,
    fallback: "post",
    taken: POST_ERRORS.slugTaken,
  },
  cover: { key: "coverPhotoId" },
  live: (now) => lte(blogPost.publishDate, todayInKolkata(now)),
});

/** A stored post. `publishDate` is YYYY-MM-DD. */
export type StoredPost = typeof blogPost.$inferSelect;

/** The Blog section of the admin area: the cover is `cover`, described by `coverAlt`. */
export const postsAdmin = {
  path: adminPostsCopy.path,
  store: posts,
  fixErrors: adminPostsCopy.form.failed,
  photo: { file: "cover", remove: "removeCover", alt: "coverAlt" },
  notices: adminPostsCopy,
} satisfies AdminSection;

/**
 * One page of the live posts (published, publish date reached), newest first (/blogs?page=N).
 * @param page 1 or more
 * @param perPage default {@link POSTS_PER_PAGE}
 * @param now the moment "live" is judged at; default now
 * @returns the posts of that page (empty past the last page), the page count (0 when there are
 *   no live posts) and the total
 */
export async function listPublishedPage(
  page: number,
  perPage: number = POSTS_PER_PAGE,
  db?: Db,
  now: Date = new Date(),
): Promise<{ posts: StoredPost[]; pageCount: number; total: number }> {
  const offset = (Math.max(1, Math.floor(page)) - 1) * perPage;
  const [rows, total] = await Promise.all([
    posts.list({ now, limit: perPage, offset }, db),
    posts.count({ now }, db),
  ]);
  return { posts: rows, pageCount: Math.ceil(total / perPage), total };
}
