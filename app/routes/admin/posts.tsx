import { Link } from "react-router";
import { AdminListPage, adminButton } from "~/components/admin/collection-list";
import { adminPostsCopy as copy } from "~/content/admin-posts";
import { formatPostDate, postState } from "~/lib/posts";
import { adminSectionMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/admin.server";
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
        badge:
          post.state === "scheduled" ? (
            <span className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {copy.scheduled}
            </span>
          ) : undefined,
        details: (
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
            <span>{copy.dated(post.date)}</span>
            {/* The address is the link's name (WCAG 2.5.3: the visible text is its name). */}
            {post.state === "live" ? (
              <a href={`/blogs/${post.slug}`} className={adminButton.link}>
                /blogs/{post.slug}
              </a>
            ) : (
              <span className="font-mono">/blogs/{post.slug}</span>
            )}
          </p>
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
