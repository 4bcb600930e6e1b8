import { data, Form, redirect, useNavigation } from "react-router";
import { AuthError, AuthField, AuthSubmit } from "~/components/auth-form";
import { authCopy } from "~/content/auth";
import { siteFromMatches } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { adminLogin, field } from "~/server/auth/account-forms.server";
import { adminReturnAfterLogin } from "~/server/auth/admin.server";
import { getAuthContext } from "~/server/auth/auth.server";
import { readFormBody } from "~/server/http/form-body.server";
import { assertSameOrigin } from "~/server/http/security.server";
import type { Route } from "./+types/admin-login";

const copy = authCopy.adminLogin;

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${copy.title} | ${site.name}`,
    description: copy.description,
    path: "/adminlogin",
    // A sign-in page has nothing to find: search engines leave it out (and sitemap.xml does).
    noIndex: true,
  });
}

/**
 * Admin sign-in (spec §2 Admin login, §4, §8): the admin goes back to the admin page that sent
 * them here (lib/sign-in-return.ts: only a page of the admin area), else to /admin-dashboard;
 * another valid account gets "You do not have admin access." (and is not left signed in); wrong
 * credentials get "Invalid email or password.".
 */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await readFormBody(request);
  const email = field(form, "email");
  const outcome = await adminLogin(await getAuthContext(), request, {
    email,
    password: field(form, "password"),
  });
  if (outcome.ok) throw redirect(adminReturnAfterLogin(request), { headers: outcome.cookies });
  return data(
    { error: outcome.error, email },
    { status: outcome.status, headers: outcome.cookies },
  );
}

/** /adminlogin (spec §2 Admin login): Email, Password and a Login button, inside the site layout. */
export default function AdminLoginPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && !!navigation.formAction?.startsWith("/adminlogin");
  const error = actionData?.error ?? null;
  return (
    <section className="flex justify-center bg-stone-100 px-4 py-16 sm:py-24">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-lg sm:p-8">
        <h1 className="font-display text-3xl font-bold text-stone-900">{copy.heading}</h1>
        <p className="mt-2 text-stone-700">{copy.intro}</p>
        <Form method="post" noValidate className="mt-6 space-y-4">
          <AuthField
            id="admin-email"
            name="email"
            type="email"
            label={copy.email}
            autoComplete="username"
            defaultValue={actionData?.email}
            describedBy={error ? "admin-login-error" : undefined}
            invalid={!!error}
          />
          <AuthField
            id="admin-password"
            name="password"
            type="password"
            label={copy.password}
            autoComplete="current-password"
            describedBy={error ? "admin-login-error" : undefined}
            invalid={!!error}
          />
          <AuthError id="admin-login-error" message={error} />
          <AuthSubmit label={copy.submit} busy={busy} />
        </Form>
      </div>
    </section>
  );
}
