CREATE TABLE "puzzle" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"fen" text NOT NULL,
	"solution" text[] NOT NULL,
	"hint" text DEFAULT '' NOT NULL,
	"difficulty" text NOT NULL,
	"themes" text[] DEFAULT '{}'::text[] NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"publish_date" date NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "puzzle_slug_unique" UNIQUE("slug"),
	CONSTRAINT "puzzle_slug_format" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "puzzle_difficulty" CHECK ("difficulty" in ('beginner', 'intermediate', 'advanced'))
);
--> statement-breakpoint
CREATE INDEX "puzzle_published_order" ON "puzzle" ("published", "publish_date" DESC, "id" DESC);
