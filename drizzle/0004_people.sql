CREATE TABLE "coach" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"quote" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"image" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"achievements" text[] DEFAULT '{}'::text[] NOT NULL,
	"fide_rating" integer,
	"photo_id" bigint,
	"position" integer NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "coach_fide_rating_range" CHECK ("coach"."fide_rating" between 1000 and 3000)
);
--> statement-breakpoint
CREATE INDEX "coach_position_idx" ON "coach" ("position");
--> statement-breakpoint
ALTER TABLE "coach" ADD CONSTRAINT "coach_photo_id_photo_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photo"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "testimonial" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"region" text NOT NULL,
	"position" integer NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "testimonial_position_idx" ON "testimonial" ("position");
--> statement-breakpoint
CREATE TABLE "faq" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text[] NOT NULL,
	"position" integer NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "faq_position_idx" ON "faq" ("position");
--> statement-breakpoint
INSERT INTO "coach" ("name", "title", "quote", "bio", "image", "image_alt", "achievements", "position", "published", "updated_by") VALUES ('Harish Balasubramanian', 'Founder & Coach', 'A pawn can defeat the king. I started this academy to prove it to every child who walks in.', 'Harish founded the academy after a decade of coaching school teams around Coimbatore. He still teaches a beginner batch every week, because that is where the love for the game begins.', 'coach-1', 'Harish Balasubramanian''s profile picture: a black knight on a cream background', ARRAY['FIDE-rated player with 15 years of tournament experience', 'Has guided school teams to district and state-level events']::text[], 1, true, 'setup');
--> statement-breakpoint
INSERT INTO "coach" ("name", "title", "quote", "bio", "image", "image_alt", "achievements", "position", "published", "updated_by") VALUES ('Priya Venkataraman', 'Co-Founder & Head Coach', 'Good chess is calm thinking under pressure. That lesson stays long after the game ends.', 'Priya designs our curriculum, from the first lesson on how the knight moves to tournament preparation for rated players. She leads the coach training programme.', 'coach-2', 'Priya Venkataraman''s profile picture: a white bishop in warm light', ARRAY['FIDE-rated player and certified chess trainer', 'Built the academy''s level-by-level curriculum']::text[], 2, true, 'setup');
--> statement-breakpoint
INSERT INTO "coach" ("name", "title", "quote", "bio", "image", "image_alt", "achievements", "position", "published", "updated_by") VALUES ('Deepak Srinivasan', 'Head Coach, Openings & Tournament Preparation', 'Preparation turns nervousness into confidence. Walk in knowing your plan.', 'Deepak prepares our students for rated tournaments: opening repertoires, game analysis and the habits that help in a long event.', 'coach-3', 'Deepak Srinivasan''s profile picture: a black rook on an amber background', ARRAY['FIDE-rated player', 'Regular arbiter assistant at local rated events']::text[], 3, true, 'setup');
--> statement-breakpoint
INSERT INTO "coach" ("name", "title", "quote", "bio", "image", "image_alt", "achievements", "position", "published", "updated_by") VALUES ('Anitha Krishnamoorthy', 'Head Coach, Junior Programme', 'Children learn fastest when they are having fun. Puzzles first, pressure never.', 'Anitha teaches our youngest players, aged five and up. Her classes mix stories, puzzles and short games so that little ones stay curious.', 'coach-4', 'Anitha Krishnamoorthy''s profile picture: a white knight in warm light', ARRAY['Eight years of teaching chess in schools', 'Trained in child-centred teaching']::text[], 4, true, 'setup');
--> statement-breakpoint
INSERT INTO "coach" ("name", "title", "quote", "bio", "image", "image_alt", "achievements", "position", "published", "updated_by") VALUES ('Manoj Selvaraj', 'Head Coach, Endgames & Online Batches', 'Endgames are where half-points are won. Learn them once and they pay you forever.', 'Manoj runs our online batches for students across India and abroad, including the evening batch for families in other time zones.', 'coach-5', 'Manoj Selvaraj''s profile picture: a black queen on a cream background', ARRAY['FIDE-rated player', 'Coaches students in several countries online']::text[], 5, true, 'setup');
--> statement-breakpoint
INSERT INTO "coach" ("name", "title", "quote", "bio", "image", "image_alt", "achievements", "position", "published", "updated_by") VALUES ('Kavya Shanmugam', 'Head Coach, Beginner Foundations', 'Every grandmaster once lost their first game. What matters is the second one.', 'Kavya helps beginners of every age build strong basics: safe moves, simple tactics and the joy of finishing a game well.', 'coach-6', 'Kavya Shanmugam''s profile picture: a golden rook in warm light', ARRAY['FIDE-rated player', 'Leads our weekend group classes at the centre']::text[], 6, true, 'setup');
--> statement-breakpoint
INSERT INTO "testimonial" ("text", "author", "region", "position", "published", "updated_by") VALUES ('I joined as a complete beginner when I was nine. Two years later I played my first rated tournament in Erode and won four games. My coach makes every lesson feel like a puzzle I want to solve.', 'Aditya K., student', 'Coimbatore, Tamil Nadu', 1, true, 'setup');
--> statement-breakpoint
INSERT INTO "testimonial" ("text", "author", "region", "position", "published", "updated_by") VALUES ('I work long hours, so the late-evening online batch was the only way I could learn properly. The coach reviews my online games every week and tells me exactly what to fix. My rapid rating has gone up by 300 points.', 'Farhan S., adult student', 'Dubai, UAE', 2, true, 'setup');
--> statement-breakpoint
INSERT INTO "testimonial" ("text", "author", "region", "position", "published", "updated_by") VALUES ('I used to give up when I lost a game. Now I write down my moves and find my own mistakes before class. The weekend group at the centre is my favourite part of the week.', 'Nila P., student', 'Pollachi, Tamil Nadu', 3, true, 'setup');
--> statement-breakpoint
INSERT INTO "testimonial" ("text", "author", "region", "position", "published", "updated_by") VALUES ('The international batch suits our time zone, and my coach explains endgames so clearly that I finally enjoy them. I have made friends from three countries in my group class.', 'Daniel M., student', 'Toronto, Canada', 4, true, 'setup');
--> statement-breakpoint
INSERT INTO "faq" ("question", "answer", "position", "published", "updated_by") VALUES ('What is the right age to start learning chess?', ARRAY['Children can start from the age of 5. At that age we keep lessons short and playful: stories about the pieces, simple puzzles and mini-games.', 'There is no upper limit. Our adult batches welcome complete beginners as well as players coming back to the game after many years.']::text[], 1, true, 'setup');
--> statement-breakpoint
INSERT INTO "faq" ("question", "answer", "position", "published", "updated_by") VALUES ('Does my child need any prior chess experience?', ARRAY['No. Our Beginner level starts with how the pieces move and the basic rules. Before enrolment, the free demo class helps the coach place every student at the right level.', 'Students who already play in tournaments join the Intermediate or Advanced batches after a short assessment game.']::text[], 2, true, 'setup');
--> statement-breakpoint
INSERT INTO "faq" ("question", "answer", "position", "published", "updated_by") VALUES ('Are classes online or in person?', ARRAY['Both. Online classes run live with a coach on an interactive board, for students across India and abroad, with weekday and weekend slots.', 'Offline classes take place at our centre in Coimbatore and nearby locations. You can choose one-on-one, group or sibling classes in either format.']::text[], 3, true, 'setup');
--> statement-breakpoint
INSERT INTO "faq" ("question", "answer", "position", "published", "updated_by") VALUES ('Will my child get to play tournaments?', ARRAY['Yes. We hold regular practice tournaments inside the academy so that students get used to the clock, notation and tournament manners.', 'When a student is ready, our coaches help them choose district, state, national and FIDE-rated events, and prepare them with opening work and game analysis.']::text[], 4, true, 'setup');
--> statement-breakpoint
INSERT INTO "faq" ("question", "answer", "position", "published", "updated_by") VALUES ('Why should we choose this academy?', ARRAY['Our coaches are FIDE-rated players and trained teachers. Batches are small, so the coach follows every student''s games and progress.', 'We teach thinking, not just moves: patience, planning and handling wins and losses with grace. And you can try it first with a free demo class.']::text[], 5, true, 'setup');
