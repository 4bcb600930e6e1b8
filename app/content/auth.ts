/**
 * Copy of the sign-up, sign-in and admin sign-in screens (spec §2 Login, Register, Admin login)
 * and their messages (spec §8 error catalogue). Headings, labels, button texts and the
 * catalogue's messages follow the spec word for word; the lines marked "ours" are not in the
 * spec (it has no rate limit and no sign-out).
 */
export const authCopy = {
  login: {
    title: "Login",
    description: "Sign in to your chess academy account with your email or Google.",
    heading: "Login",
    intro: "Welcome back. Sign in to continue.",
    email: "Email",
    password: "Password",
    submit: "Login",
    submitting: "Logging in...",
    noAccount: "Don't have an account?",
    signUpLink: "Sign up",
    or: "or",
    google: "Continue with Google",
    googleRedirecting: "Opening Google...",
    backHome: "Back to home",
  },
  /** The sign-in link by mail (docs/decisions/auth.md "Sign-in link"), on /login when SMTP_URL is set. */
  signInLink: {
    heading: "Forgot your password?",
    intro: "We can e-mail you a link that signs you in.",
    email: "Email for the sign-in link",
    submit: "Email me a sign-in link",
    sent: "If an account uses that address, a sign-in link is on its way. It works once, for 15 minutes.",
    missing: "Please enter your email address.",
    mailSubject: (site: string) => `Your sign-in link for ${site}`,
    mailText: (v: { site: string; link: string; minutes: number }) =>
      [
        `Sign in to ${v.site} with this link: ${v.link}`,
        "",
        `It works once, for ${v.minutes} minutes. If you did not ask for it, ignore this mail: nobody can sign in without it.`,
        "",
        v.site,
      ].join("\n"),
  },
  register: {
    title: "Sign Up",
    description: "Create your chess academy account to book classes and follow your progress.",
    heading: "Sign Up",
    intro: "Create your account. It takes less than a minute.",
    name: "Full Name",
    email: "Email Address",
    password: "Password",
    passwordHint: "At least 6 characters.",
    confirmPassword: "Confirm Password",
    submit: "Sign Up",
    submitting: "Registering...",
    haveAccount: "Already have an account?",
    logInLink: "Log in",
    /** Shown next to the success message: the new account is signed in (ours). */
    continueHome: "Go to the homepage",
    /** Ours: the same, for a visitor who came to sign in from a page (back to it). */
    continueBack: "Continue where you left off",
    backHome: "Back to home",
  },
  adminLogin: {
    title: "Admin Login",
    description: "Sign in to update the homepage banner and feedback.",
    heading: "Admin Login",
    intro: "For the academy team only.",
    email: "Email",
    password: "Password",
    submit: "Login",
    submitting: "Logging in...",
  },
  /** Spec §8 error catalogue, word for word, plus a few of ours (marked). */
  messages: {
    loginRequired: "Email and password are required.",
    loginWrongPassword: "Incorrect password. Please try again.",
    loginUnknownUser: "No user found with this email.",
    loginOther: "An error occurred. Please try again.",
    googleFailed: "Google sign-in failed. Please try again.",
    registerRequired: "All fields are required.",
    registerMismatch: "Passwords do not match.",
    registerFailed: "Registration failed. Please try again.",
    registerSuccess: "Registration successful!",
    adminNotAdmin: "You do not have admin access.",
    adminInvalid: "Invalid email or password.",
    /** Ours: answer of the rate limit (10 attempts a minute from one address). */
    tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  },
  /**
   * Ours: what the Google callback's error codes (from Better Auth or the provider) mean to
   * a visitor. Unknown codes fall back to `messages.googleFailed`; the provider's free text is
   * never shown, so a crafted link cannot put words on our page.
   */
  googleErrors: {
    access_denied: "Google sign-in was cancelled. Please try again.",
    email_not_found:
      "Your Google account did not share an email address, so we could not sign you in.",
    account_not_linked:
      "This email already has an account with a password. Please log in with your email and password.",
    unable_to_create_user: "We could not create an account for this Google user.",
    signup_disabled: "We could not create an account for this Google user.",
    // A sign-in link that was used, expired or mistyped (Better Auth's magic-link codes).
    INVALID_TOKEN: "That sign-in link has expired or was already used. Ask for a new one below.",
    EXPIRED_TOKEN: "That sign-in link has expired or was already used. Ask for a new one below.",
    new_user_signup_disabled:
      "That sign-in link has expired or was already used. Ask for a new one below.",
  } as Record<string, string>,
} as const;
