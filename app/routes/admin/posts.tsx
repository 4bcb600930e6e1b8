import { data, Link } from "react-router";
import {
  ChangedLine,
  DeleteWithConfirm,
  PublicationBadge,
  useFocusMessage,
} from "~/components/admin/collection-controls";
import { adminCollectionCopy } from "~/content/admin-nav";
import { adminPostsCopy as copy } from "~/content/admin-posts";
import { parseId } from "~/lib/collection";
import { formatPostDate, postState } from "~/lib/posts";
import { siteFromMatches } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { readAdminForm, requireAdmin } from "~/server/admin.server";
import { deletePost, listPosts } from "~/server/posts.server";
import type { Route } from "./+types/posts";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${copy.title} | ${site.name}`,
    description: copy.description,
    path: "/admin/posts",
    noIndex: true,
  });
}

/**
 * For the admin only: every post, drafts included, newest publish date first; `?delete=ID` asks
 * to confirm that post's deletion, `?saved=ID` names the post just saved.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const posts = await listPosts({ includeDrafts: true });
  const savedId = parseId(url.searchParams.get("saved"));
  const saved = posts.find((post) => post.id === savedId);
  return {
    confirming: parseId(url.searchParams.get("delete")),
    saved: saved ? copy.savedNamed(saved.title) : null,
    posts: posts.map((post) => ({
      id: post.id,
      title: post.title,
      slug: post.slug,
      published: post.published,
      state: postState(post),
      date: formatPostDate(post.publishDate),
      updatedAt: post.updatedAt.toISOString(),
      updatedBy: post.updatedBy,
    })),
  };
}

/** What the list's action answers. */
type ActionResult = { ok: true; message: string } | { ok: false; message: string };

/** Deletes a post (`intent=delete`, `id`): the admin only, same origin (readAdminForm). */
export async function action({ request }: Route.ActionArgs) {
  const { form } = await readAdminForm(request);
  if (form.get("intent") !== "delete") {
    return data<ActionResult>(
      { ok: false, message: adminCollectionCopy.unknownIntent },
      { status: 400 },
    );
  }
  const id = parseId(form.get("id"));
  if (id === null || !(await deletePost(id))) {
    return data<ActionResult>(
      { ok: false, message: adminCollectionCopy.notFound },
      { status: 404 },
    );
  }
  return { ok: true, message: copy.deleted } satisfies ActionResult;
}

const link =
  "rounded font-semibold text-amber-800 underline underline-offset-4 hover:text-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800";

/**
 * The admin's Blog section (/admin/posts, docs/decisions/admin-area.md "Blog"): New post, and every
 * post with its badge (Draft, Published, or Scheduled: published with a later date), publish date,
 * address (a link once live), who changed it when, Preview, Edit and Delete (with a confirmation
 * step). Posts are ordered by publish date, so there is no Up/Down.
 */
export default function AdminPostsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, confirming, saved } = loaderData;
  const status = actionData ?? (saved ? { ok: true, message: saved } : null);
  // After a delete the pressed button is gone: focus goes to the message, not the page's top.
  const statusRef = useFocusMessage<HTMLParagraphElement>(status?.message, actionData);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">
          {copy.heading}
        </h1>
        <Link
          to="/admin/posts/new"
          className="rounded-md bg-amber-800 px-5 py-2.5 font-semibold text-white shadow hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900"
        >
          {copy.newPost}
        </Link>
      </div>
      <p className="mt-3 text-stone-700">{copy.intro}</p>
      {status ? (
        <p
          ref={statusRef}
          tabIndex={-1}
          role={status.ok ? "status" : "alert"}
          className={`mt-6 rounded-md p-3 font-medium ${status.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"}`}
        >
          {status.message}
        </p>
      ) : null}
      {posts.length === 0 ? (
        <p className="mt-8 text-stone-700">{copy.empty}</p>
      ) : (
        <ul className="mt-8 divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white">
          {posts.map((post) => (
            <li key={post.id} className="flex flex-wrap items-start justify-between gap-4 p-4">
              <div className="min-w-0 space-y-1">
                <h2 className="text-lg font-semibold text-stone-900">{post.title}</h2>
                <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
                  {post.state === "scheduled" ? (
                    <span className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      {copy.scheduled}
                    </span>
                  ) : (
                    <PublicationBadge published={post.published} />
                  )}
                  <span>{copy.dated(post.date)}</span>
                  {/* The address is the link's name (WCAG 2.5.3: the visible text is its name). */}
                  {post.state === "live" ? (
                    <a href={`/blogs/${post.slug}`} className={link}>
                      /blogs/{post.slug}
                    </a>
                  ) : (
                    <span className="font-mono">/blogs/{post.slug}</span>
                  )}
                </p>
                <ChangedLine updatedAt={post.updatedAt} updatedBy={post.updatedBy} />
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to={`/admin/posts/${post.id}/preview`}
                  aria-label={copy.previewLabel(post.title)}
                  className="rounded-md border border-stone-400 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-800"
                >
                  {copy.preview}
                </Link>
                <Link
                  to={`/admin/posts/${post.id}`}
                  aria-label={adminCollectionCopy.editLabel(post.title)}
                  className="rounded-md border border-stone-400 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-800"
                >
                  {adminCollectionCopy.edit}
                </Link>
                <DeleteWithConfirm
                  id={post.id}
                  name={post.title}
                  listPath="/admin/posts"
                  confirming={confirming === post.id}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
