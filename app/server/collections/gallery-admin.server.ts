import * as z from "zod/mini";
import type { AlbumPageExtra } from "~/components/admin/album-page";
import { adminGalleryCopy as copy } from "~/content/admin-gallery";
import { adminCollectionCopy } from "~/content/admin-nav";
import { parseId } from "~/lib/collection";
import { formatAlbumDate, type PhotoIntent } from "~/lib/gallery";
import { type AdminIntentHandler, adminIntents } from "~/server/auth/admin-intents.server";
import {
  type AdminSectionWithPages,
  defineAdminSection,
} from "~/server/collections/admin-pages.server";
import {
  type AdminPost,
  type AdminSection,
  adminListQuery,
  adminNotice,
  changeAdminList,
  refuse,
  saveAdminItem,
} from "~/server/collections/admin-route.server";
import {
  albumPhotos,
  albums,
  listAlbumPhotos,
  listAlbums,
} from "~/server/collections/gallery.server";
import { listAlbumEventChoices } from "~/server/site/album-events.server";

/**
 * The gallery's admin section on the one route style (docs/decisions/collection-kit.md
 * "Routes"): the albums' list at /admin/gallery, the new album at /admin/gallery/new, and an
 * album's page at /admin/gallery/:id, which is also the list of its photos (describe, move,
 * delete with confirmation, add one without JavaScript). The uploader's several files at once
 * post to /admin/gallery/:id/photos (routes/admin/gallery-photos.ts).
 */

/**
 * The albums: the list with each album's date and photo count, in the gallery's order; New album;
 * an album's page (components/admin/album-page.tsx), which is also its photos' list, with its own
 * action ({@link albumPageAction}). A save answers on the album's own page (where its photos are
 * added), naming it: "Saved “…”.".
 */
export const albumsAdmin: AdminSectionWithPages = defineAdminSection({
  // The list shows each album's photo count: listAlbums joins them.
  store: { ...albums, list: (options) => listAlbums(options) },
  savedAt: (id: number, created: boolean) =>
    `${copy.path}/${id}?saved=${id}${created ? "&created=1" : ""}`,
  copy,
  list: {
    row: (album) => ({
      name: album.title,
      lines: [
        {
          text: `${formatAlbumDate(album.takenOn)} · ${copy.photoCount(album.photoCount)}`,
          className: "text-sm text-stone-700",
        },
      ],
    }),
    ordered: true,
  },
  item: {
    heading: (album) => (album ? copy.editHeading(album.title) : copy.addHeading),
    empty: { title: "", takenOn: "", eventId: "", published: "" },
    view: "gallery",
    extra: (album, request) => albumPageExtra(request, album),
    values: (album) => ({
      title: album.title,
      takenOn: album.takenOn,
      eventId: album.eventId === null ? "" : String(album.eventId),
      published: album.published ? "on" : "",
    }),
    // The album form's words; its page (components/admin/album-page.tsx) says "Create album" on a new one.
    form: { idPrefix: "album", published: { label: copy.publishedLabel }, submit: copy.save },
    action: (request, param) => albumPageAction(request, param),
  },
});

/** The photo form's own text fields: none the store keeps (the description is the photo's). */
const photoForm = z.object({});

/**
 * The photos of one album as a section whose list is the album's page: a new photo is an upload
 * (required) with its description, a save without a file describes the photo anew, and a delete
 * or move changes only a photo of this album. Every change marks the album "changed … by" the
 * admin.
 * @param albumId the album (checked to exist by the caller)
 * @param actor the admin's e-mail
 */
