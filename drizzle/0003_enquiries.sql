CREATE TABLE "site_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact_no" text NOT NULL,
	"mode" text NOT NULL,
	"level" text NOT NULL,
	"location" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	CONSTRAINT "enquiry_status_known" CHECK ("status" in ('new', 'contacted', 'enrolled', 'closed')),
	CONSTRAINT "enquiry_mode_known" CHECK ("mode" in ('online', 'offline')),
	CONSTRAINT "enquiry_level_known" CHECK ("level" in ('beginner', 'intermediate', 'advanced', 'master', 'grandmaster')),
	CONSTRAINT "enquiry_source_known" CHECK ("source" in ('dialog', 'get-in-touch', 'book'))
);
--> statement-breakpoint
CREATE INDEX "enquiry_created_at_idx" ON "enquiry" USING btree ("created_at");
