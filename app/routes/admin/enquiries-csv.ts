import { parseEnquiryFilters } from "~/lib/enquiry-inbox";
import { requireAdmin } from "~/server/auth/admin.server";
import { listEnquiries } from "~/server/enquiries/enquiries.server";
import { enquiriesCsv } from "~/server/enquiries/enquiries-csv.server";
import { csvResponse } from "~/server/http/csv.server";
import type { Route } from "./+types/enquiries-csv";

/**
 * `GET /admin/enquiries.csv` (docs/decisions/admin-area.md "Admin inbox"): the inbox's enquiries,
 * newest first, with the same `?status=&mode=&level=` filters, as an RFC 4180 attachment
 * (app/server/enquiries/enquiries-csv.server.ts). The admin only: anyone else is redirected to
 * /adminlogin. Never cached.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = parseEnquiryFilters(new URL(request.url).searchParams);
  return csvResponse(enquiriesCsv(await listEnquiries(filters)), "enquiries");
}
