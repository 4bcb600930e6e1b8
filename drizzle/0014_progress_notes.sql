-- Progress notes of coaches on students (docs/decisions/attendance.md "Progress notes"). Adds
-- only: an older server running during a rolling upgrade is unaffected.
CREATE TABLE "progress_note" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"student_id" bigint NOT NULL,
	"coach_id" bigint,
	"author_name" text NOT NULL,
	"topics" text DEFAULT '' NOT NULL,
	"went_well" text DEFAULT '' NOT NULL,
	"work_on" text DEFAULT '' NOT NULL,
	"homework" text DEFAULT '' NOT NULL,
	"homework_puzzle_id" bigint,
	"fide_standard" smallint,
	"fide_rapid" smallint,
	"fide_blitz" smallint,
	"lichess_rapid" smallint,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "progress_note_fide_standard" CHECK ("progress_note"."fide_standard" is null or "progress_note"."fide_standard" between 100 and 3500),
	CONSTRAINT "progress_note_fide_rapid" CHECK ("progress_note"."fide_rapid" is null or "progress_note"."fide_rapid" between 100 and 3500),
	CONSTRAINT "progress_note_fide_blitz" CHECK ("progress_note"."fide_blitz" is null or "progress_note"."fide_blitz" between 100 and 3500),
	CONSTRAINT "progress_note_lichess_rapid" CHECK ("progress_note"."lichess_rapid" is null or "progress_note"."lichess_rapid" between 100 and 3500)
);
--> statement-breakpoint
ALTER TABLE "progress_note" ADD CONSTRAINT "progress_note_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "progress_note" ADD CONSTRAINT "progress_note_coach_id_coach_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coach"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "progress_note" ADD CONSTRAINT "progress_note_homework_puzzle_id_puzzle_id_fk" FOREIGN KEY ("homework_puzzle_id") REFERENCES "public"."puzzle"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "progress_note_student" ON "progress_note" USING btree ("student_id","published_at");
