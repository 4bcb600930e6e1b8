import { redirect } from "react-router";

/** /home is no screen of its own: it redirects to / (ARCHITECTURE improvement 3). */
export function loader() {
  return redirect("/", 301);
}
