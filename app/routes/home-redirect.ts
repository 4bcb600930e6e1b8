import { redirect } from "react-router";

/**
 * /home is no screen of its own: it redirects to / (docs/spec-coverage.md "Deliberate deviations"
 * 3).
 */
export function loader() {
  return redirect("/", 301);
}
