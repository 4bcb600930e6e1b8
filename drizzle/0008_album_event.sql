ALTER TABLE "album" ADD COLUMN "event_id" bigint;
--> statement-breakpoint
ALTER TABLE "album" ADD CONSTRAINT "album_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "album_event_idx" ON "album" USING btree ("event_id");
