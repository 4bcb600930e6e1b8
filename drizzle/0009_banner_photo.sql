ALTER TABLE "banner" ADD COLUMN "photo_id" bigint;
--> statement-breakpoint
ALTER TABLE "banner" ADD CONSTRAINT "banner_photo_id_photo_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photo"("id") ON DELETE set null ON UPDATE no action;
