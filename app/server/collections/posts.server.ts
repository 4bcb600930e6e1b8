import { desc, lte } from "drizzle-orm";
import { adminPostsCopy } from "~/content/admin-posts";
import { POST_ERRORS, POSTS_PER_PAGE, postInputSchema, todayInKolkata } from "~/lib/posts";
import { defineAdminSection, publishDateRow } from "~/server/collections/admin-pages.server";
import { defineCollection } from "~/server/collections/kit.server";
import type { Db } from "~/server/db/db.server";
import { photoView } from "~/server/photos/photo-store.server";
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

const copy = adminPostsCopy;

/**
 * The Blog section of the admin area: the cover is `cover`, described by `coverAlt`; ordered by
 * publish date (no Up/Down), with the "Scheduled" badge and Preview; its page is
 * components/admin/post-page.tsx.
 */
export const postsAdmin = defineAdminSection({
  store: posts,
  fixErrors: copy.form.failed,
  photo: { file: "cover", remove: "removeCover", alt: "coverAlt" },
  copy: { ...copy, add: copy.newPost, publicPath: "/blogs" },
  list: {
    row: (post) => ({
      name: post.title,
      dated: publishDateRow(post, copy, `/blogs/${post.slug}`),
      links: [
        {
          to: `${copy.path}/${post.id}/preview`,
          label: copy.preview,
          ariaLabel: copy.previewLabel(post.title),
        },
      ],
    }),
    ordered: false,
  },
  item: {
    missingHeading: copy.form.editTitle,
    heading: (post) => (post ? copy.form.editHeading(post.title) : copy.form.newHeading),
    metaTitle: (param) => (param === "new" ? copy.form.newTitle : copy.form.editTitle),
    // A new post is a draft dated today in India.
    empty: () => ({ ...emptyPost, publishDate: todayInKolkata() }),
    // Its own page and form (components/admin/post-page.tsx, post-form.tsx): no generic form.
    view: "posts",
    extra: (post) => photoView(post?.coverPhotoId),
    // The cover's description is the photo's own (the photo store keeps it).
    values: (post, cover) => ({
      title: post.title,
      slug: post.slug,
      summary: post.summary,
      body: post.body,
      publishDate: post.publishDate,
      published: post.published ? "on" : "",
      coverAlt: cover?.alt ?? "",
    }),
  },
});

/** A new post's fields: a draft, dated by the loader. */
const emptyPost = {
  title: "",
  slug: "",
  summary: "",
  body: "",
  publishDate: "",
  published: "",
  coverAlt: "",
};

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
