import { useEffect, useRef } from "react";
import type { DashboardActionResult } from "~/lib/admin-dashboard";

/**
 * What the admin dashboard's two sections share (spec §2 "Admin dashboard", §8 success alerts):
 * the success alert, the inline status line and the button and section styles.
 */

/** Button style of the dashboard (colour added by each button). */
export const dashboardButtonClass =
  "rounded-md px-5 py-2.5 font-semibold text-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900 disabled:opacity-60";

/** Card style of a dashboard section. */
export const dashboardSectionClass =
  "mt-10 rounded-lg border border-stone-300 bg-white p-6 shadow-sm";

/**
 * Shows the browser alert once per completed submission that succeeded (spec §8 success
 * alerts), after calling `onSuccess` (e.g. to reset the form).
 * @param result the fetcher's last answer
 * @param state the fetcher's state; the alert waits for "idle"
 */
export function useSuccessAlert(
  result: DashboardActionResult | undefined,
  state: string,
  onSuccess?: (r: DashboardActionResult) => void,
) {
  const shown = useRef<DashboardActionResult | undefined>(undefined);
  const callback = useRef(onSuccess);
  callback.current = onSuccess;
  useEffect(() => {
    if (state !== "idle" || !result || shown.current === result) return;
    shown.current = result;
    if (result.ok) {
      callback.current?.(result);
      window.alert(result.message);
    }
  }, [result, state]);
}

/**
 * The last result of a form as an inline status (success, role "status") or alert (a
 * form-level error, role "alert"); nothing for another form's result.
 * @param intents the intents this form posts
 */
export function StatusMessage({
  result,
  intents,
}: {
  result: DashboardActionResult | undefined;
  intents: string[];
}) {
  if (!result || !intents.includes(result.intent)) return null;
  if (result.ok) {
    return (
      <p role="status" className="mt-2 font-medium text-green-800">
        {result.message}
      </p>
    );
  }
  return result.errors.form ? (
    <p role="alert" className="mt-2 font-medium text-red-800">
      {result.errors.form}
    </p>
  ) : null;
}
