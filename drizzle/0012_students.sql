-- Students of a family account (docs/decisions/families.md "Students"). Every existing seat
-- request becomes a request for a student: one student per account and name in lower case (the
-- old unique rule's key), named as the latest request spells it, in its age group; level not
-- assessed yet (null), no consent stored. Expand, then contract: seat_request keeps student_name
-- and age_group, and a trigger gives an older server's insert (no student_id) its student.
-- Writes to seat_request wait until this migration commits, so none is missed by the backfill.
LOCK TABLE "seat_request" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TABLE "student" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"age_group" text NOT NULL,
	"birth_year" smallint,
	"level" text,
	"fide_id" text DEFAULT '' NOT NULL,
	"lichess_username" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"consent_text" text,
	"consent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "student_age_group" CHECK ("student"."age_group" in ('children', 'adults')),
	CONSTRAINT "student_level" CHECK ("student"."level" is null or "student"."level" in ('beginner', 'intermediate', 'advanced', 'master', 'grandmaster')),
	CONSTRAINT "student_birth_year" CHECK ("student"."birth_year" is null or "student"."birth_year" between 1900 and 2100),
	CONSTRAINT "student_fide_id" CHECK ("student"."fide_id" = '' or "student"."fide_id" ~ '^[0-9]{1,10}$'),
	CONSTRAINT "student_lichess_username" CHECK ("student"."lichess_username" = '' or "student"."lichess_username" ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,28}[A-Za-z0-9]$'),
	CONSTRAINT "student_consent" CHECK (("student"."consent_text" is null) = ("student"."consent_at" is null))
);
--> statement-breakpoint
ALTER TABLE "student" ADD CONSTRAINT "student_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "student_family_name" ON "student" USING btree ("user_id",lower("name"));
--> statement-breakpoint
INSERT INTO "student" ("user_id", "name", "age_group", "created_at", "updated_at", "updated_by")
SELECT DISTINCT ON (r."user_id", lower(r."student_name"))
	r."user_id",
	r."student_name",
	r."age_group",
	min(r."created_at") OVER (PARTITION BY r."user_id", lower(r."student_name")),
	max(r."created_at") OVER (PARTITION BY r."user_id", lower(r."student_name")),
	u."email"
FROM "seat_request" r
JOIN "user" u ON u."id" = r."user_id"
ORDER BY r."user_id", lower(r."student_name"), r."created_at" DESC, r."id" DESC;
--> statement-breakpoint
ALTER TABLE "seat_request" ADD COLUMN "student_id" bigint;
--> statement-breakpoint
UPDATE "seat_request" r SET "student_id" = s."id"
FROM "student" s
WHERE s."user_id" = r."user_id" AND lower(s."name") = lower(r."student_name");
--> statement-breakpoint
ALTER TABLE "seat_request" ALTER COLUMN "student_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "seat_request" ADD CONSTRAINT "seat_request_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
DROP INDEX "seat_request_one_open";
--> statement-breakpoint
CREATE UNIQUE INDEX "seat_request_one_open" ON "seat_request" USING btree ("batch_id","student_id") WHERE "seat_request"."status" in ('requested', 'waiting', 'confirmed');
--> statement-breakpoint
CREATE INDEX "seat_request_student" ON "seat_request" USING btree ("student_id");
--> statement-breakpoint
-- An older server (before this migration) inserts a request with the name and no student: the
-- account's student of that name (lower case), made when there is none yet. Dropped with
-- student_name in the contract step.
CREATE FUNCTION "seat_request_student_of_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."student_id" IS NULL THEN
		INSERT INTO "student" ("user_id", "name", "age_group", "updated_by")
		VALUES (NEW."user_id", NEW."student_name", NEW."age_group", NEW."updated_by")
		ON CONFLICT ("user_id", lower("name")) DO NOTHING;
		NEW."student_id" := (
			SELECT s."id" FROM "student" s
			WHERE s."user_id" = NEW."user_id" AND lower(s."name") = lower(NEW."student_name")
		);
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "seat_request_student_of_name" BEFORE INSERT ON "seat_request"
FOR EACH ROW EXECUTE FUNCTION "seat_request_student_of_name"();
