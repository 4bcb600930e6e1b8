import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { POST_ERRORS } from "~/lib/posts";
import { pageCache } from "~/server/cache/page-cache.server";
import { listPublishedPage, posts } from "~/server/collections/posts.server";
import { SlugTakenError } from "~/server/collections/slug.server";
import { photoViews, savePhoto } from "~/server/photos/photo-store.server";
import { blogPost } from "~/server/schema";
import { testDatabases } from "../fixtures/databases";
import { makeImage } from "../fixtures/images";

/**
 * The blog's collection (spec §2 Blogs; docs/decisions/collection-kit.md) through its calls,
 * named as the blog's own store named them, on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. */

const ADMIN = "admin@example.test";

const createPost = posts.create;
const updatePost = posts.update;
const deletePost = (id: number, db: Parameters<typeof posts.remove>[1]) => posts.remove(id, db);
const getPost = posts.get;
const getPostBySlug = posts.getBySlug;
const listPosts = posts.list;

function post(overrides: Record<string, unknown> = {}) {
  return {
    title: "Opening tips for beginners",
    slug: "",
    summary: "Three ideas for the first moves.",
    body: "Control the **centre**.",
    publishDate: "2026-11-20",
    published: "on",
    ...overrides,
  };
}

describe.each(testDatabases("posts"))("blog store on $name", ({ open }) => {
  const connection = open();
  afterAll(async () => (await connection).close());
  beforeEach(async () => {
    await (await connection).db.delete(blogPost);
  });

  it("creates a post with trimmed text, a slug from the title and who wrote it", async () => {
    const { db } = await connection;
    const created = await createPost(
      post({ title: "  Opening Tips: Why e4?  ", summary: " Short. ", published: undefined }),
      ADMIN,
      db,
    );
    expect(created).toMatchObject({
      title: "Opening Tips: Why e4?",
      slug: "opening-tips-why-e4",
      summary: "Short.",
      body: "Control the **centre**.",
      publishDate: "2026-11-20",
      published: false,
      updatedBy: ADMIN,
    });
    expect(created.updatedAt).toBeInstanceOf(Date);
    expect(await getPost(created.id, db)).toEqual(created);
  });

  it("keeps drafts out of the public list, the public page and the page count", async () => {
    const { db } = await connection;
    const draft = await createPost(post({ title: "Draft", published: undefined }), ADMIN, db);
    const live = await createPost(post({ title: "Live" }), ADMIN, db);
    expect((await listPosts({}, db)).map((p) => p.title)).toEqual(["Live"]);
    expect((await listPosts({ includeDrafts: true }, db)).map((p) => p.title).sort()).toEqual([
      "Draft",
      "Live",
    ]);
    expect(await getPostBySlug(draft.slug, {}, db)).toBeNull();
    expect((await getPostBySlug(draft.slug, { includeDrafts: true }, db))?.id).toBe(draft.id);
    expect((await getPostBySlug(live.slug, {}, db))?.id).toBe(live.id);
    for (const junk of ["\u0000", `${live.slug}\u0000`, "\u0007", "a b"])
      expect(await getPostBySlug(junk, { includeDrafts: true }, db)).toBeNull();
    expect(await listPublishedPage(1, 10, db)).toMatchObject({ pageCount: 1, total: 1 });
  });

  it("keeps a published post dated later out of every public read until that date in India", async () => {
    const { db } = await connection;
    const later = await createPost(post({ title: "Later", publishDate: "2026-12-01" }), ADMIN, db);
    await createPost(post({ title: "Earlier", publishDate: "2026-11-30" }), ADMIN, db);
    // 23:59:59 on 30 November in India, then midnight: 1 December has begun there.
    const eve = new Date("2026-11-30T18:29:59Z");
    const day = new Date("2026-11-30T18:30:00Z");
    const titles = async (now: Date) => (await listPosts({ now }, db)).map((p) => p.title);
    expect(await titles(eve)).toEqual(["Earlier"]);
    expect(await getPostBySlug(later.slug, { now: eve }, db)).toBeNull();
    expect(await listPublishedPage(1, 10, db, eve)).toMatchObject({ pageCount: 1, total: 1 });
    expect(await titles(day)).toEqual(["Later", "Earlier"]);
    expect((await getPostBySlug(later.slug, { now: day }, db))?.id).toBe(later.id);
    expect(await listPublishedPage(1, 10, db, day)).toMatchObject({ pageCount: 1, total: 2 });
    // The admin sees it all along.
    expect((await listPosts({ includeDrafts: true, now: eve }, db)).length).toBe(2);
    expect((await getPostBySlug(later.slug, { includeDrafts: true, now: eve }, db))?.id).toBe(
      later.id,
    );
  });

  it("lists published posts newest publish date first, then newest first, in pages", async () => {
    const { db } = await connection;
    const dates = ["2026-01-05", "2026-03-01", "2025-12-31", "2026-03-01", "2026-02-14"];
    for (const [i, publishDate] of dates.entries())
      await createPost(post({ title: `Post ${i}`, publishDate }), ADMIN, db);
    const all = await listPosts({}, db);
    expect(all.map((p) => p.title)).toEqual(["Post 3", "Post 1", "Post 4", "Post 0", "Post 2"]);
    const first = await listPublishedPage(1, 2, db);
    const third = await listPublishedPage(3, 2, db);
    const past = await listPublishedPage(4, 2, db);
    expect(first.posts.map((p) => p.title)).toEqual(["Post 3", "Post 1"]);
    expect(third.posts.map((p) => p.title)).toEqual(["Post 2"]);
    expect([first.pageCount, first.total, past.posts.length]).toEqual([3, 5, 0]);
    await db.delete(blogPost);
    expect(await listPublishedPage(1, 2, db)).toEqual({ posts: [], pageCount: 0, total: 0 });
  });

  it("makes slugs unique with -2, -3 and refuses a typed slug that is taken", async () => {
    const { db } = await connection;
    const a = await createPost(post(), ADMIN, db);
    const b = await createPost(post(), ADMIN, db);
    const c = await createPost(post(), ADMIN, db);
    expect([a.slug, b.slug, c.slug]).toEqual([
      "opening-tips-for-beginners",
      "opening-tips-for-beginners-2",
      "opening-tips-for-beginners-3",
    ]);
    await expect(createPost(post({ slug: a.slug }), ADMIN, db)).rejects.toBeInstanceOf(
      SlugTakenError,
    );
    await expect(updatePost(b.id, post({ slug: a.slug }), ADMIN, db)).rejects.toBeInstanceOf(
      SlugTakenError,
    );
    // a post keeps its own slug; a title in another script gets "post"
    expect((await updatePost(a.id, post({ slug: a.slug }), ADMIN, db))?.slug).toBe(a.slug);
    expect((await createPost(post({ title: "சதுரங்கம்" }), ADMIN, db)).slug).toBe("post");
    expect((await listPosts({ includeDrafts: true }, db)).length).toBe(4);
  });

  it("refuses invalid input and stores nothing", async () => {
    const { db } = await connection;
    const bad = [
      post({ title: "   " }),
      post({ title: "x".repeat(161) }),
      post({ summary: "" }),
      post({ body: " \n " }),
      post({ slug: "Has Spaces" }),
      post({ slug: "-leading" }),
      post({ slug: "double--hyphen" }),
      post({ slug: "rss.xml" }),
      post({ publishDate: "2026-02-30" }),
      post({ publishDate: "" }),
      post({ title: null }),
    ];
    for (const input of bad)
      await expect(createPost(input, ADMIN, db), JSON.stringify(input)).rejects.toMatchObject({
        issues: expect.any(Array),
      });
    await expect(createPost(post({ title: "" }), ADMIN, db)).rejects.toThrow(
      POST_ERRORS.titleRequired,
    );
    expect(await listPosts({ includeDrafts: true }, db)).toEqual([]);
  });

  it("updates every field with the new author and time, and unpublishes", async () => {
    const { db } = await connection;
    const created = await createPost(post(), ADMIN, db);
    const changed = await updatePost(
      created.id,
      post({
        title: "Endgame basics",
        slug: "endgame-basics",
        summary: "Kings matter.",
        body: "Activate the king.",
        publishDate: "2026-11-22",
        published: undefined,
      }),
      "other-admin@example.test",
      db,
    );
    expect(changed).toMatchObject({
      id: created.id,
      title: "Endgame basics",
      slug: "endgame-basics",
      summary: "Kings matter.",
      body: "Activate the king.",
      publishDate: "2026-11-22",
      published: false,
      updatedBy: "other-admin@example.test",
    });
    expect(changed?.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
    expect(await getPostBySlug("endgame-basics", {}, db)).toBeNull();
    expect(await updatePost(999_999, post(), ADMIN, db)).toBeNull();
  });

  it("deletes by id and reports whether it existed", async () => {
    const { db } = await connection;
    const created = await createPost(post(), ADMIN, db);
    expect(await deletePost(created.id, db)).toBe(true);
    expect(await deletePost(created.id, db)).toBe(false);
    expect(await deletePost(-1, db)).toBe(false);
    expect(await getPost(created.id, db)).toBeNull();
  });

  it("owns its cover photo: replacing, removing or deleting the post deletes the old photo", async () => {
    const { db } = await connection;
    const png = await makeImage("png", { width: 640, height: 320, colour: "#8b5a2b" });
    const first = await savePhoto(png, "A chess board", ADMIN, db);
    const second = await savePhoto(png, "Two players", ADMIN, db);
    const third = await savePhoto(png, "A trophy", ADMIN, db);
    const created = await createPost(post({ coverPhotoId: first.id }), ADMIN, db);
    expect(created.coverPhotoId).toBe(first.id);
    // an edit without coverPhotoId keeps the cover
    const kept = await updatePost(created.id, post({ title: "Renamed" }), ADMIN, db);
    expect(kept?.coverPhotoId).toBe(first.id);
    const replaced = await updatePost(created.id, post({ coverPhotoId: second.id }), ADMIN, db);
    expect(replaced?.coverPhotoId).toBe(second.id);
    expect([...(await photoViews([first.id, second.id], db)).keys()]).toEqual([second.id]);
    const removed = await updatePost(created.id, post({ coverPhotoId: null }), ADMIN, db);
    expect(removed?.coverPhotoId).toBeNull();
    expect((await photoViews([second.id], db)).size).toBe(0);
    const other = await createPost(post({ coverPhotoId: third.id }), ADMIN, db);
    expect(await deletePost(other.id, db)).toBe(true);
    expect((await photoViews([third.id], db)).size).toBe(0);
  });

  it("drops the cached pages on every change", async () => {
    const { db } = await connection;
    const dropped = () => pageCache.generation;
    const before = dropped();
    const created = await createPost(post(), ADMIN, db);
    const afterCreate = dropped();
    await updatePost(created.id, post({ title: "New title" }), ADMIN, db);
    const afterUpdate = dropped();
    await deletePost(created.id, db);
    expect(afterCreate).toBeGreaterThan(before);
    expect(afterUpdate).toBeGreaterThan(afterCreate);
    expect(dropped()).toBeGreaterThan(afterUpdate);
  });
});
