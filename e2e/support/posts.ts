import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";

/** A post as the admin's form posts it (docs/decisions/admin-area.md "Blog"). */
export type PostFields = {
  title: string;
  slug?: string;
  summary: string;
  body: string;
  publishDate: string;
  published?: boolean;
};

/** The form body of a post ("published" only when ticked, as a browser sends a checkbox). */
export function postForm(post: PostFields): Record<string, string> {
  const { published, ...rest } = post;
  return { slug: "", ...rest, ...(published ? { published: "on" } : {}) };
}

/**
 * Creates a post through the New post form action.
 * @param admin a request context signed in as the admin
 * @returns the new post's id (from the list's `?saved=` redirect)
 */
export async function createPostByHttp(
  admin: APIRequestContext,
  baseURL: string,
  post: PostFields,
): Promise<string> {
  const response = await admin.post("/admin/posts/new", {
    headers: { Origin: baseURL },
    form: postForm(post),
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
  const id = response.headers().location?.match(/\?saved=(\d+)&created=1$/)?.[1];
  expect(id).toBeTruthy();
  return id ?? "";
}

/** The ids of every post in the admin's list (its Edit links), newest publish date first. */
export async function postIds(admin: APIRequestContext): Promise<string[]> {
  const html = await (await admin.get("/admin/posts")).text();
  return [...html.matchAll(/href="\/admin\/posts\/(\d+)"/g)].map((m) => m[1]);
}

/**
 * Deletes every post, so a spec starts from an empty blog on a server shared with other specs of
 * its worker.
 * @param admin a request context signed in as the admin
 */
export async function clearPosts(admin: APIRequestContext, baseURL: string) {
  for (const id of await postIds(admin)) {
    const response = await admin.post("/admin/posts", {
      headers: { Origin: baseURL },
      form: { intent: "delete", id },
    });
    expect(response.status()).toBe(200);
  }
  expect(await postIds(admin)).toEqual([]);
}
