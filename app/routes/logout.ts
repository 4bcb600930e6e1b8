import { redirect } from "react-router";
import { signOut } from "~/server/auth/account-forms.server";
import { getAuthContext } from "~/server/auth/auth.server";
import { hasSessionCookie } from "~/server/auth/session.server";
import { readFormBody } from "~/server/http/form-body.server";
import { assertSameOrigin } from "~/server/http/security.server";
import type { Route } from "./+types/logout";

/**
 * POST /logout (the header's Sign out form): revokes the session in the database, clears the
 * session cookies and goes to "/". Same-origin only, so another site cannot sign visitors out.
 */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  // The form has no fields, but a body that is not a small form is refused all the same (400/413).
  await readFormBody(request);
  if (!hasSessionCookie(request)) throw redirect("/");
  const cookies = await signOut(await getAuthContext(), request);
  throw redirect("/", { headers: cookies });
}

/** GET /logout signs nobody out (a link or an image could trigger it): it just goes home. */
export function loader() {
  throw redirect("/");
}
