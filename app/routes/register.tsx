import { useEffect, useRef } from "react";
import {
  data,
  Form,
  Link,
  type ShouldRevalidateFunctionArgs,
  useNavigate,
  useNavigation,
} from "react-router";
import { AuthError, AuthField, AuthShell, AuthSubmit, authLinkClass } from "~/components/auth-form";
import { authCopy } from "~/content/auth";
import { siteFromMatches } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { LOGIN, REGISTER, returnPath, signInLink } from "~/lib/sign-in-return";
import { field, registerAccount } from "~/server/auth/account-forms.server";
import { getAuthContext } from "~/server/auth/auth.server";
import { signedOutReturnPath } from "~/server/auth/require-user.server";
import { readFormBody } from "~/server/http/form-body.server";
import { assertSameOrigin, loginReturnTarget } from "~/server/http/security.server";
import type { Route } from "./+types/register";

const copy = authCopy.register;

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${copy.title} | ${site.name}`,
    description: copy.description,
    path: "/register",
    // A sign-in page has nothing to find: search engines leave it out (and sitemap.xml does).
    noIndex: true,
  });
}

/**
 * Signed-in visitors go to the page named by `redirectTo`, else "/" (spec §2,
 * docs/spec-coverage.md "Deliberate deviations" 3). The page to return to
 * (docs/decisions/auth.md "Return after sign-in") is carried by the "Log in" link.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return { returnTo: await signedOutReturnPath(request) };
}

/**
 * Sign-up (spec §4 Register, §5, §8). Success answers { ok } with the new session's cookies and
 * the page stays (no navigation, spec §4), or, when the visitor came to sign in from a page
 * (`redirectTo`), names that page (`returnTo`) for the alert to lead back to; errors keep the
 * name and e-mail, never the password.
 */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await readFormBody(request);
  const values = { name: field(form, "name"), email: field(form, "email") };
  const outcome = await registerAccount(await getAuthContext(), request, {
    ...values,
    password: field(form, "password"),
    confirmPassword: field(form, "confirmPassword"),
  });
  if (outcome.ok) {
    const returnTo = returnPath(loginReturnTarget(request, REGISTER));
    return data(
      { ok: true as const, error: null, values: { name: "", email: "" }, returnTo },
      { headers: outcome.cookies },
    );
  }
  return data({ ok: false as const, error: outcome.error, values }, { status: outcome.status });
}

/**
 * After its own sign-up the page stays where it is (spec §4) although the visitor is now
 * signed in, so this route's loader (which would send them to "/") is not run again then.
 */
export function shouldRevalidate({
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod?.toUpperCase() === "POST" && formAction?.startsWith("/register")) return false;
  return defaultShouldRevalidate;
}

/**
 * /register (spec §2 Register): "Sign Up" with Full Name, Email Address, Password, Confirm
 * Password; the button reads "Registering..." and is disabled while submitting; success shows
 * the alert "Registration successful!" (and says so on the page); "Log in" links to /login.
 * A visitor sent to sign in from a page goes back to it once the alert is closed, and the page
 * links to it (without JavaScript, the link; docs/decisions/auth.md "Return after sign-in").
 */
export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const submitting =
    navigation.state === "submitting" && !!navigation.formAction?.startsWith(REGISTER);
  const error = actionData?.error ?? null;
  const returnTo = actionData?.ok ? actionData.returnTo : null;

  useEffect(() => {
    if (actionData?.ok) {
      formRef.current?.reset();
      // window.alert blocks until the visitor closes it; then back to their page.
      window.alert(authCopy.messages.registerSuccess);
      if (actionData.returnTo) navigate(actionData.returnTo, { replace: true });
    }
  }, [actionData, navigate]);

  return (
    <AuthShell heading={copy.heading} intro={copy.intro} backHome={copy.backHome}>
      <Form ref={formRef} method="post" noValidate className="mt-6 space-y-4">
        {(["name", "email"] as const).map((field) => (
          <AuthField
            key={field}
            id={`register-${field}`}
            name={field}
            type={field === "email" ? "email" : "text"}
            label={copy[field]}
            autoComplete={field}
            defaultValue={actionData?.values[field]}
          />
        ))}
        {(["password", "confirmPassword"] as const).map((field) => (
          <AuthField
            key={field}
            id={field === "password" ? "register-password" : "register-confirm"}
            name={field}
            type="password"
            label={copy[field]}
            autoComplete="new-password"
            hint={field === "password" ? copy.passwordHint : undefined}
            describedBy={error ? "register-error" : undefined}
            invalid={!!error}
          />
        ))}
        <AuthError id="register-error" message={error} />
        <div
          role="status"
          className="empty:hidden rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm font-medium text-green-900"
        >
          {actionData?.ok ? (
            <>
              {authCopy.messages.registerSuccess}{" "}
              <Link to={returnTo ?? "/"} className={authLinkClass}>
                {returnTo ? copy.continueBack : copy.continueHome}
              </Link>
            </>
          ) : null}
        </div>
        <AuthSubmit label={copy.submit} busyLabel={copy.submitting} busy={submitting} />
      </Form>
      <p className="mt-4 text-center text-stone-700">
        {copy.haveAccount}{" "}
        <Link to={signInLink(LOGIN, loaderData.returnTo)} className={authLinkClass}>
          {copy.logInLink}
        </Link>
      </p>
    </AuthShell>
  );
}
