CREATE TABLE "dual_lines" (
	"dual_id" integer NOT NULL,
	"line" text NOT NULL,
	"score" text,
	"sets_side1" smallint,
	"sets_side2" smallint,
	"games_side1" smallint,
	"games_side2" smallint,
	"tiebreaks_side1" smallint,
	"tiebreaks_side2" smallint,
	"score_sets" jsonb,
	"outcome" text,
	"winner_side" smallint,
	"entered_by_side" smallint,
	"entered_by" integer,
	"confirmation" text DEFAULT 'none' NOT NULL,
	"dispute_reason" text,
	"match_id" integer,
	"opponent_match_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dual_lines_dual_id_line_pk" PRIMARY KEY("dual_id","line"),
	CONSTRAINT "dual_lines_winner_side" CHECK ("dual_lines"."winner_side" in (1, 2)),
	CONSTRAINT "dual_lines_entered_by_side" CHECK ("dual_lines"."entered_by_side" in (1, 2)),
	CONSTRAINT "dual_lines_outcome" CHECK ("dual_lines"."outcome" in ('completed', 'retired', 'walkover', 'default', 'unplayed')),
	CONSTRAINT "dual_lines_confirmation" CHECK ("dual_lines"."confirmation" in ('none', 'entered', 'confirmed', 'disputed'))
);
--> statement-breakpoint
CREATE TABLE "dual_lineup_slots" (
	"dual_id" integer NOT NULL,
	"side" smallint NOT NULL,
	"line" text NOT NULL,
	"slot" smallint NOT NULL,
	"player_id" integer,
	"player_name" text,
	CONSTRAINT "dual_lineup_slots_dual_id_side_line_slot_pk" PRIMARY KEY("dual_id","side","line","slot"),
	CONSTRAINT "dual_lineup_slots_side" CHECK ("dual_lineup_slots"."side" in (1, 2)),
	CONSTRAINT "dual_lineup_slots_slot" CHECK ("dual_lineup_slots"."slot" in (0, 1)),
	CONSTRAINT "dual_lineup_slots_who" CHECK (num_nonnulls("dual_lineup_slots"."player_id", "dual_lineup_slots"."player_name") = 1)
);
--> statement-breakpoint
CREATE TABLE "duals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "duals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"roster_id" integer NOT NULL,
	"opponent_school_id" integer,
	"opponent_name" text NOT NULL,
	"opponent_roster_id" integer,
	"invitation" text DEFAULT 'none' NOT NULL,
	"site" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"format" jsonb NOT NULL,
	"rule" jsonb NOT NULL,
	"unavailable" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"public_token" text NOT NULL,
	"published_at" timestamp with time zone,
	"publish_reason" text,
	"publish_violations" jsonb,
	"publication" integer DEFAULT 0 NOT NULL,
	"opponent_published_at" timestamp with time zone,
	"winner_side" smallint,
	"lines_won" smallint DEFAULT 0 NOT NULL,
	"lines_lost" smallint DEFAULT 0 NOT NULL,
	"result_decided_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duals_publicToken_unique" UNIQUE("public_token"),
	CONSTRAINT "duals_site" CHECK ("duals"."site" in ('home', 'away', 'neutral')),
	CONSTRAINT "duals_invitation" CHECK ("duals"."invitation" in ('none', 'invited', 'accepted', 'declined')),
	CONSTRAINT "duals_winner_side" CHECK ("duals"."winner_side" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "team_rosters" ADD COLUMN "lineup_rule" jsonb;--> statement-breakpoint
ALTER TABLE "dual_lines" ADD CONSTRAINT "dual_lines_dual_id_duals_id_fk" FOREIGN KEY ("dual_id") REFERENCES "public"."duals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dual_lines" ADD CONSTRAINT "dual_lines_entered_by_coaches_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dual_lines" ADD CONSTRAINT "dual_lines_match_id_tennis_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."tennis_matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dual_lines" ADD CONSTRAINT "dual_lines_opponent_match_id_tennis_matches_id_fk" FOREIGN KEY ("opponent_match_id") REFERENCES "public"."tennis_matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dual_lineup_slots" ADD CONSTRAINT "dual_lineup_slots_dual_id_duals_id_fk" FOREIGN KEY ("dual_id") REFERENCES "public"."duals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dual_lineup_slots" ADD CONSTRAINT "dual_lineup_slots_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duals" ADD CONSTRAINT "duals_roster_id_team_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."team_rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duals" ADD CONSTRAINT "duals_opponent_school_id_schools_id_fk" FOREIGN KEY ("opponent_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duals" ADD CONSTRAINT "duals_opponent_roster_id_team_rosters_id_fk" FOREIGN KEY ("opponent_roster_id") REFERENCES "public"."team_rosters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duals" ADD CONSTRAINT "duals_created_by_coaches_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dual_lines_match" ON "dual_lines" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "dual_lines_opponent_match" ON "dual_lines" USING btree ("opponent_match_id");--> statement-breakpoint
CREATE INDEX "dual_lines_entered_by" ON "dual_lines" USING btree ("entered_by");--> statement-breakpoint
CREATE INDEX "dual_lineup_slots_player" ON "dual_lineup_slots" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "duals_roster_starts" ON "duals" USING btree ("roster_id","starts_at");--> statement-breakpoint
CREATE INDEX "duals_opponent_roster_starts" ON "duals" USING btree ("opponent_roster_id","starts_at");--> statement-breakpoint
CREATE INDEX "duals_opponent_school" ON "duals" USING btree ("opponent_school_id");--> statement-breakpoint
CREATE INDEX "duals_created_by" ON "duals" USING btree ("created_by");