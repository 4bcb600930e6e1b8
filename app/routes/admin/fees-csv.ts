import { feesCsv } from "~/server/fees/admin-fee-pages.server";
import type { Route } from "./+types/fees-csv";

/** The admin only: invoices and payments as CSV for the accountant (app/server/fees/admin-fee-pages.server.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  return feesCsv(request);
}
