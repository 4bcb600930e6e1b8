import { boolean, customType, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Column sets several tables share, written once (docs/decisions/admin-area.md "For every
 * collection": every admin item shows whether it is published and who changed it when). Each
 * call returns new column builders, so a table never shares a column object with another.
 */

/** A `bytea` column, read as a Node Buffer (PGlite gives a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** `published`, not null, with the given default (drafts default to false). */
export const publishedFlag = (byDefault: boolean) =>
  boolean("published").notNull().default(byDefault);

/** `updated_at` (timestamptz, defaults to now) and `updated_by` (the admin's e-mail), not null. */
export const lastChange = () => ({
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").notNull(),
});

/** `created_at` (timestamptz, defaults to now) and then the {@link lastChange} columns. */
export const audited = () => ({
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  ...lastChange(),
});
