import { adminGalleryCopy as copy } from "~/content/admin-gallery";
import { adminCollectionCopy } from "~/content/admin-nav";
import { parseId } from "~/lib/collection";
import { readAdminForm } from "~/server/auth/admin.server";
import { addAlbumPhoto } from "~/server/collections/gallery.server";
import { ImageUploadError } from "~/server/photos/image-upload.server";
import type { Route } from "./+types/gallery-photos";

/** What the uploader reads: a message for the admin, and the stored photo's id on success. */
export type PhotoUploadResult = { ok: boolean; message: string; photoId?: number };

/**
 * POST /admin/gallery/:id/photos — one photo and its alt text, sent by the album page's
 * uploader (one request per file, so each file has its own progress bar;
 * docs/decisions/admin-area.md "Photos"). Answers JSON: 200 with the photo, or the upload's refusal
 * (400, 413, 415) or 404 with a message; 403 for anyone but the admin or another origin. Without
 * JavaScript the album page's own form posts one photo to the page instead (intent `add-photo`,
 * gallery-admin.server.ts `albumPageAction`).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const { user, form } = await readAdminForm(request);
  const albumId = parseId(params.id);
  const file = form.get("photo");
  try {
    const added = albumId
      ? await addAlbumPhoto(
          albumId,
          file instanceof Blob ? file : null,
          form.get("alt"),
          user.email,
        )
      : null;
    if (!added) {
      return Response.json(
        { ok: false, message: adminCollectionCopy.notFound } satisfies PhotoUploadResult,
        { status: 404 },
      );
    }
    return Response.json({
      ok: true,
      message: copy.photoAdded,
      photoId: added.photo.id,
    } satisfies PhotoUploadResult);
  } catch (error) {
    if (!(error instanceof ImageUploadError)) throw error;
    return Response.json({ ok: false, message: error.message } satisfies PhotoUploadResult, {
      status: error.status,
    });
  }
}
