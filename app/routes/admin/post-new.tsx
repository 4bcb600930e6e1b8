import { PostForm } from "~/components/admin/post-form";
import { adminPostsCopy as copy } from "~/content/admin-posts";
import { todayInKolkata } from "~/lib/posts";
import { siteFromMatches } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/admin.server";
import { savePostForm } from "~/server/post-form.server";
import type { Route } from "./+types/post-new";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${copy.form.newTitle} | ${site.name}`,
    description: copy.description,
    path: "/admin/posts/new",
    noIndex: true,
  });
}

/** For the admin only: today's date (India) as the new post's publish date. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { today: todayInKolkata() };
}

/** Creates the post (post-form.server.ts); the list on success, field errors otherwise. */
export async function action({ request }: Route.ActionArgs) {
  return savePostForm(request, null);
}

/**
 * New post (/admin/posts/new, docs/decisions/admin-area.md "Blog"): the empty post form, a draft by
 * default.
 */
export default function NewPostPage({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? {
    title: "",
    slug: "",
    summary: "",
    body: "",
    publishDate: loaderData.today,
    published: false,
    coverAlt: "",
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">
        {copy.form.newHeading}
      </h1>
      <PostForm values={values} errors={actionData?.errors ?? {}} submitLabel={copy.form.create} />
    </div>
  );
}
