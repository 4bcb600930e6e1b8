import { getAuth, handleAuthRequest } from "~/server/auth/auth.server";
import type { Route } from "./+types/api.auth";

/**
 * Better Auth's endpoints under /api/auth/*, as far as browsers need them: the OAuth
 * callback (`/api/auth/callback/google`, GET, or POST for form_post providers) and `/ok`.
 * Sign-up, sign-in and sign-out go through our own form actions (/register, /login,
 * /adminlogin, /logout), which call Better Auth's handler on the server with the rate limit
 * and origin checks; the rest of Better Auth's API (update-user, delete-user, list-sessions,
 * …) has no use on this site and answers 404, so it cannot be misused.
 */
const PUBLIC_ENDPOINTS = [/^\/api\/auth\/callback\/[a-z0-9-]+$/, /^\/api\/auth\/ok$/];

async function handle(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (!PUBLIC_ENDPOINTS.some((pattern) => pattern.test(pathname))) {
    return new Response("Not Found", { status: 404, headers: { "cache-control": "no-store" } });
  }
  const response = await handleAuthRequest(await getAuth(), request);
  const headers = new Headers(response.headers);
  headers.set("cache-control", "no-store");
  return new Response(response.body, { status: response.status, headers });
}

/** GET /api/auth/* (the OAuth callback lands here). */
export function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

/** POST /api/auth/* (form_post OAuth callbacks). */
export function action({ request }: Route.ActionArgs) {
  return handle(request);
}
