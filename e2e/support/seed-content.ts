import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import { makeImage } from "../../tests/fixtures/images";
import { createEventByHttp } from "./events";
import { addAlbumPhotoByHttp, createAlbumByHttp } from "./gallery";
import { createPostByHttp } from "./posts";

/** The admin's content {@link seedDetailPages} made: the public path and admin id of each. */
export type SeededContent = {
  post: { id: string; path: string; title: string };
  event: { id: string; path: string; title: string };
  album: { id: string; path: string; title: string; photoAlt: string };
};

/**
 * Publishes one of each admin-made detail page through the admin's own forms, so specs can
 * check their server HTML (spec §2 Blogs, Events, Gallery): a blog post, an upcoming event, and
 * an album of that event holding one photo (the album's link-preview image).
 * @param admin a request context signed in as the admin of the server at `baseURL`
 */
export async function seedDetailPages(
  admin: APIRequestContext,
  baseURL: string,
): Promise<SeededContent> {
  const post = { title: "Five habits of strong juniors", slug: "five-habits" };
  const postId = await createPostByHttp(admin, baseURL, {
    ...post,
    summary: "What our best young players do between tournaments.",
    body: "## Solve daily\n\nTen puzzles a day, **every** day.\n\n- Review your games\n- Play longer time controls",
    publishDate: "2025-06-01",
    published: true,
  });
  const event = { title: "District rapid open", slug: "district-rapid-open" };
  const eventId = await createEventByHttp(admin, baseURL, {
    ...event,
    category: "tournament",
    body: "Six rounds, 15+10. Bring your own clock if you have one.",
  });
  const album = {
    title: "Rapid open photos",
    photoAlt: "Two juniors shaking hands before round one",
  };
  const { id: albumId } = await createAlbumByHttp(admin, baseURL, {
    title: album.title,
    takenOn: "2025-06-02",
    published: true,
    eventId,
  });
  await addAlbumPhotoByHttp(
    admin,
    baseURL,
    albumId,
    {
      name: "handshake.png",
      mimeType: "image/png",
      buffer: await makeImage("png", { width: 900, height: 600, colour: "#5a3d22" }),
    },
    album.photoAlt,
  );
  const albumPage = await (await admin.get(`/admin/gallery/${albumId}`)).text();
  const albumSlug = albumPage.match(/href="\/gallery\/([a-z0-9-]+)"/)?.[1] ?? "";
  expect(albumSlug, "the album page links its public address").not.toBe("");
  return {
    post: { id: postId, path: `/blogs/${post.slug}`, title: post.title },
    event: { id: eventId, path: `/events/${event.slug}`, title: event.title },
    album: { id: albumId, path: `/gallery/${albumSlug}`, ...album },
  };
}

/**
 * Deletes what {@link seedDetailPages} published (album, post, then event), so the server a
 * worker's specs share is as it was.
 * @param admin a request context signed in as the admin of the server at `baseURL`
 */
export async function removeSeededContent(
  admin: APIRequestContext,
  baseURL: string,
  seeded: SeededContent,
) {
  const origin = { Origin: baseURL };
  for (const [url, id] of [
    ["/admin/gallery", seeded.album.id],
    ["/admin/posts", seeded.post.id],
    ["/admin/events", seeded.event.id],
  ]) {
    const response = await admin.post(url, {
      headers: origin,
      form: { intent: "delete", id },
      maxRedirects: 0,
    });
    expect(response.status(), `${url} delete ${id}`).toBeLessThan(400);
  }
}
