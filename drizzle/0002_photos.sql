CREATE TABLE "photo" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "photo_hash_idx" ON "photo" USING btree ("hash");
--> statement-breakpoint
CREATE TABLE "photo_variant" (
	"photo_id" bigint NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" bytea NOT NULL,
	CONSTRAINT "photo_variant_photo_id_format_width_pk" PRIMARY KEY("photo_id","format","width"),
	CONSTRAINT "photo_variant_format_check" CHECK ("format" in ('avif', 'webp'))
);
--> statement-breakpoint
ALTER TABLE "photo_variant" ADD CONSTRAINT "photo_variant_photo_id_photo_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photo"("id") ON DELETE cascade ON UPDATE no action;