export function albumPhotosAdmin(albumId: number, actor: string) {
  const path = `${copy.path}/${albumId}`;
  return {
    path,
    store: {
      declaration: { schema: photoForm, cover: albumPhotos.declaration.cover },
      get: (id: number) => albumPhotos.get(id, undefined, albumId),
      create: (input: Record<string, unknown>, by: string) =>
        albumPhotos.create({ ...input, albumId }, by),
      update: (id: number, input: Record<string, unknown>, by: string) =>
        albumPhotos.update(id, { ...input, albumId }, by),
      remove: (id: number) => albumPhotos.remove(id, undefined, { scope: albumId, actor }),
      move: (id: number, direction: "up" | "down") =>
        albumPhotos.move(id, direction, undefined, { scope: albumId, actor }),
    },
    fixErrors: adminCollectionCopy.fixErrors,
    // The row is the photo: no "Remove" box, and a new one needs a file.
    photo: { file: "photo", alt: "alt" },
    savedAt: (id: number) => `${path}?photo=${id}`,
  } satisfies AdminSection;
}

/**
 * The action of /admin/gallery/new and /admin/gallery/:id: the album's form saves the album
 * (admin-route.server.ts `saveAdminItem`); on an album's page the photo forms, by `intent`, add
 * one photo (`add-photo`: the file and its description), describe one anew (`alt`, with `id`),
 * or move or delete one (`move`, `delete`: `changeAdminList`). Every change answers 303 to the
 * album's page; a refusal keeps what was typed; an album that does not exist answers 404.
 * @param param the route's `:id` ("new" or the album's id)
 * @throws readAdminForm's 403, 413 or 400
 */
export async function albumPageAction(request: Request, param: string | undefined) {
  /** A photo form of this album, whose section is the album's photos; 404 without the album. */
  const onPhotos =
    (run: (post: AdminPost, photos: AdminSection) => ReturnType<typeof saveAdminItem>) =>
    async (post: AdminPost) => {
      const albumId = parseId(param);
      if (albumId === null || !(await albums.get(albumId))) {
        return refuse({ form: adminCollectionCopy.notFound }, 404);
      }
      return run(post, albumPhotosAdmin(albumId, post.user.email));
    };
  const albumIntents = adminIntents(
    {
      "add-photo": onPhotos((post, photos) => saveAdminItem(post, "new", photos)),
      alt: onPhotos((post, photos) => saveAdminItem(post, String(post.form.get("id")), photos)),
      move: onPhotos((post, photos) => changeAdminList(post, photos)),
      delete: onPhotos((post, photos) => changeAdminList(post, photos)),
    } satisfies Record<PhotoIntent, AdminIntentHandler>,
    // The album's own form posts no photo intent.
    { otherwise: (post) => saveAdminItem(post, param, albumsAdmin) },
  );
  return albumIntents(request);
}

/**
 * What the album's page shows beside its form, read from the page's URL: the events to choose
 * from, and for a stored album its photos, the photo awaiting delete confirmation, and "Saved
 * “…”." (`?saved=ID` the album, `?photo=ID` a photo) or "Photo deleted." (`?deleted=1`).
 * @param album the stored album, or null on /admin/gallery/new
 */
export async function albumPageExtra(
  request: Request,
  album: typeof albums.declaration.table.$inferSelect | null,
): Promise<AlbumPageExtra> {
  const events = await listAlbumEventChoices();
  if (!album) return { events, album: null, photos: [], confirming: null, notice: null };
  const photos = await listAlbumPhotos(album.id);
  const query = adminListQuery(request);
  const photoQuery = {
    ...query,
    savedId: parseId(new URL(request.url).searchParams.get("photo")),
    created: false,
  };
  const notices = { deleted: copy.photoDeleted };
  const photoNames = photos.map((each) => ({ id: each.albumPhotoId, name: each.photo.alt }));
  return {
    events,
    album: {
      slug: album.slug,
      published: album.published,
      updatedAt: album.updatedAt.toISOString(),
      updatedBy: album.updatedBy,
    },
    photos,
    confirming: query.confirming,
    notice:
      adminNotice(query, [{ id: album.id, name: album.title }], notices) ??
      adminNotice(photoQuery, photoNames, notices),
  };
}
