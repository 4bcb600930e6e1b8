CREATE TABLE "event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"venue_kind" text NOT NULL,
	"venue_centre" text DEFAULT '' NOT NULL,
	"venue_address" text DEFAULT '' NOT NULL,
	"summary" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"register_kind" text NOT NULL,
	"register_url" text DEFAULT '' NOT NULL,
	"cover_photo_id" bigint,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "event_slug_unique" UNIQUE("slug"),
	CONSTRAINT "event_ends_after_start" CHECK ("event"."ends_at" > "event"."starts_at"),
	CONSTRAINT "event_category" CHECK ("event"."category" in ('tournament', 'workshop', 'camp', 'open-class')),
	CONSTRAINT "event_venue_kind" CHECK ("event"."venue_kind" in ('centre', 'online', 'address')),
	CONSTRAINT "event_register_kind" CHECK ("event"."register_kind" in ('whatsapp', 'link'))
);
--> statement-breakpoint
CREATE INDEX "event_published_ends_at" ON "event" USING btree ("published","ends_at");
--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_cover_photo_id_photo_id_fk" FOREIGN KEY ("cover_photo_id") REFERENCES "public"."photo"("id") ON DELETE set null ON UPDATE no action;
