import { data } from "react-router";
import { adminDashboardCopy as copy } from "~/content/admin-dashboard";
import type { DashboardActionResult, DashboardIntent } from "~/lib/admin-dashboard";
import { BANNER_DEFAULT_ALT } from "~/lib/banner";
import { bannerTextSchema, feedbackInputSchema } from "~/lib/feedback";
import { fieldErrors } from "~/lib/form";
import { requireAdminForAction } from "~/server/auth/admin.server";
import { type AdminIntentHandler, adminIntents } from "~/server/auth/admin-intents.server";
import { DASHBOARD_FORM_LIMIT_BYTES, readFormBody } from "~/server/http/form-body.server";
import { assertSameOrigin } from "~/server/http/security.server";
import { ImageUploadError, processBannerImage } from "~/server/photos/image-upload.server";
import { savePhoto } from "~/server/photos/photo-store.server";
import { deleteBanner, getBanner, saveBanner, toBannerView } from "~/server/site/banner.server";
import { addFeedback, deleteFeedback, listFeedback } from "~/server/site/feedback.server";

/**
 * The server side of the admin dashboard, /admin-dashboard (spec §2 "Admin dashboard", §4
 * Banner and Feedback, §8 alerts; docs/decisions/admin-area.md "Layout": the route module keeps
 * meta, loader, action and component only).
 */

function fail(
  intent: DashboardActionResult["intent"],
  errors: Record<string, string>,
  status = 400,
  values?: { title: string; content: string },
) {
  return data<DashboardActionResult>({ ok: false, intent, errors, values }, { status });
}

/**
 * What the dashboard shows: the stored banner (or null) and the feedback list.
 * Call only after `requireAdmin` (the route's loader does).
 */
export async function dashboardData() {
  const [banner, feedback] = await Promise.all([getBanner(), listFeedback()]);
  return {
    banner: banner ? toBannerView(banner) : null,
    feedback: feedback.map(({ id, name, content, stars }) => ({ id, name, content, stars })),
  };
}

/** The dashboard's changes by `intent`, one handler for each {@link DashboardIntent}. */
const dashboardIntents = adminIntents(
  {
    "update-banner": async ({ form, values, user }) => {
      const intent = "update-banner";
      const typed = { title: values.title ?? "", content: values.content ?? "" };
      const text = bannerTextSchema.safeParse(typed);
      if (!text.success) return fail(intent, fieldErrors(text.error), 400, typed);
      const file = form.get("image");
      try {
        const upload = file instanceof Blob ? file : null;
        const image = await processBannerImage(upload);
        // The same upload at the responsive widths, for the homepage
        // (docs/decisions/first-paint.md).
        const photo = await savePhoto(upload, text.data.title || BANNER_DEFAULT_ALT, user.email);
        await saveBanner({ ...text.data, image, photo });
      } catch (error) {
        if (error instanceof ImageUploadError)
          return fail(intent, { image: error.message }, error.status, typed);
        throw error;
      }
      return { ok: true, intent, message: copy.banner.updated } satisfies DashboardActionResult;
    },
    "delete-banner": async () => {
      await deleteBanner();
      return {
        ok: true,
        intent: "delete-banner",
        message: copy.banner.deleted,
      } satisfies DashboardActionResult;
    },
    "add-feedback": async ({ form }) => {
      const input = feedbackInputSchema.safeParse({
        name: form.get("name"),
        content: form.get("content"),
        stars: form.get("stars"),
      });
      if (!input.success) return fail("add-feedback", fieldErrors(input.error));
      await addFeedback(input.data);
      return {
        ok: true,
        intent: "add-feedback",
        message: copy.feedback.added,
      } satisfies DashboardActionResult;
    },
    "delete-feedback": async ({ form }) => {
      const intent = "delete-feedback";
      if (!(await deleteFeedback(Number(form.get("id"))))) {
        return fail(intent, { form: copy.errors.notFound }, 404);
      }
      return { ok: true, intent, message: copy.feedback.deleted } satisfies DashboardActionResult;
    },
  } satisfies Record<DashboardIntent, AdminIntentHandler>,
  {
    otherwise: () => fail("unknown", { form: copy.errors.unknownIntent }),
    read: readDashboardForm,
  },
);

/**
 * Every dashboard change, chosen by the form's `intent` field (update-banner, delete-banner,
 * add-feedback, delete-feedback; admin-intents.server.ts). Refuses anything but the admin (403)
 * and cross-origin requests (403) before reading the body, and bodies over 6 MB (413). Invalid
 * input changes nothing and comes back as field errors (400; a refused image its own status; a
 * feedback id that no longer exists 404); another intent 400.
 * @returns the action's {@link DashboardActionResult}, as data or a plain object
 */
export async function dashboardAction(request: Request) {
  return dashboardIntents(request);
}

/**
 * The dashboard's form: another origin and anyone but the admin are refused (403) before the
 * body is read, then the shared {@link readFormBody} within 6 MB: over the limit (413) the "too
 * large" message of the upload field, a body that is not a readable form the "unknown action"
 * error (400), as before the shared reader existed.
 * @returns the admin and the form data, or the answer to give instead (`refused`)
 * @throws the 403 Response
 */
async function readDashboardForm(request: Request) {
  assertSameOrigin(request);
  const user = await requireAdminForAction(request);
  try {
    return { user, form: await readFormBody(request, DASHBOARD_FORM_LIMIT_BYTES) };
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    if (error.status === 413) {
      // The rest of the body is not read: close the connection so it is not reused.
      return {
        refused: data<DashboardActionResult>(
          { ok: false, intent: "update-banner", errors: { image: copy.errors.requestTooLarge } },
          { status: 413, headers: { Connection: "close" } },
        ),
      };
    }
    return { refused: fail("unknown", { form: copy.errors.unknownIntent }) };
  }
}
