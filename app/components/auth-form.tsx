import type { ReactNode } from "react";
import { Link } from "react-router";
import { FormField, fieldInputClass } from "~/components/form-field";
import { LogoMark } from "~/components/site-header";
import { textLinkClass } from "~/components/ui/link";
import { useSite } from "~/lib/public-site";

/**
 * Building blocks of the sign-up, login and admin login forms (spec §2): a page shell for the
 * two screens without header and footer, labelled fields, messages and the submit button.
 */

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700";

/** Classes of the text links under the forms ("Sign up", "Log in"). */
export const authLinkClass = textLinkClass("amber-700");

/**
 * Page shell of /login and /register (no site header or footer, spec §2): the academy's mark
 * linking home, a card with the h1 and the form. The card hangs from the top of the screen rather
 * than being centred in it: a centred card moves up while the rest of its page is still arriving,
 * a layout shift on a slow link (docs/decisions/first-paint.md, CLS 0).
 * @param heading the page's h1 ("Login", "Sign Up")
 * @param intro one line under the heading
 * @param backHome label of the link back to the homepage
 */
export function AuthShell({
  heading,
  intro,
  backHome,
  children,
}: {
  heading: string;
  intro: string;
  backHome: string;
  children: ReactNode;
}) {
  const site = useSite();
  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center bg-gradient-to-b from-stone-900 to-stone-800 px-4 pt-12 pb-10 sm:pt-20"
    >
      <Link
        to="/"
        className="mb-6 flex items-center gap-3 rounded-lg text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-300"
      >
        <LogoMark className="h-11 w-11" />
        <span className="font-display text-xl font-bold tracking-tight">{site.name}</span>
      </Link>
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <h1 className="font-display text-3xl font-bold text-stone-900">{heading}</h1>
        <p className="mt-2 text-stone-700">{intro}</p>
        {children}
      </div>
      <Link
        to="/"
        className="mt-6 rounded text-sm font-medium text-stone-100 underline underline-offset-4 hover:text-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
      >
        {backHome}
      </Link>
    </main>
  );
}

/**
 * A labelled text input. Marked required for assistive technology; the forms use noValidate so
 * the server's messages (spec §8) are what visitors see, also before JS loads.
 * @param describedBy id of the form's error message while it is shown
 */
export function AuthField({
  id,
  name,
  label,
  type = "text",
  autoComplete,
  defaultValue,
  hint,
  describedBy,
  invalid = false,
}: {
  id: string;
  name: string;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete: string;
  defaultValue?: string;
  hint?: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  return (
    <FormField id={id} label={label} hint={hint} describedBy={describedBy}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          required
          aria-invalid={invalid || undefined}
          spellCheck={type === "text" ? undefined : false}
          autoCapitalize={type === "text" ? "words" : "none"}
          className={fieldInputClass}
        />
      )}
    </FormField>
  );
}

/** The form's error message (role="alert", announced when it appears); nothing when null. */
export function AuthError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
    >
      {message}
    </p>
  );
}

/** Primary submit button; disabled (and relabelled when `busyLabel` is given) while submitting. */
export function AuthSubmit({
  label,
  busyLabel,
  busy,
  name,
  value,
}: {
  label: string;
  busyLabel?: string;
  busy: boolean;
  name?: string;
  value?: string;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      className={`w-full rounded-lg bg-amber-700 px-4 py-3 text-base font-semibold text-white shadow hover:bg-amber-800 disabled:cursor-wait disabled:bg-amber-800 ${focusRing}`}
    >
      {busy && busyLabel ? busyLabel : label}
    </button>
  );
}
