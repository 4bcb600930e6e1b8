import { and, asc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { MoveDirection } from "~/lib/collection";
import type { Db } from "~/server/db/db.server";
import type { PreparedPhoto } from "~/server/photos/photo-store.server";

/**
 * What a collection of the kit declares and what it answers (docs/decisions/collection-kit.md
 * "What a collection declares"), and the shape the kit reads from a declaration once: its
 * columns, order, scope and the conditions "in this parent" and "visitors see it". The calls
 * themselves are kit.server.ts's (reads) and kit-writes.server.ts's (writes).
 */

/** A Drizzle table with a numeric `id` (every collection's). */
export type CollectionTable = PgTable & { id: PgColumn; $inferSelect: { id: number } };

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

/**
 * What the kit reads from a declaration once (see {@link shapeOf}): the table's columns it
 * follows, the order, and the conditions its calls share.
 */
export type CollectionShape<T extends CollectionTable, V extends object> = {
  declaration: CollectionDeclaration<T, V>;
  columns: Record<string, PgColumn>;
  id: PgColumn;
  /** The admin's order column, when the collection has no fixed order. */
  position: PgColumn | undefined;
  /** The order of a list. */
  orderBy: SQL[];
  /** Whether the table keeps "changed … by …" (`updatedBy`). */
  audited: boolean;
  /** The checked input as the columns to store. */
  toColumns: (values: V) => Record<string, unknown>;
  /** "Of this parent" (scoped collections; undefined: any). */
  inScope: (parent: number | undefined) => SQL | undefined;
  /** "Visitors see it" at `now` (published, and live where declared). */
  visible: (now?: Date) => SQL | undefined;
  /** The condition of a list with these options. */
  listWhere: (options: ListOptions) => SQL | undefined;
};

/**
 * Reads a declaration's shape (see {@link CollectionShape}).
 * @throws Error when the collection has neither a fixed order nor a `position` column
 */
export function shapeOf<T extends CollectionTable, V extends object>(
  declaration: CollectionDeclaration<T, V>,
): CollectionShape<T, V> {
  const columns = getTableColumns(declaration.table) as Record<string, PgColumn>;
  const id = columns.id;
  const position = declaration.orderBy ? undefined : columns.position;
  if (!declaration.orderBy && !position) throw new Error("a collection needs orderBy or position");
  const published = columns.published as PgColumn | undefined;
  const scopeColumn = declaration.scope ? columns[declaration.scope.key] : undefined;
  const inScope = (parent: number | undefined) =>
    parent === undefined || !scopeColumn ? undefined : eq(scopeColumn, parent);
  const visible = (now: Date = new Date()) =>
    published ? and(eq(published, true), declaration.live?.(now)) : undefined;
  return {
    declaration,
    columns,
    id,
    position,
    orderBy: declaration.orderBy ?? [asc(position as PgColumn), asc(id)],
    audited: "updatedBy" in columns,
    toColumns: declaration.columns ?? ((values: V) => ({ ...values }) as Record<string, unknown>),
    inScope,
    visible,
    listWhere: (options) =>
      and(
        options.includeDrafts ? undefined : visible(options.now),
        inScope(options.scope),
        options.where,
      ),
  };
}

/** Whether a value can be a row id. */
export function isId(id: unknown): id is number {
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0;
}
