import { Link } from "react-router";
import { AlbumFields } from "~/components/admin/album-fields";
import { AlbumPhotos, type PhotoRefusal } from "~/components/admin/album-photos";
import { ChangedLine, PublicationBadge } from "~/components/admin/collection-controls";
import { type AdminItemForm, AdminItemPage } from "~/components/admin/collection-item";
import { adminButton } from "~/components/admin/collection-list";
import { adminGalleryCopy as copy } from "~/content/admin-gallery";
import type { FormValues } from "~/lib/form";
import { type AlbumEventChoice, type AlbumPhotoView, isPhotoIntent } from "~/lib/gallery";

/** What an album's page shows beside its form (gallery-admin.server.ts `albumPageExtra`). */
export type AlbumPageExtra = {
  /** The events the album can belong to. */
  events: AlbumEventChoice[];
  /** The stored album's badge, "changed" line and public address; null on the new album's page. */
  album: {
    slug: string;
    published: boolean;
    updatedAt: string;
    updatedBy: string;
  } | null;
  photos: AlbumPhotoView[];
  /** The photo whose delete confirmation shows (`?delete=ID`). */
  confirming: number | null;
  /** The line after the last change: the album or a photo saved, a photo deleted. */
  notice: string | null;
};

/**
 * New album and an album's page (spec §2 Gallery): the album's form (title, date, event,
 * published), then on a stored album its photos and "Add photos". A refused form shows its
 * messages and keeps what was typed: the album's in the form, a photo's under that photo.
 * @param id the album's id, or null for a new one
 * @param values the stored album as the form's values
 * @param form the album form's words, as the section declares them (gallery-admin.server.ts);
 *   a new album's button says "Create album"
 * @param formKey changes when the stored album changes
 * @param refusal the last refused post of the page (the album's form or a photo's)
 */
export function AdminAlbumPage({
  id,
  heading,
  missing,
  values: stored,
  form,
  formKey,
  extra,
  refusal,
}: {
  id: number | null;
  heading: string;
  missing: boolean;
  values: FormValues;
  form: AdminItemForm;
  formKey: string;
  extra: AlbumPageExtra | null;
  refusal?: PhotoRefusal;
}) {
  const photoRefusal = isPhotoIntent(refusal?.values?.intent) ? refusal : undefined;
  const albumRefusal = photoRefusal ? undefined : refusal;
  const values = albumRefusal?.values ?? stored;
  // A photo's refusal is said at the top too, in its own words.
  const errors = photoRefusal
    ? { form: photoRefusal.errors.photo ?? photoRefusal.errors.alt ?? photoRefusal.errors.form }
    : (albumRefusal?.errors ?? {});
  const album = extra?.album;
  return (
    <AdminItemPage
      heading={heading}
      path={copy.path}
      back={copy.back}
      missing={missing}
      notice={extra?.notice}
      errors={errors}
      published={values.published === "on"}
      form={id === null ? { ...form, submit: copy.create } : form}
      formKey={formKey}
      intro={
        album ? (
          <div className="mt-2 space-y-1">
            <PublicationBadge published={album.published} />
            <ChangedLine updatedAt={album.updatedAt} updatedBy={album.updatedBy} />
            {album.published ? (
              <p>
                <Link to={`${copy.publicPath}/${album.slug}`} className={adminButton.link}>
                  {copy.view}
                </Link>
              </p>
            ) : null}
          </div>
        ) : null
      }
      after={
        id !== null && extra ? (
          <AlbumPhotos
            path={`${copy.path}/${id}`}
            photos={extra.photos}
            confirming={extra.confirming}
            refusal={photoRefusal}
          />
        ) : null
      }
    >
      <AlbumFields
        idPrefix={form.idPrefix}
        values={values}
        events={extra?.events ?? []}
        errors={errors}
      />
    </AdminItemPage>
  );
}
