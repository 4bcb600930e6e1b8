/**
 * What the admin dashboard's action answers (spec §2 "Admin dashboard", §4 Banner/Feedback,
 * §8 alerts): shared by its server module (app/server/site/admin-dashboard.server.ts) and its
 * banner and feedback components (app/components/admin/).
 */

/** The dashboard's four changes, as the forms' `intent` field names them. */
export type DashboardIntent =
  | "update-banner"
  | "delete-banner"
  | "add-feedback"
  | "delete-feedback";

/** What the action answers: a success message, or field errors and the typed values to keep. */
export type DashboardActionResult =
  | { ok: true; intent: DashboardIntent; message: string }
  | {
      ok: false;
      intent: DashboardIntent | "unknown";
      errors: Record<string, string>;
      /** The typed banner text, so a refused upload keeps it (also without JavaScript). */
      values?: { title: string; content: string };
    };
