import { and, asc, count, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { MoveDirection } from "~/lib/collection";
import { moveItem, nextPosition } from "~/server/collections/order.server";
import {
  chooseSlug,
  isUniqueViolation,
  lookupSlug,
  SlugTakenError,
} from "~/server/collections/slug.server";
import { type Db, getDb } from "~/server/db.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import {
  checkAlt,
  deletePhoto,
  type PreparedPhoto,
  storePhoto,
  updatePhotoAlt,
} from "~/server/photo-store.server";
import { photo } from "~/server/schema";

/**
 * The collection kit (docs/decisions/collection-kit.md): a collection the admin runs is declared
 * once — its Drizzle table, the zod rules of its input, its order, its slug rule, its cover
 * photo — and {@link defineCollection} gives it list, get, get by slug, create, update, delete
 * and move. The kit follows the table's shared columns where it has them: `published` (drafts
 * are kept from visitors), `position` (the admin's order), `updatedAt`/`updatedBy` ("changed …
 * by …"). Every write validates again, runs in one transaction with its cover photo's storing,
 * replacing and clean-up, and drops the cached pages once it has committed.
 */

/** A Drizzle table with a numeric `id` (every collection's). */
type CollectionTable = PgTable & { id: PgColumn; $inferSelect: { id: number } };

/** The rules an input passes before it is stored: a zod schema (its parse and safeParse). */
export type InputSchema<V> = {
  parse: (input: unknown) => V;
  safeParse: (input: unknown) =>
    | { success: true; data: V }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      };
};

/**
 * What a save does to an item's photo, under the declaration's `cover` key in the input:
 * a stored photo's id sets it, null removes it, `{ upload }` stores a checked upload inside the
 * save's transaction and sets it, `{ alt }` keeps the photo and describes it anew (refused when
 * empty), and undefined (absent) keeps it as it is. A photo replaced or removed is deleted.
 */
export type CoverChange = number | null | { upload: PreparedPhoto } | { alt: string } | undefined;

/** A collection as declared once (see {@link defineCollection}). */
export type CollectionDeclaration<T extends CollectionTable, V extends object> = {
  table: T;
  /** The input's rules, checked again on every create and update. */
  schema: InputSchema<V>;
  /** The columns to store from the checked input (default: the input as it is). */
  columns?: (values: V) => Record<string, unknown>;
  /**
   * A fixed order (e.g. newest start first). Without one the admin orders the items: the table
   * has `position`, a new item goes last, and `move` swaps neighbours.
   */
  orderBy?: SQL[];
  /**
   * The items belong to a parent row (an album's photos): the key of the parent's id, which
   * narrows order and lookups, and the parent table whose "changed … by …" every write updates.
   */
  scope?: { key: string; parent?: PgTable & { id: PgColumn } };
  /**
   * The item has a web address (`slug` column; slug.server.ts): made from `from` unless the
   * admin typed one (`typed`), `fallback` when the title leaves nothing, `taken` the field's
   * message when the typed one is in use. An empty typed slug on update keeps the stored one.
   */
  slug?: {
    from: (values: V) => string;
    typed?: (values: V) => string;
    fallback: string;
    taken: string;
  };
  /**
   * The column of the item's own photo (the photo store), changed by a {@link CoverChange};
   * `alt`, when the photo's description is also a field of the item (a coach's portrait
   * description), describes a kept photo on every save that does not change it.
   */
  cover?: { key: string; alt?: (values: V) => string };
  /** What visitors see beyond `published` (posts: only once their publish date has come). */
  live?: (now: Date) => SQL;
  /** Checks the input against other tables inside the write (throws a FieldRefusal). */
  check?: (values: V, conn: Db) => Promise<void>;
  /** Photos an item owns through other rows (an album's photos): deleted with it. */
  ownedPhotos?: (id: number, conn: Db) => Promise<number[]>;
};

/** How a list reads: see {@link Collection.list}. */
export type ListOptions = {
  /** Also the drafts (the admin); default only what visitors see. */
  includeDrafts?: boolean;
  /** The moment "what visitors see" is judged at; default now. */
  now?: Date;
  /** A further condition. */
  where?: SQL;
  /** Only the items of this parent (scoped collections). */
  scope?: number;
  /** Another order than the collection's. */
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
};

