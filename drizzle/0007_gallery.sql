CREATE TABLE "album" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"taken_on" date NOT NULL,
	"position" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "album_slug_idx" ON "album" USING btree (lower("slug"));
--> statement-breakpoint
CREATE TABLE "album_photo" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"album_id" bigint NOT NULL,
	"photo_id" bigint NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "album_photo_album_idx" ON "album_photo" USING btree ("album_id","position");
--> statement-breakpoint
ALTER TABLE "album_photo" ADD CONSTRAINT "album_photo_album_id_album_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."album"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "album_photo" ADD CONSTRAINT "album_photo_photo_id_photo_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photo"("id") ON DELETE cascade ON UPDATE no action;
