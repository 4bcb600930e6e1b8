import { data, redirect } from "react-router";
import { adminSeatsCopy as copy } from "~/content/admin-timetable";
import { formatAdminTime, parseId } from "~/lib/collection";
import { formText } from "~/lib/form";
import { phoneLinks } from "~/lib/phone";
import { batchName } from "~/lib/timetable";
import { whatsAppTextLink } from "~/lib/whatsapp";
import { readAdminForm } from "~/server/auth/admin.server";
import { batches } from "~/server/collections/batches.server";
import { mailSeatConfirmed } from "~/server/timetable/seat-mail.server";
import {
  acceptSeat,
  listBatchRequests,
  moveSeat,
  SeatRefusal,
  type SeatRefusalReason,
  seatCounts,
  setSeatStatus,
} from "~/server/timetable/seats.server";
import { seatConfirmation } from "~/server/timetable/timetable.server";

/**
 * The admin's page of a batch's seat requests, /admin/batches/:id/requests
 * (docs/decisions/timetable.md "Seats"): the requests newest first with accept, decline, the
 * waiting list and a move to another batch; after an accept, the one-tap WhatsApp message to the
 * family (and the mail, when SMTP_URL is set).
 */

/** The messages of a refused change. */
const REFUSALS: Record<SeatRefusalReason, { text: string; status: number }> = {
  full: { text: copy.full, status: 409 },
  "target-full": { text: copy.targetFull, status: 409 },
  duplicate: { text: copy.sameStudent, status: 409 },
  "not-found": { text: copy.notFound, status: 404 },
  "not-open": { text: copy.notOpen, status: 409 },
  closed: { text: copy.notFound, status: 404 },
};

/** The words after a change (`?done=…&request=ID`). */
const DONE = {
  accept: copy.accepted,
  decline: copy.declined,
  wait: copy.waiting,
  move: copy.moved,
};
type Done = keyof typeof DONE;

/**
 * What the page shows: the batch's name and seats, its requests, the other batches to move to,
 * and the message of the last change (with the WhatsApp link after an accept).
 * @returns null when the batch does not exist
 */
export async function seatRequestsPage(batchId: number, url: URL) {
  const row = await batches.get(batchId);
  if (!row) return null;
  const [requests, counts, all] = await Promise.all([
    listBatchRequests(batchId),
    seatCounts(),
    batches.list({ includeDrafts: true }),
  ]);
  const count = counts.get(batchId) ?? { taken: 0, waiting: 0 };
  const done = url.searchParams.get("done") as Done | null;
  const doneRequest = requests.find((r) => r.id === parseId(url.searchParams.get("request")));
  let notice: {
    text: string;
    name: string;
    accepted: boolean;
    whatsApp: string | null;
    mailed: boolean;
  } | null = null;
  if (done && Object.hasOwn(DONE, done) && doneRequest) {
    let whatsApp: string | null = null;
    if (done === "accept") {
      const phone = phoneLinks(doneRequest.contact)?.whatsApp ?? null;
      const words = copy.message(await seatConfirmation(doneRequest, row));
      whatsApp = phone ? whatsAppTextLink(phone, words) : null;
    }
    notice = {
      text: DONE[done](doneRequest.studentName),
      name: doneRequest.studentName,
      accepted: done === "accept",
      whatsApp,
      mailed: done === "accept" && url.searchParams.get("mailed") === "1",
    };
  }
  return {
    batchId,
    name: batchName(row),
    seats: copy.seats(count.taken, row.capacity, count.waiting),
    requests: requests.map((r) => ({
      id: r.id,
      studentName: r.studentName,
      ageGroup: r.ageGroup,
      contact: r.contact,
      status: r.status,
      asked: copy.requested(formatAdminTime(r.createdAt.toISOString())),
      updatedAt: r.updatedAt.toISOString(),
      updatedBy: r.updatedBy,
    })),
    targets: all.filter((b) => b.id !== batchId).map((b) => [String(b.id), batchName(b)] as const),
    notice,
  };
}

/**
 * The page's action: `intent` accept, decline, wait or move (with `target`), for the request `id`
 * of this batch; 303 back to the page with the change's message, or the refusal's message (409
 * when no seat is left, 404 for a request or batch that is gone, 400 for a malformed post).
 * An accept mails the student when SMTP_URL is set (after the seat is taken; a failed mail is
 * logged, the seat stays).
 * @throws readAdminForm's 403, 413 or 400
 */
export async function seatRequestsAction(request: Request, batchId: number | null) {
  const { user, form } = await readAdminForm(request);
  const id = parseId(form.get("id"));
  const intent = formText(form, "intent");
  const refuse = (text: string, status: number) => data({ error: text }, { status });
  if (batchId === null || id === null || !Object.hasOwn(DONE, intent)) {
    return refuse(copy.badRequest, 400);
  }
  const owned = (await listBatchRequests(batchId)).some((r) => r.id === id);
  if (!owned) return refuse(copy.notFound, 404);
  const back = (extra = "", page = batchId) =>
    redirect(`/admin/batches/${page}/requests?done=${intent}&request=${id}${extra}`, 303);
  try {
    switch (intent as Done) {
      case "accept": {
        const change = await acceptSeat(id, user.email);
        const words = await seatConfirmation(change.request, change.batch);
        const mailed = await mailSeatConfirmed(change.request.userId, words);
        return back(mailed ? "&mailed=1" : "");
      }
      case "decline":
        await setSeatStatus(id, "declined", user.email);
        return back();
      case "wait":
        await setSeatStatus(id, "waiting", user.email);
        return back();
      case "move": {
        const target = parseId(form.get("target"));
        if (target === null) return refuse(copy.badRequest, 400);
        await moveSeat(id, target, user.email);
        // The request is now on the other batch's page.
        return back("", target);
      }
    }
  } catch (error) {
    if (error instanceof SeatRefusal) {
      const refusal = REFUSALS[error.reason];
      return refuse(refusal.text, refusal.status);
    }
    throw error;
  }
}
