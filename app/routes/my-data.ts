import { indiaDate } from "~/lib/timetable";
import { requireUser } from "~/server/auth/require-user.server";
import { familyData } from "~/server/families/data-export.server";
import type { Route } from "./+types/my-data";

/**
 * `GET /my-classes/data` (docs/decisions/families.md "A family's data"): everything the site holds
 * about the signed-in family, as a JSON attachment (`academy-data-YYYY-MM-DD.json`, India's day;
 * app/server/families/data-export.server.ts). Only the family's own: a signed-out visitor is sent
 * to /login and comes back here. Never cached.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const now = new Date();
  const found = await familyData(user.id, now);
  if (!found) throw new Response("Not found", { status: 404 });
  return new Response(`${JSON.stringify(found, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="academy-data-${indiaDate(now)}.json"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
