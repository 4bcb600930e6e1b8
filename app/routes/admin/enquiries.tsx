import { data } from "react-router";
import { EnquiryInbox } from "~/components/admin/enquiry-inbox";
import { adminEnquiriesCopy as copy } from "~/content/admin-enquiries";
import { adminCollectionCopy } from "~/content/admin-nav";
import { parseId } from "~/lib/collection";
import {
  type EnquiryInboxResult,
  type EnquiryView,
  enquiryFollowUpSchema,
  enquiryLogSettingSchema,
  parseEnquiryFilters,
} from "~/lib/enquiry-inbox";
import { fieldErrors } from "~/lib/form";
import { adminPageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminIntents } from "~/server/auth/admin-intents.server";
import {
  countEnquiriesByStatus,
  deleteEnquiry,
  getEnquiryLogSetting,
  listEnquiries,
  type StoredEnquiry,
  saveEnquiryLogSetting,
  updateEnquiry,
} from "~/server/enquiries/enquiries.server";
import type { Route } from "./+types/enquiries";

/** The inbox's path; the CSV export is at `${PATH}.csv` with the same filters. */
const PATH = "/admin/enquiries";

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, { title: copy.title, description: copy.description, path: PATH });
}

/** An enquiry for the page: instants as ISO strings. */
function toView(e: StoredEnquiry): EnquiryView {
  const { createdAt, updatedAt, ...rest } = e;
  return { ...rest, receivedAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/**
 * The admin's inbox (docs/decisions/admin-area.md "Admin inbox"): the log setting, the stored
 * enquiries newest first filtered by `?status=&mode=&level=`, a count per status, and `?delete=ID`
 * for the delete confirmation. The admin only; anyone else is redirected to /adminlogin.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filters = parseEnquiryFilters(params);
  const enquiries = await listEnquiries(filters);
  const [counts, setting] = await Promise.all([
    countEnquiriesByStatus(filters),
    getEnquiryLogSetting(),
  ]);
  return {
    setting,
    filters,
    counts,
    enquiries: enquiries.map(toView),
    confirmDelete: parseId(params.get("delete")),
  };
}

function fail(intent: string, errors: Record<string, string>, status = 400, more = {}) {
  return data<EnquiryInboxResult>({ ok: false, intent, errors, ...more }, { status });
}

/** The inbox's changes by `intent` (see {@link action}). */
const inboxIntents = adminIntents(
  {
    setting: async ({ intent, user, values }) => {
      const input = { enabled: values.enabled ?? "", retentionDays: values.retentionDays ?? "" };
      const checked = enquiryLogSettingSchema.safeParse(input);
      if (!checked.success) {
        return fail(intent, fieldErrors(checked.error), 400, { values: input });
      }
      const saved = await saveEnquiryLogSetting(checked.data, user.email);
      const message = saved.enabled
        ? copy.setting.savedOn(saved.retentionDays)
        : copy.setting.savedOff;
      return { ok: true, intent, message } satisfies EnquiryInboxResult;
    },
    update: async ({ intent, user, form, values }) => {
      const id = parseId(form.get("id"));
      const input = { status: values.status ?? "", note: values.note ?? "" };
      const checked = enquiryFollowUpSchema.safeParse(input);
      if (id === null) return fail(intent, { form: adminCollectionCopy.notFound }, 404);
      if (!checked.success) {
        return fail(intent, fieldErrors(checked.error), 400, { id, values: input });
      }
      const updated = await updateEnquiry(id, checked.data, user.email);
      if (!updated) return fail(intent, { form: adminCollectionCopy.notFound }, 404);
      return {
        ok: true,
        intent,
        id,
        message: copy.item.saved(updated.name),
      } satisfies EnquiryInboxResult;
    },
    delete: async ({ intent, form }) => {
      const id = parseId(form.get("id"));
      if (id === null || !(await deleteEnquiry(id))) {
        return fail(intent, { form: adminCollectionCopy.notFound }, 404);
      }
      return { ok: true, intent, message: copy.item.deleted } satisfies EnquiryInboxResult;
    },
  },
  { otherwise: () => fail("unknown", { form: adminCollectionCopy.unknownIntent }) },
);

/**
 * The inbox's changes, by `intent`: "setting" (Keep a copy of enquiries, retention days),
 * "update" (an enquiry's status and note), "delete" (one enquiry, after the confirmation
 * step); another intent 400. Cross-origin requests and anyone but the admin are refused (403)
 * before the body is read (admin-intents.server.ts); invalid input changes nothing and comes
 * back as field errors.
 */
export async function action({ request }: Route.ActionArgs) {
  return inboxIntents(request);
}

/** The page: see {@link EnquiryInbox}. */
export default function AdminEnquiriesPage({ loaderData, actionData }: Route.ComponentProps) {
  return <EnquiryInbox {...loaderData} path={PATH} result={actionData} />;
}
