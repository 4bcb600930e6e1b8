import { AdminAlbumPage, type AlbumPageExtra } from "~/components/admin/album-page";
import { BatchFields } from "~/components/admin/batch-form";
import { CoachFields } from "~/components/admin/coach-fields";
import { AdminItemPage } from "~/components/admin/collection-item";
import { EventFields } from "~/components/admin/event-form";
import { AdminPostPage } from "~/components/admin/post-page";
import { PuzzleFields } from "~/components/admin/puzzle-form";
import type { AdminItemPageData } from "~/components/admin/section-pages";
import { TextFields } from "~/components/form-field";
import type { FormValues } from "~/lib/form";
import type { PhotoView } from "~/lib/photo";

/**
 * The item page of every admin section, by its view (docs/decisions/collection-kit.md "Routes:
 * one generic route module per page"): "fields", the generic form of the fields the section
 * declares as data, serves any section without a view of its own; the others are the escape
 * hatches of sections whose form is more than fields (a photo, a board preview, a schedule, an
 * album's photos), each with what else its loader sends (`extra`).
 */

/** What each view's loader sends beside the form (`extra`). */
export type AdminSectionViews = {
  fields: null;
  coaches: PhotoView | null;
  events: PhotoView | null;
  batches: ReadonlyArray<readonly [string, string]>;
  puzzles: null;
  posts: PhotoView | null;
  gallery: AlbumPageExtra;
};

/** A view's name. */
export type AdminViewName = keyof AdminSectionViews;

/** The view of an item page and what it sends beside the form. */
export type AdminViewData = {
  [K in AdminViewName]: { view: K; extra: AdminSectionViews[K] | null };
}[AdminViewName];

/** What a refused save answers (server/collections/admin-section.server.ts `refuse`). */
type Refusal = { errors: Record<string, string>; values?: FormValues };

/**
 * A section's item page from its loader's data.
 * @param refusal the refused save's messages and what was typed, if any
 */
export function AdminSectionItem({
  data,
  refusal,
}: {
  data: AdminItemPageData & AdminViewData;
  refusal?: Refusal;
}) {
  const values = refusal?.values ?? data.values;
  const errors = refusal?.errors ?? {};
  const formKey = JSON.stringify(data.values);
  const { page } = data;
  if (data.view === "posts") {
    return <AdminPostPage {...data} cover={data.extra} formKey={formKey} {...{ values, errors }} />;
  }
  if (data.view === "gallery") {
    return <AdminAlbumPage {...data} form={page.form} formKey={formKey} refusal={refusal} />;
  }
  return (
    <AdminItemPage
      heading={data.heading}
      path={page.path}
      back={page.back}
      missing={data.missing}
      errors={errors}
      published={values.published === "on"}
      form={page.form}
      formKey={formKey}
    >
      {data.view === "coaches" ? (
        <CoachFields values={values} photo={data.extra} errors={errors} />
      ) : data.view === "events" ? (
        <EventFields values={values} cover={data.extra} errors={errors} />
      ) : data.view === "batches" ? (
        <BatchFields values={values} coaches={data.extra ?? []} errors={errors} />
      ) : data.view === "puzzles" ? (
        <PuzzleFields values={values} errors={errors} />
      ) : (
        <TextFields
          idPrefix={page.form.idPrefix}
          fields={page.fields}
          values={values}
          errors={errors}
        />
      )}
    </AdminItemPage>
  );
}
