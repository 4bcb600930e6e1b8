import { sql } from "drizzle-orm";

/**
 * A check constraint's condition `column in ('a', 'b', …)` for the keys of a kinds table
 * (app/lib/event-kinds.ts, app/lib/batch-kinds.ts): the keys are the code's own constants, never
 * input.
 */
export const oneOf = (column: unknown, kinds: object) =>
  sql`${column} in (${sql.raw(
    Object.keys(kinds)
      .map((kind) => `'${kind}'`)
      .join(", "),
  )})`;
