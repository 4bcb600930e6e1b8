import { and, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { invalidatePageCache } from "~/server/cache/page-cache.server";
import {
  type Collection,
  type CollectionShape,
  type CollectionTable,
  type CoverChange,
  isId,
} from "~/server/collections/declaration.server";
import { moveItem, nextPosition } from "~/server/collections/order.server";
import { chooseSlug, isUniqueViolation, SlugTakenError } from "~/server/collections/slug.server";
import { type Db, getDb } from "~/server/db/db.server";
import {
  checkAlt,
  deletePhoto,
  storePhoto,
  updatePhotoAlt,
} from "~/server/photos/photo-store.server";
import { photo } from "~/server/schema";

/**
 * The writes of a kit collection (docs/decisions/collection-kit.md): create, update, remove and
 * move. Each validates again, runs in one transaction with its cover photo's storing, replacing
 * and clean-up ("The cover photo in the save's transaction"), chooses the slug race-safely
 * ("Slugs"), updates the parent's "changed … by …" line, and drops the cached pages once it has
 * committed.
 */

/** How many times an automatic slug is chosen again after losing a race for it. */
const SLUG_RETRIES = 5;

/** The write calls of a collection of this shape (see {@link Collection}). */
export function collectionWrites<T extends CollectionTable, V extends object>(
  shape: CollectionShape<T, V>,
): Pick<Collection<T, V>, "create" | "update" | "remove" | "move"> {
  const { declaration, columns, id, position, audited, toColumns, inScope } = shape;
  const { table, schema, scope, slug: slugRule, cover } = declaration;
  type Row = T["$inferSelect"];

  /** Updates the parent's "changed … by …" line (scoped collections). */
  async function touchParent(conn: Db, parentId: unknown, actor: string | undefined) {
    const parent = scope?.parent;
    if (!parent || !isId(parentId) || actor === undefined) return;
    await conn
      .update(parent)
      .set({ updatedAt: new Date(), updatedBy: actor } as never)
      .where(eq(parent.id, parentId));
  }

  /**
   * Runs a write that stores `slug` in a savepoint; a unique violation (a save that took the
   * slug since it was chosen) chooses an automatic slug again, or refuses a typed one.
   */
  async function writeWithSlug(
    tx: Db,
    values: V,
    self: number | undefined,
    keep: string | undefined,
    write: (conn: Db, slug: string | undefined) => Promise<Row[]>,
  ): Promise<Row[]> {
    if (!slugRule) return write(tx, undefined);
    const typedText = slugRule.typed?.(values) ?? "";
    for (let attempt = 0; ; attempt++) {
      const choice =
        keep !== undefined && !typedText.trim()
          ? { slug: keep, typed: true }
          : await chooseSlug(
              tx,
              {
                table,
                column: columns.slug,
                id,
                typed: typedText,
                title: slugRule.from(values),
                fallback: slugRule.fallback,
                self,
              },
              slugRule.taken,
            );
      try {
        return await tx.transaction((savepoint) => write(savepoint, choice.slug));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (choice.typed || attempt >= SLUG_RETRIES) {
          throw new SlugTakenError(choice.slug, slugRule.taken);
        }
      }
    }
  }

  /** The photo id a change sets on a new row (null for none). */
  async function newCover(tx: Db, change: CoverChange, actor: string) {
    if (typeof change === "number") return change;
    if (change && "upload" in change) return (await storePhoto(change.upload, actor, tx)).id;
    return null;
  }

  /** The cover change of an input: its cover key, else (with `alt` declared) a new description. */
  const coverOf = (input: Record<string, unknown>, values: V): CoverChange => {
    if (!cover) return undefined;
    const change = input[cover.key] as CoverChange;
    return change === undefined && cover.alt ? { alt: cover.alt(values) } : change;
  };

  /** Describes the kept photo anew when the text changed (refused when empty). */
  async function describePhoto(tx: Db, photoId: number, alt: string) {
    const [shown] = await tx.select({ alt: photo.alt }).from(photo).where(eq(photo.id, photoId));
    if (shown && shown.alt !== alt.trim()) await updatePhotoAlt(photoId, checkAlt(alt), tx);
  }

  return {
    async create(input, actor, db) {
      const values = schema.parse(input);
      const change = coverOf(input, values);
      const conn = db ?? (await getDb());
      const row = await conn.transaction(async (tx) => {
        await declaration.check?.(values, tx);
        const stored = toColumns(values);
        const parentId = scope ? stored[scope.key] : undefined;
        const base = {
          ...stored,
          ...(cover ? { [cover.key]: await newCover(tx, change, actor) } : {}),
          ...(position
            ? { position: await nextPosition(tx, table as never, inScope(parentId as number)) }
            : {}),
          ...(audited ? { updatedBy: actor } : {}),
        };
        const [created] = await writeWithSlug(
          tx,
          values,
          undefined,
          undefined,
          (c, slug) =>
            c
              .insert(table)
              .values({ ...base, ...(slug === undefined ? {} : { slug }) } as never)
              .returning() as Promise<Row[]>,
        );
        await touchParent(tx, parentId, actor);
        return created;
      });
      invalidatePageCache();
      return row;
    },

    async update(itemId, input, actor, db) {
      const values = schema.parse(input);
      if (!isId(itemId)) return null;
      const change = coverOf(input, values);
      const conn = db ?? (await getDb());
      const stored = toColumns(values);
      const parentId = scope ? stored[scope.key] : undefined;
      const row = await conn.transaction(async (tx) => {
        const [current] = (await tx
          .select()
          .from(table as PgTable)
          .where(and(eq(id, itemId), inScope(parentId as number | undefined)))
          .for("update")) as Record<string, unknown>[];
        if (!current) return null;
        await declaration.check?.(values, tx);
        const oldCover = cover ? (current[cover.key] as number | null) : null;
        let coverId = oldCover;
        if (change !== undefined && !(typeof change === "object" && change && "alt" in change)) {
          coverId = await newCover(tx, change, actor);
        } else if (change && "alt" in change && oldCover !== null) {
          await describePhoto(tx, oldCover, change.alt);
        }
        const [updated] = await writeWithSlug(
          tx,
          values,
          itemId,
          current.slug as string | undefined,
          (c, slug) =>
            c
              .update(table)
              .set({
                ...stored,
                ...(slug === undefined ? {} : { slug }),
                ...(cover ? { [cover.key]: coverId } : {}),
                ...(audited ? { updatedBy: actor, updatedAt: new Date() } : {}),
              } as never)
              .where(eq(id, itemId))
              .returning() as Promise<Row[]>,
        );
        if (oldCover !== null && oldCover !== coverId) await deletePhoto(oldCover, tx);
        await touchParent(tx, current[scope?.key ?? ""], actor);
        return updated;
      });
      if (row) invalidatePageCache();
      return row ?? null;
    },

    async remove(itemId, db, options = {}) {
      if (!isId(itemId)) return false;
      const conn = db ?? (await getDb());
      const removed = await conn.transaction(async (tx) => {
        const owned = (await declaration.ownedPhotos?.(itemId, tx)) ?? [];
        const [row] = (await tx
          .delete(table)
          .where(and(eq(id, itemId), inScope(options.scope)))
          .returning()) as Record<string, unknown>[];
        if (!row) return false;
        const own = cover ? (row[cover.key] as number | null) : null;
        for (const photoId of own === null ? owned : [...owned, own]) {
          await deletePhoto(photoId, tx);
        }
        await touchParent(tx, row[scope?.key ?? ""], options.actor);
        return true;
      });
      if (removed) invalidatePageCache();
      return removed;
    },

    async move(itemId, direction, db, options = {}) {
      if (!position || !isId(itemId)) return false;
      const conn = db ?? (await getDb());
      const moved = await conn.transaction(async (tx) => {
        const done = await moveItem(tx, table as never, itemId, direction, inScope(options.scope));
        if (done) await touchParent(tx, options.scope, options.actor);
        return done;
      });
      if (moved) invalidatePageCache();
      return moved;
    },
  };
}
