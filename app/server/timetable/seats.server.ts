import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { SeatStatus } from "~/lib/batch-kinds";
import { ACTIVE_SEAT_STATUSES } from "~/lib/batch-kinds";
import { hasEnded, indiaDate } from "~/lib/timetable";
import { invalidatePageCache } from "~/server/cache/page-cache.server";
import { isUniqueViolation } from "~/server/collections/slug.server";
import { type Db, getDb } from "~/server/db/db.server";
import { batch, seatRequest, student } from "~/server/schema";

/**
 * Seat requests (docs/decisions/timetable.md "Seats"): a signed-in account asks for a seat in a
 * batch for a student; the admin accepts (takes a seat), declines, moves to the waiting list or
 * to another batch; the student cancels. A batch never has more confirmed requests than seats:
 * every change that can take a seat locks the batch row (`select … for update`) and counts its
 * confirmed requests in the same transaction, so of two accepts racing for the last seat exactly
 * one wins, on PGlite and on PostgreSQL alike.
 */

/** A stored request. */
export type StoredSeatRequest = typeof seatRequest.$inferSelect;
type StoredBatchRow = typeof batch.$inferSelect;

/** Why a seat change was refused: what the admin or the student is told. */
export type SeatRefusalReason =
  | "closed"
  | "duplicate"
  | "full"
  | "target-full"
  | "not-found"
  | "not-open"
  | "no-student";

/** A refused seat change (nothing was changed). */
export class SeatRefusal extends Error {
  constructor(readonly reason: SeatRefusalReason) {
    super(`seat change refused: ${reason}`);
    this.name = "SeatRefusal";
  }
}

/**
 * A request for one student of the family, as the request form gives it (checked by
 * app/server/timetable/seat-form.server.ts): the student's name and age group are copied from the
 * student's row (docs/decisions/families.md "Students").
 */
export type SeatRequestInput = {
  batchId: number;
  userId: string;
  studentId: number;
  contact: string;
};

/** Locks a batch row for the rest of the transaction; null when there is none. */
async function lockBatch(tx: Db, id: number): Promise<StoredBatchRow | null> {
  const [row] = await tx.select().from(batch).where(eq(batch.id, id)).for("update");
  return row ?? null;
}

/** How many seats of a batch are taken (its confirmed requests). */
async function takenSeats(tx: Db, batchId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(seatRequest)
    .where(and(eq(seatRequest.batchId, batchId), eq(seatRequest.status, "confirmed")));
  return Number(row?.n ?? 0);
}

/** Whether a batch takes no more confirmed students: marked full, or every seat taken. */
export function isFull(row: Pick<StoredBatchRow, "status" | "capacity">, taken: number): boolean {
  return row.status === "full" || taken >= row.capacity;
}

/**
 * Asks for a seat: a published batch that is neither closed nor ended; when it is full, the request goes on
 * the waiting list at once ("Full — join the waiting list").
 * @param db a database or a transaction (the request page adds a new student and asks in one)
 * @returns the stored request (status "requested" or "waiting")
 * @throws SeatRefusal "no-student" (the family has no such student), "closed" (no such published,
 *   open batch, or it has ended) or "duplicate" (this student already has an open request in this
 *   batch)
 */
