import { and, count, desc, eq, lte, ne } from "drizzle-orm";
import {
  POSTS_PER_PAGE,
  type PostInput,
  postInputSchema,
  SLUG_PATTERN,
  slugify,
  todayInKolkata,
} from "~/lib/posts";
import { type Db, getDb } from "~/server/db.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { deletePhoto } from "~/server/photo-store.server";
import { blogPost } from "~/server/schema";

/**
 * The blog store (docs/decisions/admin-area.md "Blog"): one module per collection, the shape of
 * feedback.server.ts. Posts are ordered by publish date, newest first (then newest id), so there is
 * no move. Every change drops the cached public pages on every instance. A post owns its cover
 * photo (photo store): replacing or removing the cover, or deleting the post, deletes the old
 * photo.
 */

/** A stored post. `publishDate` is YYYY-MM-DD. */
export type StoredPost = typeof blogPost.$inferSelect;

/** Raised when a post's chosen slug is already another post's; `field` names the form field. */
export class SlugTakenError extends Error {
  readonly field = "slug";
  constructor(readonly slug: string) {
    super(`The slug "${slug}" is already used by another post.`);
    this.name = "SlugTakenError";
  }
}

const newestFirst = [desc(blogPost.publishDate), desc(blogPost.id)] as const;

/**
 * The cover photo an input sets: `coverPhotoId` a photo id, null for none, or undefined (absent)
 * to leave it as it is.
 */
function coverOf(input: unknown): number | null | undefined {
  const value = (input as { coverPhotoId?: unknown } | null)?.coverPhotoId;
  if (value === null) return null;
  return Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : undefined;
}

/**
 * The posts visitors see at `now`: published, and their publish date reached in India time (a
 * post dated later goes live on that date; the page cache renders again within its maximum age).
 */
function live(now: Date = new Date()) {
  return and(eq(blogPost.published, true), lte(blogPost.publishDate, todayInKolkata(now)));
}

/**
 * Every post, newest publish date first.
 * @param options.includeDrafts every post: drafts and scheduled ones too (the admin list);
 *   default only the live ones (published, publish date reached)
 * @param options.now the moment "live" is judged at; default now
 */
export async function listPosts(
  options: { includeDrafts?: boolean; now?: Date } = {},
  db?: Db,
): Promise<StoredPost[]> {
  const conn = db ?? (await getDb());
  return conn
    .select()
    .from(blogPost)
    .where(options.includeDrafts ? undefined : live(options.now))
    .orderBy(...newestFirst);
}

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
  const conn = db ?? (await getDb());
  const published = live(now);
  const [{ total }] = await conn.select({ total: count() }).from(blogPost).where(published);
  const posts = await conn
    .select()
    .from(blogPost)
    .where(published)
    .orderBy(...newestFirst)
    .limit(perPage)
    .offset((Math.max(1, Math.floor(page)) - 1) * perPage);
  return { posts, pageCount: Math.ceil(total / perPage), total };
}

/** The post with this id (drafts included: for the admin), or null. */
export async function getPost(id: number, db?: Db): Promise<StoredPost | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn.select().from(blogPost).where(eq(blogPost.id, id));
  return row ?? null;
}

/**
 * The post at this slug, or null (also, without a query, for text that cannot be a slug:
 * SLUG_PATTERN).
 * @param options.includeDrafts also a draft or a scheduled post; default only a live one (the
 *   public page: published, publish date reached)
 * @param options.now the moment "live" is judged at; default now
 */
export async function getPostBySlug(
  slug: string,
  options: { includeDrafts?: boolean; now?: Date } = {},
  db?: Db,
): Promise<StoredPost | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select()
    .from(blogPost)
    .where(
      options.includeDrafts
        ? eq(blogPost.slug, slug)
        : and(eq(blogPost.slug, slug), live(options.now)),
    );
  return row ?? null;
}

