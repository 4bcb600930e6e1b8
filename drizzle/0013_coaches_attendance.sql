-- Coaches' accounts, class sessions and registers (docs/decisions/attendance.md). Adds only:
-- nothing existing changes, so an older server running during a rolling upgrade is unaffected.
ALTER TABLE "coach" ADD COLUMN "user_id" text;
--> statement-breakpoint
ALTER TABLE "coach" ADD CONSTRAINT "coach_user_id" UNIQUE("user_id");
--> statement-breakpoint
ALTER TABLE "coach" ADD CONSTRAINT "coach_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "coach_invitation" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coach_id" bigint NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "coach_invitation_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "coach_invitation" ADD CONSTRAINT "coach_invitation_coach_id_coach_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coach"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "coach_invitation_coach" ON "coach_invitation" USING btree ("coach_id");
--> statement-breakpoint
CREATE TABLE "class_session" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" bigint NOT NULL,
	"date" date NOT NULL,
	"start_minutes" smallint NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"kind" text DEFAULT 'regular' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "class_session_kind" CHECK ("class_session"."kind" in ('regular', 'make-up')),
	CONSTRAINT "class_session_start_minutes" CHECK ("class_session"."start_minutes" between 0 and 1439),
	CONSTRAINT "class_session_duration" CHECK ("class_session"."duration_minutes" between 15 and 480),
	CONSTRAINT "class_session_cancelled" CHECK (("class_session"."cancelled_at" is null) = ("class_session"."cancel_reason" = ''))
);
--> statement-breakpoint
ALTER TABLE "class_session" ADD CONSTRAINT "class_session_batch_id_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batch"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "class_session_slot" ON "class_session" USING btree ("batch_id","date","start_minutes");
--> statement-breakpoint
CREATE TABLE "attendance" (
	"session_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"mark" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text NOT NULL,
	CONSTRAINT "attendance_session_id_student_id_pk" PRIMARY KEY("session_id","student_id"),
	CONSTRAINT "attendance_mark" CHECK ("attendance"."mark" in ('present', 'late', 'absent', 'excused'))
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_session_id_class_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_session"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "attendance_student" ON "attendance" USING btree ("student_id");
--> statement-breakpoint
CREATE TABLE "attendance_change" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"mark" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text NOT NULL,
	CONSTRAINT "attendance_change_mark" CHECK ("attendance_change"."mark" in ('present', 'late', 'absent', 'excused'))
);
--> statement-breakpoint
ALTER TABLE "attendance_change" ADD CONSTRAINT "attendance_change_session_id_class_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_session"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendance_change" ADD CONSTRAINT "attendance_change_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "attendance_change_session" ON "attendance_change" USING btree ("session_id","student_id");