export async function requestSeat(
  input: SeatRequestInput,
  actor: string,
  db?: Db,
): Promise<StoredSeatRequest> {
  const conn = db ?? (await getDb());
  try {
    return await conn.transaction(async (tx) => {
      const [own] = await tx
        .select({ name: student.name, ageGroup: student.ageGroup })
        .from(student)
        .where(and(eq(student.id, input.studentId), eq(student.userId, input.userId)));
      if (!own) throw new SeatRefusal("no-student");
      const row = await lockBatch(tx, input.batchId);
      if (!row?.published || row.status === "closed" || hasEnded(row, indiaDate(new Date())))
        throw new SeatRefusal("closed");
      const status: SeatStatus = isFull(row, await takenSeats(tx, row.id))
        ? "waiting"
        : "requested";
      const [created] = await tx
        .insert(seatRequest)
        .values({
          ...input,
          studentName: own.name,
          ageGroup: own.ageGroup,
          status,
          updatedBy: actor,
        })
        .returning();
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new SeatRefusal("duplicate");
    throw error;
  }
}

/** The result of an admin's change: the request as it now is, and its batch. */
export type SeatChange = { request: StoredSeatRequest; batch: StoredBatchRow };

/**
 * Accepts a request: takes a seat in its batch, refused when none is left (even when two accepts
 * race for the last one: the batch row is locked while the seats are counted). Accepting a
 * confirmed request changes nothing.
 * @throws SeatRefusal "not-found", "not-open" (cancelled or declined meanwhile) or "full"
 */
export async function acceptSeat(id: number, actor: string, db?: Db): Promise<SeatChange> {
  const conn = db ?? (await getDb());
  const change = await conn.transaction(async (tx) => {
    const request = await findOpenRequest(tx, id);
    const row = await lockBatch(tx, request.batchId);
    if (!row) throw new SeatRefusal("not-found");
    if (request.status === "confirmed") return { request, batch: row };
    if ((await takenSeats(tx, row.id)) >= row.capacity) throw new SeatRefusal("full");
    return { request: await setStatus(tx, id, "confirmed", actor), batch: row };
  });
  invalidatePageCache();
  return change;
}

/**
 * Declines a request or moves it to the waiting list (a confirmed seat is given back).
 * @throws SeatRefusal "not-found" or "not-open" (cancelled or declined meanwhile)
 */
export async function setSeatStatus(
  id: number,
  status: "declined" | "waiting",
  actor: string,
  db?: Db,
): Promise<SeatChange> {
  const conn = db ?? (await getDb());
  const change = await conn.transaction(async (tx) => {
    const request = await findOpenRequest(tx, id);
    const row = await lockBatch(tx, request.batchId);
    if (!row) throw new SeatRefusal("not-found");
    return { request: await setStatus(tx, id, status, actor), batch: row };
  });
  invalidatePageCache();
  return change;
}

/**
 * Moves a request to another batch, keeping its status; a confirmed student takes a seat there
 * (both batches locked, in id order, so two moves cannot deadlock).
 * @throws SeatRefusal "not-found" (request or batch), "not-open" (cancelled or declined
 *   meanwhile), "target-full" or "duplicate" (the student already has an open request there)
 */
export async function moveSeat(
  id: number,
  toBatchId: number,
  actor: string,
  db?: Db,
): Promise<SeatChange> {
  const conn = db ?? (await getDb());
  try {
    const change = await conn.transaction(async (tx) => {
      const request = await findOpenRequest(tx, id);
      const locked = new Map<number, StoredBatchRow | null>();
      for (const batchId of [request.batchId, toBatchId].sort((a, b) => a - b)) {
        locked.set(batchId, await lockBatch(tx, batchId));
      }
      const target = locked.get(toBatchId);
      if (!target) throw new SeatRefusal("not-found");
      if (target.id === request.batchId) return { request, batch: target };
      if (request.status === "confirmed" && (await takenSeats(tx, target.id)) >= target.capacity) {
        throw new SeatRefusal("target-full");
      }
      const [moved] = await tx
        .update(seatRequest)
        .set({ batchId: target.id, updatedAt: new Date(), updatedBy: actor })
        .where(eq(seatRequest.id, id))
        .returning();
      return { request: moved, batch: target };
    });
    invalidatePageCache();
    return change;
  } catch (error) {
    if (isUniqueViolation(error)) throw new SeatRefusal("duplicate");
    throw error;
  }
}

/** A request the family withdrew: the request (now cancelled), its batch and the status it had. */
export type WithdrawnSeat = SeatChange & { was: SeatStatus };

/**
 * The family withdraws one of its own open requests (a confirmed seat is given back), the request
 * row locked while it is read and changed, so its former status is the one it really had.
 * @returns the withdrawn request, or null when the account has no such open request
 */
export async function cancelSeat(
  id: number,
  userId: string,
  actor: string,
  db?: Db,
): Promise<WithdrawnSeat | null> {
  const conn = db ?? (await getDb());
  const ownOpen = and(
    eq(seatRequest.id, id),
    eq(seatRequest.userId, userId),
    inArray(seatRequest.status, [...ACTIVE_SEAT_STATUSES]),
  );
  const withdrawn = await conn.transaction(async (tx) => {
    const [found] = await tx
      .select({ status: seatRequest.status, batch })
      .from(seatRequest)
      .innerJoin(batch, eq(batch.id, seatRequest.batchId))
      .where(ownOpen)
      .for("update", { of: seatRequest });
    if (!found) return null;
    const [request] = await tx
      .update(seatRequest)
      .set({ status: "cancelled", updatedAt: new Date(), updatedBy: actor })
      .where(eq(seatRequest.id, id))
      .returning();
    return { request, batch: found.batch, was: found.status };
  });
  if (withdrawn) invalidatePageCache();
  return withdrawn;
}

/** A batch's requests, newest first. */
export async function listBatchRequests(batchId: number, db?: Db): Promise<StoredSeatRequest[]> {
  const conn = db ?? (await getDb());
  return conn
    .select()
    .from(seatRequest)
    .where(eq(seatRequest.batchId, batchId))
    .orderBy(desc(seatRequest.createdAt), desc(seatRequest.id));
}

/** An account's open requests (requested, waiting, confirmed) with their batches, newest first. */
export async function listUserRequests(
  userId: string,
  db?: Db,
): Promise<{ request: StoredSeatRequest; batch: StoredBatchRow }[]> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select({ request: seatRequest, batch })
    .from(seatRequest)
    .innerJoin(batch, eq(batch.id, seatRequest.batchId))
    .where(
      and(eq(seatRequest.userId, userId), inArray(seatRequest.status, [...ACTIVE_SEAT_STATUSES])),
    )
    .orderBy(desc(seatRequest.createdAt), desc(seatRequest.id));
  return rows;
}

/** Seats taken and requests waiting, by batch id (batches without either are absent). */
export async function seatCounts(
  db?: Db,
): Promise<Map<number, { taken: number; waiting: number }>> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .select({ batchId: seatRequest.batchId, status: seatRequest.status, n: count() })
    .from(seatRequest)
    .where(inArray(seatRequest.status, ["confirmed", "waiting"]))
    .groupBy(seatRequest.batchId, seatRequest.status);
  const counts = new Map<number, { taken: number; waiting: number }>();
  for (const row of rows) {
    const entry = counts.get(row.batchId) ?? { taken: 0, waiting: 0 };
    if (row.status === "confirmed") entry.taken = Number(row.n);
    else entry.waiting = Number(row.n);
    counts.set(row.batchId, entry);
  }
  return counts;
}

/**
 * An open request (requested, waiting or confirmed) by id, locked for the rest of the
 * transaction, so a student's cancel cannot land between the admin's read and write.
 * @throws SeatRefusal "not-found" (no such request) or "not-open" (cancelled or declined since
 *   the admin's page was drawn: accepting it would seat a student who withdrew)
 */
async function findOpenRequest(tx: Db, id: number): Promise<StoredSeatRequest> {
  const [request] = await tx.select().from(seatRequest).where(eq(seatRequest.id, id)).for("update");
  if (!request) throw new SeatRefusal("not-found");
  if (!(ACTIVE_SEAT_STATUSES as readonly string[]).includes(request.status))
    throw new SeatRefusal("not-open");
  return request;
}

async function setStatus(tx: Db, id: number, status: SeatStatus, actor: string) {
  const [row] = await tx
    .update(seatRequest)
    .set({ status, updatedAt: new Date(), updatedBy: actor })
    .where(eq(seatRequest.id, id))
    .returning();
  return row;
}
