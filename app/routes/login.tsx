import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthError, AuthField, AuthShell, AuthSubmit, authLinkClass } from "~/components/auth-form";
import { authCopy } from "~/content/auth";
import { siteFromMatches } from "~/lib/public-site";
import { pageMeta } from "~/lib/seo";
import { LOGIN, REGISTER, signInLink, userReturnPath } from "~/lib/sign-in-return";
import {
  field,
  googleErrorMessage,
  loginWithPassword,
  sendSignInLink,
  startGoogleSignIn,
} from "~/server/auth/account-forms.server";
import { getAuthContext } from "~/server/auth/auth.server";
import { signedOutReturnPath } from "~/server/auth/require-user.server";
import { readFormBody } from "~/server/http/form-body.server";
import { assertSameOrigin, loginReturnTarget } from "~/server/http/security.server";
import type { Route } from "./+types/login";

const copy = authCopy.login;

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${copy.title} | ${site.name}`,
    description: copy.description,
    path: "/login",
    // A sign-in page has nothing to find: search engines leave it out (and sitemap.xml does).
    noIndex: true,
  });
}

/**
 * Signed-in visitors go to the page named by `redirectTo`, else "/" (spec §2 says /home, which
 * only redirects to /: docs/spec-coverage.md "Deliberate deviations" 3). A Google callback
 * failure comes back as ?error=<code> and becomes a message. The page to return to
 * (docs/decisions/auth.md "Return after sign-in") is carried by the "Sign up" link.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const returnTo = await signedOutReturnPath(request);
  const error = new URL(request.url).searchParams.get("error");
  const { settings } = await getAuthContext();
  return {
    googleError: googleErrorMessage(error),
    returnTo,
    signInLink: settings.smtpUrl !== null,
  };
}

/**
 * Two forms post here: e-mail+password (success: to "/" with the session cookie, or back to the
 * page named by `redirectTo`, lib/sign-in-return.ts `userReturnPath`) and "Continue with Google"
 * (intent=google: to Google's consent page, Better Auth's state cookie set; back from Google to
 * the same page).
 */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await readFormBody(request);
  const context = await getAuthContext();
  const returnTo = loginReturnTarget(request, LOGIN);
  if (field(form, "intent") === "sign-in-link") {
    const email = field(form, "email");
    const sent = await sendSignInLink(context, request, email, returnTo);
    return data(
      {
        intent: "sign-in-link" as const,
        error: sent.ok ? null : sent.message,
        notice: sent.ok ? sent.message : null,
        email,
      },
      { status: sent.status },
    );
  }
  if (field(form, "intent") === "google") {
    const started = await startGoogleSignIn(context, request, returnTo);
    if (started.ok) throw redirect(started.url, { headers: started.cookies });
    return data(
      { intent: "google" as const, error: started.error, email: "", notice: null },
      { status: started.status },
    );
  }
  const email = field(form, "email");
  const outcome = await loginWithPassword(context, request, {
    email,
    password: field(form, "password"),
  });
  // Back to the page that sent them here (a seat request), else "/" (spec §2 Login).
  if (outcome.ok) throw redirect(userReturnPath(returnTo), { headers: outcome.cookies });
  return data(
    { intent: "email" as const, error: outcome.error, email, notice: null },
    { status: outcome.status },
  );
}

/** A multi-colour "G" in front of "Continue with Google" (decorative). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="h-5 w-5" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.9 6.2C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.6l-7.9-6.2A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.8l8-6.2z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.8l-8 6.2C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/** /login (spec §2 Login): e-mail and password, Login, "Sign up" link, "Continue with Google". */
export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const pendingIntent =
    navigation.state !== "idle" && navigation.formAction?.startsWith("/login")
      ? navigation.formData?.get("intent") === "google"
        ? "google"
        : navigation.formData?.get("intent") === "sign-in-link"
          ? "sign-in-link"
          : "email"
      : null;
  const emailError = actionData?.intent === "email" ? actionData.error : null;
  const googleError = actionData?.intent === "google" ? actionData.error : loaderData.googleError;
  const linkError = actionData?.intent === "sign-in-link" ? actionData.error : null;
  const linkNotice = actionData?.intent === "sign-in-link" ? actionData.notice : null;

  return (
    <AuthShell heading={copy.heading} intro={copy.intro} backHome={copy.backHome}>
      <Form method="post" noValidate className="mt-6 space-y-4">
        <AuthField
          id="login-email"
          name="email"
          type="email"
          label={copy.email}
          autoComplete="email"
          defaultValue={actionData?.email}
          describedBy={emailError ? "login-error" : undefined}
          invalid={!!emailError}
        />
        <AuthField
          id="login-password"
          name="password"
          type="password"
          label={copy.password}
          autoComplete="current-password"
          describedBy={emailError ? "login-error" : undefined}
          invalid={!!emailError}
        />
        <AuthError id="login-error" message={emailError} />
        <AuthSubmit label={copy.submit} busy={pendingIntent === "email"} />
      </Form>

      <p className="mt-4 text-center text-stone-700">
        {copy.noAccount}{" "}
        <Link to={signInLink(REGISTER, loaderData.returnTo)} className={authLinkClass}>
          {copy.signUpLink}
        </Link>
      </p>

      <div className="my-6 flex items-center gap-3 text-sm text-stone-700" aria-hidden="true">
        <span className="h-px flex-1 bg-stone-300" />
        {copy.or}
        <span className="h-px flex-1 bg-stone-300" />
      </div>

      <Form method="post" className="space-y-3">
        <AuthError id="google-error" message={googleError} />
        <button
          type="submit"
          name="intent"
          value="google"
          disabled={pendingIntent === "google"}
          className="flex w-full items-center justify-center gap-3 rounded-lg border border-stone-400 bg-white px-4 py-3 text-base font-semibold text-stone-900 shadow-sm hover:bg-stone-100 disabled:cursor-wait focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          <GoogleMark />
          {pendingIntent === "google" ? copy.googleRedirecting : copy.google}
        </button>
      </Form>

      {loaderData.signInLink ? (
        <section
          aria-labelledby="sign-in-link-heading"
          className="mt-8 border-t border-stone-200 pt-6"
        >
          <h2 id="sign-in-link-heading" className="text-lg font-semibold text-stone-900">
            {authCopy.signInLink.heading}
          </h2>
          <p className="mt-1 text-stone-700">{authCopy.signInLink.intro}</p>
          <Form method="post" noValidate className="mt-3 space-y-3">
            <AuthField
              id="sign-in-link-email"
              name="email"
              type="email"
              label={authCopy.signInLink.email}
              autoComplete="email"
              defaultValue={actionData?.intent === "sign-in-link" ? actionData.email : undefined}
              describedBy={linkError ? "sign-in-link-error" : undefined}
              invalid={!!linkError}
            />
            <AuthError id="sign-in-link-error" message={linkError} />
            {linkNotice ? (
              <p
                role="status"
                className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900"
              >
                {linkNotice}
              </p>
            ) : null}
            <button
              type="submit"
              name="intent"
              value="sign-in-link"
              className="w-full rounded-lg border border-stone-400 bg-white px-4 py-3 text-base font-semibold text-stone-900 shadow-sm hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
            >
              {authCopy.signInLink.submit}
            </button>
          </Form>
        </section>
      ) : null}
    </AuthShell>
  );
}
