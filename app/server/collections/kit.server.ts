import { and, count, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  type Collection,
  type CollectionDeclaration,
  type CollectionTable,
  isId,
  shapeOf,
} from "~/server/collections/declaration.server";
import { collectionWrites } from "~/server/collections/kit-writes.server";
import { lookupSlug } from "~/server/collections/slug.server";
import { getDb } from "~/server/db/db.server";

/**
 * The collection kit (docs/decisions/collection-kit.md): a collection the admin runs is declared
 * once — its Drizzle table, the zod rules of its input, its order, its slug rule, its cover
 * photo — and {@link defineCollection} gives it list, get, get by slug, create, update, delete
 * and move. The kit follows the table's shared columns where it has them: `published` (drafts
 * are kept from visitors), `position` (the admin's order), `updatedAt`/`updatedBy` ("changed …
 * by …"). Every write validates again, runs in one transaction with its cover photo's storing,
 * replacing and clean-up, and drops the cached pages once it has committed.
 *
 * This module is the one the sections import: the declaration's types live in
 * declaration.server.ts and the writes in kit-writes.server.ts, re-exported here.
 */

export type {
  Collection,
  CollectionDeclaration,
  CollectionTable,
  CoverChange,
  InputSchema,
} from "~/server/collections/declaration.server";

/**
 * Declares a collection once and returns its calls (see {@link CollectionDeclaration} and
 * {@link Collection}): the reads here, the writes from kit-writes.server.ts.
 * @throws Error when the collection has neither `orderBy` nor a `position` column
 */
export function defineCollection<T extends CollectionTable, V extends object>(
  declaration: CollectionDeclaration<T, V>,
): Collection<T, V> {
  const shape = shapeOf(declaration);
  const { table, slug: slugRule } = declaration;
  const { columns, id, orderBy, inScope, visible, listWhere } = shape;
  type Row = T["$inferSelect"];

  return {
    declaration,
    visible,

    async list(options = {}, db) {
      const conn = db ?? (await getDb());
      const query = conn
        .select()
        .from(table as PgTable)
        .where(listWhere(options))
        .orderBy(...(options.orderBy ?? orderBy))
        .$dynamic();
      if (options.limit !== undefined) query.limit(Math.max(0, Math.floor(options.limit)));
      if (options.offset !== undefined) query.offset(Math.max(0, Math.floor(options.offset)));
      return (await query) as Row[];
    },

    async count(options = {}, db) {
      const conn = db ?? (await getDb());
      const [row] = await conn
        .select({ total: count() })
        .from(table as PgTable)
        .where(listWhere(options));
      return Number(row?.total ?? 0);
    },

    async get(itemId, db, parent) {
      if (!isId(itemId)) return null;
      const conn = db ?? (await getDb());
      const [row] = await conn
        .select()
        .from(table as PgTable)
        .where(and(eq(id, itemId), inScope(parent)));
      return (row as Row | undefined) ?? null;
    },

    async getBySlug(text, options = {}, db) {
      const slug = lookupSlug(text);
      if (!slugRule || slug === null) return null;
      const conn = db ?? (await getDb());
      const [row] = await conn
        .select()
        .from(table as PgTable)
        .where(
          and(
            sql`lower(${columns.slug}) = ${slug}`,
            options.includeDrafts ? undefined : visible(options.now),
          ),
        );
      return (row as Row | undefined) ?? null;
    },

    ...collectionWrites(shape),
  };
}
