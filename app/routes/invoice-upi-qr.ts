import { upiQrResponse } from "~/server/fees/family-fee-pages.server";
import type { Route } from "./+types/invoice-upi-qr";

/** An invoice's UPI QR code (SVG), for its family or the admin (app/server/fees/family-fee-pages.server.ts). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return upiQrResponse(request, params.id);
}
