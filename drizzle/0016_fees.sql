-- Fees (docs/decisions/fees.md): settings, fee plans, invoices and their lines, payments, fee mails.
-- Adds only; the settings' one row is made with its defaults.
CREATE TABLE "fee_mail" (
	"invoice_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_mail_invoice_id_kind_pk" PRIMARY KEY("invoice_id","kind"),
	CONSTRAINT "fee_mail_kind" CHECK ("fee_mail"."kind" in ('issued', 'before_due', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "fee_plan" (
	"batch_id" bigint PRIMARY KEY NOT NULL,
	"monthly_fee_paise" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "fee_plan_amount" CHECK ("fee_plan"."monthly_fee_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fee_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"upi_id" text DEFAULT '' NOT NULL,
	"payee_name" text DEFAULT '' NOT NULL,
	"due_day" smallint DEFAULT 5 NOT NULL,
	"sibling_discount_percent" smallint DEFAULT 10 NOT NULL,
	"reminder_days" smallint DEFAULT 2 NOT NULL,
	"registration_fee_paise" integer DEFAULT 0 NOT NULL,
	"bank_details" text DEFAULT '' NOT NULL,
	"invoice_prefix" text DEFAULT 'PTK' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	CONSTRAINT "fee_settings_one" CHECK ("fee_settings"."id" = 1),
	CONSTRAINT "fee_settings_due_day" CHECK ("fee_settings"."due_day" between 1 and 28),
	CONSTRAINT "fee_settings_discount" CHECK ("fee_settings"."sibling_discount_percent" between 0 and 100),
	CONSTRAINT "fee_settings_reminder" CHECK ("fee_settings"."reminder_days" between 0 and 27),
	CONSTRAINT "fee_settings_registration" CHECK ("fee_settings"."registration_fee_paise" >= 0),
	CONSTRAINT "fee_settings_prefix" CHECK ("fee_settings"."invoice_prefix" ~ '^[A-Z]{1,3}$')
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"user_id" text,
	"billed_to" text NOT NULL,
	"month" date NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"total_paise" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_number_unique" UNIQUE("number"),
	CONSTRAINT "invoice_total" CHECK ("invoice"."total_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_counter" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_line" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"student_id" bigint,
	"batch_id" bigint,
	"month" date NOT NULL,
	"student_name" text NOT NULL,
	"description" text NOT NULL,
	"amount_paise" integer NOT NULL,
	CONSTRAINT "invoice_line_kind" CHECK ("invoice_line"."kind" in ('fee', 'discount', 'credit', 'registration')),
	CONSTRAINT "invoice_line_sign" CHECK (("invoice_line"."kind" in ('fee', 'registration')) = ("invoice_line"."amount_paise" >= 0))
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"method" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"utr" text,
	"state" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reported_by" text NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "payment_utr_unique" UNIQUE("utr"),
	CONSTRAINT "payment_method" CHECK ("payment"."method" in ('upi', 'cash', 'bank')),
	CONSTRAINT "payment_state" CHECK ("payment"."state" in ('reported', 'received', 'not_found')),
	CONSTRAINT "payment_amount" CHECK ("payment"."amount_paise" > 0),
	CONSTRAINT "payment_utr" CHECK ("payment"."utr" is null or "payment"."utr" ~ '^[0-9]{12}$'),
	CONSTRAINT "payment_upi_has_utr" CHECK ("payment"."method" <> 'upi' or "payment"."utr" is not null)
);
--> statement-breakpoint
ALTER TABLE "fee_mail" ADD CONSTRAINT "fee_mail_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fee_plan" ADD CONSTRAINT "fee_plan_batch_id_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batch"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_batch_id_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batch"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_year_sequence" ON "invoice" USING btree ("financial_year","sequence");
--> statement-breakpoint
CREATE INDEX "invoice_user" ON "invoice" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_line_one_fee" ON "invoice_line" USING btree ("student_id","batch_id","month") WHERE "invoice_line"."kind" = 'fee';
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_line_one_registration" ON "invoice_line" USING btree ("student_id") WHERE "invoice_line"."kind" = 'registration';
--> statement-breakpoint
CREATE INDEX "invoice_line_invoice" ON "invoice_line" USING btree ("invoice_id");
--> statement-breakpoint
CREATE INDEX "payment_invoice" ON "payment" USING btree ("invoice_id");
--> statement-breakpoint
INSERT INTO "fee_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
