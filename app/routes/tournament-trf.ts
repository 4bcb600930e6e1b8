import { arbiterTrf } from "~/server/tournaments/arbiter-pages.server";
import type { Route } from "./+types/tournament-trf";

/**
 * /tournaments/:slug/report.trf: the tournament's FIDE report file, for the admin and coaches
 * (app/server/tournaments/arbiter-pages.server.ts).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return arbiterTrf(request, params.slug);
}
