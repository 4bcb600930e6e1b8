-- A family's request to delete its data, and attendance kept as counts only
-- (docs/decisions/families.md "Deleting a family's data"). Adds only.
CREATE TABLE "deletion_request" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" text
);
--> statement-breakpoint
ALTER TABLE "deletion_request" ADD CONSTRAINT "deletion_request_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_request_open" ON "deletion_request" USING btree ("user_id") WHERE "deletion_request"."done_at" is null;
--> statement-breakpoint
CREATE TABLE "attendance_tally" (
	"batch_id" bigint NOT NULL,
	"month" date NOT NULL,
	"mark" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "attendance_tally_batch_id_month_mark_pk" PRIMARY KEY("batch_id","month","mark"),
	CONSTRAINT "attendance_tally_mark" CHECK ("attendance_tally"."mark" in ('present', 'late', 'absent', 'excused')),
	CONSTRAINT "attendance_tally_count" CHECK ("attendance_tally"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "attendance_tally" ADD CONSTRAINT "attendance_tally_batch_id_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batch"("id") ON DELETE cascade ON UPDATE no action;
