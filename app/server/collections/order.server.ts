import { and, asc, desc, gt, lt, max, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { MoveDirection } from "~/lib/collection";
import type { Db } from "~/server/db/db.server";

/**
 * The order of a collection the admin arranges (docs/decisions/collection-kit.md): such a table
 * has an integer `position`, smallest first; the collection kit (kit.server.ts) places new items
 * last and moves them with these.
 */

/** A table with the two columns ordering needs. */
type OrderedTable = PgTable & { id: PgColumn; position: PgColumn };

/**
 * The position for a new item: one past the last, so it appears at the end.
 * @param scope narrows the collection (e.g. the photos of one album)
 */
export async function nextPosition(db: Db, table: OrderedTable, scope?: SQL): Promise<number> {
  const [row] = await db
    .select({ last: max(table.position) })
    .from(table as PgTable)
    .where(scope);
  return Number(row?.last ?? 0) + 1;
}

/**
 * Swaps an item with its neighbour above ("up") or below ("down") in one transaction.
 * @param scope narrows the collection (e.g. the photos of one album)
 * @returns false when the item does not exist or is already first ("up") or last ("down")
 */
export async function moveItem(
  db: Db,
  table: OrderedTable,
  id: number,
  direction: MoveDirection,
  scope?: SQL,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: table.id, position: table.position })
      .from(table as PgTable)
      .where(and(sql`${table.id} = ${id}`, scope))
      .for("update");
    if (!item) return false;
    const [neighbour] = await tx
      .select({ id: table.id, position: table.position })
      .from(table as PgTable)
      .where(
        and(
          direction === "up"
            ? lt(table.position, item.position)
            : gt(table.position, item.position),
          scope,
        ),
      )
      .orderBy(direction === "up" ? desc(table.position) : asc(table.position))
      .limit(1)
      .for("update");
    if (!neighbour) return false;
    await tx
      .update(table)
      .set({ position: neighbour.position } as never)
      .where(sql`${table.id} = ${item.id}`);
    await tx
      .update(table)
      .set({ position: item.position } as never)
      .where(sql`${table.id} = ${neighbour.id}`);
    return true;
  });
}
