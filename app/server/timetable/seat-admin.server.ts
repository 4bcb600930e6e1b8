import { data, redirect } from "react-router";
import { adminSeatsCopy as copy } from "~/content/admin-timetable";
import { formatAdminTime, parseId } from "~/lib/collection";
import { phoneLinks } from "~/lib/phone";
import { batchName } from "~/lib/timetable";
import { whatsAppTextLink } from "~/lib/whatsapp";
import {
  type AdminIntentHandler,
  type AdminIntentPost,
  adminIntents,
} from "~/server/auth/admin-intents.server";
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
  "no-student": { text: copy.notFound, status: 404 },
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

/** A refused seat post: the message and its status. */
function refuse(text: string, status: number) {
  return data({ error: text }, { status });
}

/**
 * The page's action: `intent` accept, decline, wait or move (with `target`), for the request `id`
 * of this batch; 303 back to the page with the change's message, or the refusal's message (409
 * when no seat is left, 404 for a request or batch that is gone, 400 for a malformed post or
 * another intent). An accept mails the student when SMTP_URL is set (after the seat is taken; a
 * failed mail is logged, the seat stays). One handler per intent (admin-intents.server.ts).
 * @throws readAdminForm's 403, 413 or 400
 */
export async function seatRequestsAction(request: Request, batchId: number | null) {
  /** A change of the request `id` of this batch: checked first, its refusals answered. */
  const change =
    (
      run: (
        id: number,
        post: AdminIntentPost,
        batch: number,
      ) => Promise<Response | ReturnType<typeof refuse>>,
    ) =>
    async (post: AdminIntentPost) => {
      const id = parseId(post.form.get("id"));
      if (batchId === null || id === null) return refuse(copy.badRequest, 400);
      const owned = (await listBatchRequests(batchId)).some((r) => r.id === id);
      if (!owned) return refuse(copy.notFound, 404);
      try {
        return await run(id, post, batchId);
      } catch (error) {
        if (error instanceof SeatRefusal) {
          const refusal = REFUSALS[error.reason];
          return refuse(refusal.text, refusal.status);
        }
        throw error;
      }
    };
  const back = (intent: Done, id: number, page: number, extra = "") =>
    redirect(`/admin/batches/${page}/requests?done=${intent}&request=${id}${extra}`, 303);
  const seatIntents = adminIntents(
    {
      accept: change(async (id, post, batch) => {
        const accepted = await acceptSeat(id, post.user.email);
        const words = await seatConfirmation(accepted.request, accepted.batch);
        const mailed = await mailSeatConfirmed(accepted.request.userId, words);
        return back("accept", id, batch, mailed ? "&mailed=1" : "");
      }),
      decline: change(async (id, post, batch) => {
        await setSeatStatus(id, "declined", post.user.email);
        return back("decline", id, batch);
      }),
      wait: change(async (id, post, batch) => {
        await setSeatStatus(id, "waiting", post.user.email);
        return back("wait", id, batch);
      }),
      move: change(async (id, post) => {
        const target = parseId(post.form.get("target"));
        if (target === null) return refuse(copy.badRequest, 400);
        await moveSeat(id, target, post.user.email);
        // The request is now on the other batch's page.
        return back("move", id, target);
      }),
    } satisfies Record<Done, AdminIntentHandler>,
    { otherwise: () => refuse(copy.badRequest, 400) },
  );
  return seatIntents(request);
}
