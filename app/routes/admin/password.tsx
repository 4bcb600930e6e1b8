import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthError, AuthField, AuthSubmit, authLinkClass } from "~/components/auth-form";
import { adminPageMeta } from "~/lib/seo";
import { requireAdmin, requireAdminForAction } from "~/server/auth/admin.server";
import { getAuth } from "~/server/auth/auth.server";
import {
  type ChangePasswordField,
  changePassword,
  changePasswordMessages,
} from "~/server/auth/auth-password.server";
import { readFormBody } from "~/server/http/form-body.server";
import { assertSameOrigin } from "~/server/http/security.server";
import type { Route } from "./+types/password";

/** The path of this page (linked from the dashboard). */
const PATH = "/admin-dashboard/password";

const copy = {
  title: "Change password",
  description: "Change the admin password.",
  heading: "Change password",
  intro: "Enter your current password, then the new one twice. Your other sign-ins will end.",
  current: "Current password",
  next: "New password",
  nextHint: "12 to 128 characters.",
  confirm: "Confirm new password",
  submit: "Change password",
  busy: "Changing…",
  back: "Back to the dashboard",
} as const;

/** The three password fields, in order; the new password's field also shows its hint. */
const fields: {
  id: string;
  name: ChangePasswordField;
  label: "current" | "next" | "confirm";
  autoComplete: "current-password" | "new-password";
}[] = [
  {
    id: "current-password",
    name: "currentPassword",
    label: "current",
    autoComplete: "current-password",
  },
  { id: "new-password", name: "newPassword", label: "next", autoComplete: "new-password" },
  {
    id: "confirm-password",
    name: "confirmPassword",
    label: "confirm",
    autoComplete: "new-password",
  },
];

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, { title: copy.title, description: copy.description, path: PATH });
}

/** The query parameter of the page after a change (the success message shows). */
const CHANGED = "changed";

/**
 * The admin only: anyone else is redirected to /adminlogin. `?changed=1` (where a successful
 * change lands) shows the success message.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const changed = new URL(request.url).searchParams.get(CHANGED) === "1";
  return { message: changed ? changePasswordMessages.done : null };
}

type ActionResult = { ok: false; error: string; field: ChangePasswordField };

/**
 * Changes the admin's password. Refuses cross-origin requests and anyone but the admin (403)
 * before reading the body; then the current password must be right and the new one 12–128
 * characters, typed twice. On success every other session of the admin ends, and the answer
 * is a 303 to this page (`?changed=1`) carrying the fresh session cookie: a plain form post
 * (no JavaScript) would otherwise render the page with the loaders of the old, now ended,
 * session and land on /adminlogin (docs/decisions/hardening.md).
 */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  await requireAdminForAction(request);
  const form = await readFormBody(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const outcome = await changePassword(await getAuth(), request, {
    currentPassword: text("currentPassword"),
    newPassword: text("newPassword"),
    confirmPassword: text("confirmPassword"),
  });
  if (outcome.ok) {
    throw redirect(`${PATH}?${CHANGED}=1`, { status: 303, headers: outcome.cookies });
  }
  return data<ActionResult>(
    { ok: false, error: outcome.error, field: outcome.field },
    { status: outcome.status },
  );
}

/** /admin-dashboard/password: the signed-in admin's "Change password" form. */
export default function AdminPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith(PATH) === true;
  const failed = actionData && !actionData.ok ? actionData : null;
  const done = failed ? null : loaderData.message;
  const errorId = "change-password-error";
  const errorFor = (field: ChangePasswordField) =>
    failed && (failed.field === field || failed.field === "form") ? errorId : undefined;
  return (
    <section className="flex justify-center bg-stone-100 px-4 py-16 sm:py-24">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-lg sm:p-8">
        <h1 className="font-display text-3xl font-bold text-stone-900">{copy.heading}</h1>
        <p className="mt-2 text-stone-700">{copy.intro}</p>
        {done ? (
          <p
            role="status"
            className="mt-4 rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm font-medium text-green-900"
          >
            {done}
          </p>
        ) : null}
        {/* A new key after success empties the fields. */}
        <Form
          method="post"
          action={PATH}
          noValidate
          className="mt-6 space-y-4"
          key={done ? "done" : "form"}
        >
          {fields.map((field) => (
            <AuthField
              key={field.name}
              id={field.id}
              name={field.name}
              type="password"
              label={copy[field.label]}
              hint={field.name === "newPassword" ? copy.nextHint : undefined}
              autoComplete={field.autoComplete}
              describedBy={errorFor(field.name)}
              invalid={!!errorFor(field.name)}
            />
          ))}
          <AuthError id={errorId} message={failed?.error} />
          <AuthSubmit label={copy.submit} busyLabel={copy.busy} busy={busy} />
        </Form>
        <p className="mt-6 text-center text-sm">
          <Link to="/admin-dashboard" className={authLinkClass}>
            {copy.back}
          </Link>
        </p>
      </div>
    </section>
  );
}
