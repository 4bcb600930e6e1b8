import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";

/**
 * Helpers of the gallery's specs (docs/decisions/admin-area.md "Gallery";
 * docs/decisions/collection-kit.md "Routes"): an album made through the New album form, and
 * photos added through the uploader's endpoint, over HTTP.
 */

/** An album as the admin's form posts it ("published" only when ticked, as a browser sends it). */
export type AlbumFields = {
  title: string;
  takenOn: string;
  published?: boolean;
  /** The event's id ("" or left out: none). */
  eventId?: string;
};

/**
 * Creates an album through the New album form (/admin/gallery/new: 303 to the album's page).
 * @param admin a request context signed in as the admin
 * @returns the album's id and its page's path (/admin/gallery/ID)
 */
export async function createAlbumByHttp(
  admin: APIRequestContext,
  baseURL: string,
  album: AlbumFields,
): Promise<{ id: string; path: string }> {
  const { published, eventId, ...rest } = album;
  const response = await admin.post("/admin/gallery/new", {
    headers: { Origin: baseURL },
    form: { ...rest, eventId: eventId ?? "", ...(published ? { published: "on" } : {}) },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
  const id = response
    .headers()
    .location?.match(/^\/admin\/gallery\/(\d+)\?saved=\1&created=1$/)?.[1];
  expect(id, response.headers().location).toBeTruthy();
  return { id: id ?? "", path: `/admin/gallery/${id}` };
}

/**
 * Adds one photo to an album as the album page's uploader does (POST /admin/gallery/:id/photos,
 * JSON), and expects it stored.
 * @param photo the file part (name, MIME type, bytes)
 * @param alt its description
 */
export async function addAlbumPhotoByHttp(
  admin: APIRequestContext,
  baseURL: string,
  albumId: string,
  photo: { name: string; mimeType: string; buffer: Buffer },
  alt: string,
) {
  const upload = await admin.post(`/admin/gallery/${albumId}/photos`, {
    headers: { Origin: baseURL, Accept: "application/json" },
    multipart: { photo, alt },
  });
  expect(upload.status(), await upload.text()).toBe(200);
}
