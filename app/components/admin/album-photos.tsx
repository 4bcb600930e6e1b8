import { Form } from "react-router";
import { DeleteWithConfirm, MoveButtons } from "~/components/admin/collection-controls";
import { PhotoUploader } from "~/components/admin/photo-uploader";
import { FormField, fieldInputClass } from "~/components/form-field";
import { Photo } from "~/components/photo";
import { adminGalleryCopy as copy } from "~/content/admin-gallery";
import type { FormValues } from "~/lib/form";
import type { AlbumPhotoView } from "~/lib/gallery";
import { PHOTO_ALT_LIMIT } from "~/lib/photo";

/** A refused photo form of the album's page: its messages by field and what was typed. */
export type PhotoRefusal = { errors: Record<string, string>; values?: FormValues };

/**
 * The photos of an album's page (docs/decisions/admin-area.md "Gallery", "Photos";
 * docs/decisions/collection-kit.md "Routes": the album's page is its photos' list): each photo
 * with its description's form, Up and Down, and Delete with its confirmation step, then "Add
 * photos". Plain form posts to the album's page (intents `alt`, `move`, `delete`, `add-photo`),
 * so all of it works without JavaScript.
 * @param path the album's page, e.g. "/admin/gallery/12"
 * @param confirming the photo whose delete confirmation shows (`?delete=ID`)
 * @param refusal the last photo form's refusal: a description shows again as typed, with its
 *   message, under its photo (`values.id`); an upload's message under the file field
 */
export function AlbumPhotos({
  path,
  photos,
  confirming,
  refusal,
}: {
  path: string;
  photos: AlbumPhotoView[];
  confirming: number | null;
  refusal?: PhotoRefusal;
}) {
  const refused = (id: number) =>
    refusal?.values?.intent === "alt" && refusal.values.id === String(id);
  return (
    <>
      <section aria-labelledby="photos-heading" className="mt-10">
        <h2 id="photos-heading" className="text-xl font-bold text-stone-900">
          {copy.photosHeading}
        </h2>
        {photos.length === 0 ? <p className="mt-3 text-stone-700">{copy.noPhotos}</p> : null}
        <ul className="mt-4 grid gap-4">
          {photos.map(({ albumPhotoId, photo }, i) => {
            const name = photo.alt || copy.photoName(i + 1);
            const typed = refused(albumPhotoId) ? refusal?.values?.alt : undefined;
            return (
              <li
                key={albumPhotoId}
                className="flex flex-wrap items-start gap-4 rounded-xl border border-stone-200 p-3"
              >
                <Photo photo={photo} sizes="128px" className="h-32 w-32 rounded object-cover" />
                <Form method="post" className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="alt" />
                  <input type="hidden" name="id" value={albumPhotoId} />
                  <FormField
                    id={`alt-${albumPhotoId}`}
                    label={copy.altLabel}
                    error={typed === undefined ? undefined : refusal?.errors.alt}
                    className="min-w-0 flex-1"
                  >
                    {(control) => (
                      <input
                        {...control}
                        key={typed ?? photo.alt}
                        name="alt"
                        required
                        maxLength={PHOTO_ALT_LIMIT}
                        defaultValue={typed ?? photo.alt}
                        className={fieldInputClass}
                      />
                    )}
                  </FormField>
                  <button
                    type="submit"
                    aria-label={`${copy.saveAlt}: ${name}`}
                    className="rounded-md border border-stone-400 bg-white px-3 py-2.5 text-sm font-semibold"
                  >
                    {copy.saveAlt}
                  </button>
                </Form>
                <MoveButtons
                  id={albumPhotoId}
                  name={name}
                  first={i === 0}
                  last={i === photos.length - 1}
                />
                <DeleteWithConfirm
                  id={albumPhotoId}
                  name={name}
                  listPath={path}
                  confirming={confirming === albumPhotoId}
                />
              </li>
            );
          })}
        </ul>
      </section>

      <section
        aria-labelledby="add-photos"
        className="mt-10 rounded-xl border border-stone-200 p-5"
      >
        <h2 id="add-photos" className="text-xl font-bold text-stone-900">
          {copy.addPhotosHeading}
        </h2>
        <div className="mt-4">
          <PhotoUploader
            uploadUrl={`${path}/photos`}
            error={
              refusal?.values?.intent === "add-photo"
                ? (refusal.errors.photo ?? refusal.errors.alt)
                : undefined
            }
          />
        </div>
      </section>
    </>
  );
}
