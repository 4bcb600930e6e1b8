import { sql } from "drizzle-orm";
import { bigserial, check, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Site-wide settings the admin changes (docs/decisions/admin-area.md "Enquiry log"): one row per
 * key, the value as JSON. Today one key, "enquiry_log" ({ enabled, retentionDays }); no row means
 * the default (off, 90 days).
 */
export const siteSetting = pgTable("site_setting", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").notNull().default(""),
});

/**
 * A stored enquiry (docs/decisions/admin-area.md "Every enquiry reaches the academy"): the five
 * fields of spec §3, the form it came from, and the admin's follow-up (status and note). Kept only
 * when the log is on and the visitor ticked the consent box, and deleted once older than the
 * retention period.
 */
export const enquiry = pgTable(
  "enquiry",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    contactNo: text("contact_no").notNull(),
    mode: text("mode").notNull(),
    level: text("level").notNull(),
    location: text("location").notNull(),
    source: text("source").notNull(),
    status: text("status").notNull().default("new"),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").notNull().default(""),
  },
  (t) => [
    check("enquiry_status_known", sql`${t.status} in ('new', 'contacted', 'enrolled', 'closed')`),
    check("enquiry_mode_known", sql`${t.mode} in ('online', 'offline')`),
    check(
      "enquiry_level_known",
      sql`${t.level} in ('beginner', 'intermediate', 'advanced', 'master', 'grandmaster')`,
    ),
    check("enquiry_source_known", sql`${t.source} in ('dialog', 'get-in-touch', 'book')`),
    index("enquiry_created_at_idx").on(t.createdAt),
  ],
);