/**
 * Adds a post. Validates again ({@link postInputSchema}). An empty slug is made from the title
 * (made unique with "-2", "-3"…); a slug the admin typed must be free.
 * @param input raw form values, and `coverPhotoId` (a stored photo's id) for a cover
 * @param actor the admin's e-mail (`updated_by`)
 * @throws ZodError on invalid input; {@link SlugTakenError} when the typed slug is taken
 */
export async function createPost(input: unknown, actor: string, db?: Db): Promise<StoredPost> {
  const values = postInputSchema.parse(input);
  const conn = db ?? (await getDb());
  const slug = await resolveSlug(conn, values, null);
  const [row] = await insertOrSlugTaken(slug, () =>
    conn
      .insert(blogPost)
      .values({ ...values, slug, coverPhotoId: coverOf(input) ?? null, updatedBy: actor })
      .returning(),
  );
  invalidatePageCache();
  return row;
}

/**
 * Changes a post (every field; `updated_at` now, `updated_by` the actor). With `coverPhotoId`
 * in the input (an id, or null for none) the cover changes and the old cover photo is deleted.
 * @returns the changed post, or null when there is no post with that id
 * @throws ZodError on invalid input; {@link SlugTakenError} when the typed slug is another post's
 */
export async function updatePost(
  id: number,
  input: unknown,
  actor: string,
  db?: Db,
): Promise<StoredPost | null> {
  const values = postInputSchema.parse(input);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const conn = db ?? (await getDb());
  const slug = await resolveSlug(conn, values, id);
  const cover = coverOf(input);
  const before = cover === undefined ? null : await getPost(id, conn);
  const [row] = await insertOrSlugTaken(slug, () =>
    conn
      .update(blogPost)
      .set({
        ...values,
        slug,
        ...(cover === undefined ? {} : { coverPhotoId: cover }),
        updatedAt: new Date(),
        updatedBy: actor,
      })
      .where(eq(blogPost.id, id))
      .returning(),
  );
  if (!row) return null;
  const old = before?.coverPhotoId;
  if (old && old !== row.coverPhotoId) await deletePhoto(old, conn);
  invalidatePageCache();
  return row;
}

/**
 * Deletes a post and its cover photo.
 * @returns whether a post with that id existed
 */
export async function deletePost(id: number, db?: Db): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false;
  const conn = db ?? (await getDb());
  const removed = await conn
    .delete(blogPost)
    .where(eq(blogPost.id, id))
    .returning({ id: blogPost.id, coverPhotoId: blogPost.coverPhotoId });
  if (removed.length === 0) return false;
  const cover = removed[0].coverPhotoId;
  if (cover) await deletePhoto(cover, conn);
  invalidatePageCache();
  return true;
}

/**
 * The slug to store: the typed one (must not be another post's), or one made from the title,
 * with "-2", "-3"… added until it is free.
 * @param self the post being changed (its own slug is free for it), or null for a new post
 * @throws SlugTakenError
 */
async function resolveSlug(conn: Db, values: PostInput, self: number | null): Promise<string> {
  const taken = async (slug: string) => {
    const [row] = await conn
      .select({ id: blogPost.id })
      .from(blogPost)
      .where(
        self === null
          ? eq(blogPost.slug, slug)
          : and(eq(blogPost.slug, slug), ne(blogPost.id, self)),
      );
    return row !== undefined;
  };
  if (values.slug) {
    if (await taken(values.slug)) throw new SlugTakenError(values.slug);
    return values.slug;
  }
  const base = slugify(values.title) || "post";
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "" : `-${n}`;
    const candidate = `${base.slice(0, 80 - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
}

/**
 * Runs an insert or update and turns the unique-slug violation of a concurrent save (another
 * request took the slug between the check and the write) into {@link SlugTakenError}.
 */
async function insertOrSlugTaken<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError(slug);
    throw error;
  }
}

/** PostgreSQL's unique_violation (23505), as pg or PGlite report it (possibly wrapped). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; ) {
    if (e.code === "23505") return true;
    e = e.cause as typeof e;
  }
  return false;
}
