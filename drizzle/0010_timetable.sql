CREATE TABLE "batch" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"course" text NOT NULL,
	"class_type" text NOT NULL,
	"mode" text NOT NULL,
	"centre" text DEFAULT '' NOT NULL,
	"age_group" text NOT NULL,
	"language" text NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"start_minutes" smallint NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date,
	"coach_id" bigint,
	"capacity" smallint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"position" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "batch_course" CHECK ("batch"."course" in ('beginner', 'intermediate', 'advanced', 'special-tracks')),
	CONSTRAINT "batch_class_type" CHECK ("batch"."class_type" in ('individual', 'group', 'sibling')),
	CONSTRAINT "batch_mode" CHECK ("batch"."mode" in ('online', 'offline')),
	CONSTRAINT "batch_age_group" CHECK ("batch"."age_group" in ('children', 'adults')),
	CONSTRAINT "batch_language" CHECK ("batch"."language" in ('english', 'tamil', 'both')),
	CONSTRAINT "batch_status" CHECK ("batch"."status" in ('open', 'full', 'closed')),
	CONSTRAINT "batch_weekdays" CHECK (cardinality("batch"."weekdays") between 1 and 7 and "batch"."weekdays" <@ '{1,2,3,4,5,6,7}'::smallint[]),
	CONSTRAINT "batch_start_minutes" CHECK ("batch"."start_minutes" between 0 and 1439),
	CONSTRAINT "batch_duration" CHECK ("batch"."duration_minutes" between 15 and 480),
	CONSTRAINT "batch_capacity" CHECK ("batch"."capacity" between 1 and 500),
	CONSTRAINT "batch_dates" CHECK ("batch"."last_date" is null or "batch"."last_date" >= "batch"."first_date")
);
--> statement-breakpoint
ALTER TABLE "batch" ADD CONSTRAINT "batch_coach_id_coach_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coach"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "holiday" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_request" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"student_name" text NOT NULL,
	"age_group" text NOT NULL,
	"contact" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "seat_request_status" CHECK ("seat_request"."status" in ('requested', 'waiting', 'confirmed', 'declined', 'cancelled')),
	CONSTRAINT "seat_request_age_group" CHECK ("seat_request"."age_group" in ('children', 'adults'))
);
--> statement-breakpoint
ALTER TABLE "seat_request" ADD CONSTRAINT "seat_request_batch_id_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batch"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seat_request" ADD CONSTRAINT "seat_request_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "seat_request_one_open" ON "seat_request" USING btree ("batch_id","user_id",lower("student_name")) WHERE "seat_request"."status" in ('requested', 'waiting', 'confirmed');
--> statement-breakpoint
CREATE INDEX "seat_request_user" ON "seat_request" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "calendar_token" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_token_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "calendar_token" ADD CONSTRAINT "calendar_token_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
