import { Link } from "react-router";
import { AdminListPage, adminButton } from "~/components/admin/collection-list";
import { DatedAddress, scheduledBadge } from "~/components/admin/dated-item";
import { adminPostsCopy as copy } from "~/content/admin-posts";
import { formatPostDate, postState } from "~/lib/posts";
import { adminSectionMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/admin.server";
import { adminListAction, adminListLoader } from "~/server/collections/admin-route.server";
import { postsAdmin } from "~/server/collections/posts.server";
import type { Route } from "./+types/posts";

export function meta({ matches }: Route.MetaArgs) {
  return adminSectionMeta(matches, copy);
}

/** The admin only: every post (drafts and scheduled ones too), newest publish date first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminListLoader(request, postsAdmin, (post) => ({
    name: post.title,
    slug: post.slug,
    state: postState(post),
    date: formatPostDate(post.publishDate),
  }));
}

/** Delete, with its cover photo (admin-route.server.ts `adminListAction`). */
export async function action({ request }: Route.ActionArgs) {
  return adminListAction(request, postsAdmin);
}

/**
 * /admin/posts (spec §2 Blogs): New post, and every post with its badge (Draft, Published, or
 * Scheduled: published with a later date), publish date, address (a link once live), who
 * changed it when, Preview, Edit and Delete. Ordered by publish date, so there is no Up/Down.
 */
export default function AdminPostsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminListPage
      path={copy.path}
      copy={{ ...copy, add: copy.newPost }}
      publicPath="/blogs"
      ordered={false}
      rows={loaderData.rows.map((post) => ({
        ...post,
        badge: scheduledBadge(post.state, copy.scheduled),
        details: (
          <DatedAddress
            dated={copy.dated(post.date)}
            path={`/blogs/${post.slug}`}
            live={post.state === "live"}
          />
        ),
        actions: (
          <Link
            to={`${copy.path}/${post.id}/preview`}
            aria-label={copy.previewLabel(post.name)}
            className={adminButton.small}
          >
            {copy.preview}
          </Link>
        ),
      }))}
      confirming={loaderData.confirming}
      notice={loaderData.notice}
      error={actionData?.errors.form}
    />
  );
}
