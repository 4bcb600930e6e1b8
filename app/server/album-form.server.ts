import { data } from "react-router";
import type { AdminActionResult } from "~/components/admin/collection-controls";
import { adminGalleryCopy as copy } from "~/content/admin-gallery";
import { fieldErrors } from "~/lib/form";
import { type AlbumInput, parseAlbumForm } from "~/lib/gallery";
import { FieldRefusal } from "~/server/collections/slug.server";

/** The 400 answer to a refused album form: the message, the field errors, what was typed. */
export type AlbumFormRefusal = ReturnType<typeof data<AdminActionResult>>;

/**
 * Saves the admin's album form (docs/decisions/admin-area.md "Gallery": create and update share
 * it): checks the posted fields, then runs `save`; a refusal (a field's rule, or an event that no
 * longer exists) keeps what was typed and changes nothing.
 * @param form the posted form (title, takenOn, published, eventId)
 * @param save stores the checked input (createAlbum or updateAlbum)
 * @returns `{ saved }` with what `save` returned, or `{ refusal }`: the 400 answer to return
 */
export async function saveAlbumForm<T>(
  form: FormData,
  save: (input: AlbumInput) => Promise<T>,
): Promise<{ saved: T; refusal?: undefined } | { refusal: AlbumFormRefusal }> {
  const { values, result } = parseAlbumForm(form);
  const refuse = (errors: Record<string, string>) => ({
    refusal: data<AdminActionResult>(
      { ok: false, message: copy.checkFields, errors, values },
      { status: 400 },
    ),
  });
  if (!result.success) return refuse(fieldErrors(result.error));
  try {
    return { saved: await save(result.data) };
  } catch (error) {
    // An event that no longer exists (gallery.server.ts `AlbumEventNotFoundError`), or a web
    // address other saves kept taking: the field's message.
    if (!(error instanceof FieldRefusal)) throw error;
    return refuse({ [error.field]: error.message });
  }
}