/** The calls a declared collection answers (each takes the database last; default the process's). */
export type Collection<T extends CollectionTable, V extends object> = {
  declaration: CollectionDeclaration<T, V>;
  /** The items in the collection's order; see {@link ListOptions}. */
  list: (options?: ListOptions, db?: Db) => Promise<T["$inferSelect"][]>;
  /** How many items a list with these options has (limit and offset aside). */
  count: (options?: ListOptions, db?: Db) => Promise<number>;
  /** One item by id, draft or not (of this parent, when given); null when there is none. */
  get: (id: number, db?: Db, scope?: number) => Promise<T["$inferSelect"] | null>;
  /**
   * One item by its web address, letter case ignored; null for none, and without a query for
   * text that cannot be a slug.
   */
  getBySlug: (
    slug: string,
    options?: { includeDrafts?: boolean; now?: Date },
    db?: Db,
  ) => Promise<T["$inferSelect"] | null>;
  /**
   * Adds an item (last in the admin's order).
   * @param input the raw input (checked again), with the {@link CoverChange} under the cover key
   * @param actor the admin's e-mail, kept as "changed by"
   * @throws ZodError on invalid input; FieldRefusal (SlugTakenError…); ImageUploadError
   */
  create: (input: Record<string, unknown>, actor: string, db?: Db) => Promise<T["$inferSelect"]>;
  /**
   * Changes an item (its place stays).
   * @returns the item, or null when there is none with that id (of that parent)
   * @throws as {@link Collection.create}
   */
  update: (
    id: number,
    input: Record<string, unknown>,
    actor: string,
    db?: Db,
  ) => Promise<T["$inferSelect"] | null>;
  /**
   * Deletes an item and the photos it owns.
   * @param options.scope only an item of this parent; options.actor who, for the parent's line
   * @returns whether it existed
   */
  remove: (id: number, db?: Db, options?: { scope?: number; actor?: string }) => Promise<boolean>;
  /**
   * Moves an item one place up or down the admin's order (swaps with its neighbour).
   * @returns false when there is no such item or it is already first ("up") or last ("down")
   */
  move: (
    id: number,
    direction: MoveDirection,
    db?: Db,
    options?: { scope?: number; actor?: string },
  ) => Promise<boolean>;
  /** The condition "visitors see it" at `now` (published, and live where declared). */
  visible: (now?: Date) => SQL | undefined;
};

/** Whether a value can be a row id. */
function isId(id: unknown): id is number {
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0;
}

/** How many times an automatic slug is chosen again after losing a race for it. */
const SLUG_RETRIES = 5;

/**
 * Declares a collection once and returns its calls (see {@link CollectionDeclaration} and
 * {@link Collection}).
 */
export function defineCollection<T extends CollectionTable, V extends object>(
  declaration: CollectionDeclaration<T, V>,
): Collection<T, V> {
  const { table, schema, scope, slug: slugRule, cover } = declaration;
  type Row = T["$inferSelect"];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const id = columns.id;
  const position = declaration.orderBy ? undefined : columns.position;
  const published = columns.published as PgColumn | undefined;
  const audited = "updatedBy" in columns;
  const scopeColumn = scope ? columns[scope.key] : undefined;
  if (!declaration.orderBy && !position) throw new Error("a collection needs orderBy or position");
  const orderBy = declaration.orderBy ?? [asc(position as PgColumn), asc(id)];
  const toColumns =
    declaration.columns ?? ((values: V) => ({ ...values }) as Record<string, unknown>);

  const inScope = (parent: number | undefined) =>
    parent === undefined || !scopeColumn ? undefined : eq(scopeColumn, parent);

  const visible = (now: Date = new Date()) =>
    published ? and(eq(published, true), declaration.live?.(now)) : undefined;

  const listWhere = (options: ListOptions) =>
    and(
      options.includeDrafts ? undefined : visible(options.now),
      inScope(options.scope),
      options.where,
    );

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

  /** The photo id a change sets on a new row (undefined for none). */
  async function newCover(tx: Db, change: CoverChange, actor: string) {
    if (typeof change === "number") return change;
    if (change && "upload" in change) return (await storePhoto(change.upload, actor, tx)).id;
    return null;
  }

  const coverOf = (input: Record<string, unknown>, values: V): CoverChange => {
    if (!cover) return undefined;
    const change = input[cover.key] as CoverChange;
    return change === undefined && cover.alt ? { alt: cover.alt(values) } : change;
  };

  const collection: Collection<T, V> = {
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
          const [shown] = await tx
            .select({ alt: photo.alt })
            .from(photo)
            .where(eq(photo.id, oldCover));
          if (shown && shown.alt !== change.alt.trim()) {
            await updatePhotoAlt(oldCover, checkAlt(change.alt), tx);
          }
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
  return collection;
}
