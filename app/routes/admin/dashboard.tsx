import { useActionData } from "react-router";
import { BannerManager } from "~/components/admin/banner-manager";
import { FeedbackManager } from "~/components/admin/feedback-manager";
import { adminDashboardCopy as copy } from "~/content/admin-dashboard";
import type { DashboardActionResult } from "~/lib/admin-dashboard";
import { adminPageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/admin.server";
import { dashboardAction, dashboardData } from "~/server/site/admin-dashboard.server";
import type { Route } from "./+types/dashboard";

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, {
    title: copy.title,
    description: copy.description,
    path: "/admin-dashboard",
  });
}

/**
 * The stored banner and feedback list, for the admin only (docs/spec-coverage.md "Deliberate
 * deviations" 2): anyone else is redirected to /adminlogin before anything is read.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return dashboardData();
}

/** Every dashboard change (see dashboardAction for the intents, guards and answers). */
export async function action({ request }: Route.ActionArgs) {
  return dashboardAction(request);
}

/** The admin dashboard (spec §2 "Admin dashboard", §4 Banner/Feedback, §8 alerts). */
export default function AdminDashboardPage({ loaderData }: Route.ComponentProps) {
  // Without JavaScript the forms post normally and the result comes back as action data.
  const actionData = useActionData<DashboardActionResult>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">{copy.heading}</h1>
      <BannerManager banner={loaderData.banner} fallback={actionData} />
      <FeedbackManager feedback={loaderData.feedback} fallback={actionData} />
    </div>
  );
}
