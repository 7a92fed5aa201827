CREATE TABLE "challenge_settings" (
	"roster_id" integer PRIMARY KEY NOT NULL,
	"answer_days" smallint NOT NULL,
	"play_days" smallint NOT NULL,
	"max_open_as_challenger" smallint NOT NULL,
	"max_open_as_defender" smallint NOT NULL,
	"decline_counts" text NOT NULL,
	"unanswered_counts" text NOT NULL,
	"unplayed_counts" text NOT NULL,
	"confirm_days" smallint NOT NULL,
	"coach_records_results" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"roster_id" integer NOT NULL,
	"challenger_id" integer NOT NULL,
	"defender_id" integer NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"proposed_at" timestamp with time zone,
	"proposed_place" text,
	"agreed_at" timestamp with time zone,
	"place" text,
	"deadline_at" timestamp with time zone,
	"reported_winner_id" integer,
	"reported_score" text,
	"reported_by" smallint,
	"reported_at" timestamp with time zone,
	"dispute_reason" text,
	"outcome" text,
	"match_id" integer,
	"ladder_change_id" integer,
	"open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "player_challenges_two_players" CHECK ("player_challenges"."challenger_id" <> "player_challenges"."defender_id"),
	CONSTRAINT "player_challenges_status" CHECK ("player_challenges"."status" in ('issued', 'accepted', 'reported', 'disputed', 'declined', 'withdrawn', 'cancelled', 'confirmed', 'forfeited', 'expired')),
	CONSTRAINT "player_challenges_open_status" CHECK ("player_challenges"."open" = ("player_challenges"."status" in ('issued', 'accepted', 'reported', 'disputed')))
);
--> statement-breakpoint
ALTER TABLE "challenge_settings" ADD CONSTRAINT "challenge_settings_roster_id_team_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."team_rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_challenges" ADD CONSTRAINT "player_challenges_roster_id_team_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."team_rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_challenges" ADD CONSTRAINT "player_challenges_challenger_id_players_id_fk" FOREIGN KEY ("challenger_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_challenges" ADD CONSTRAINT "player_challenges_defender_id_players_id_fk" FOREIGN KEY ("defender_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_challenges" ADD CONSTRAINT "player_challenges_match_id_tennis_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."tennis_matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_challenges_roster" ON "player_challenges" USING btree ("roster_id","created_at");--> statement-breakpoint
CREATE INDEX "player_challenges_challenger" ON "player_challenges" USING btree ("challenger_id","created_at");--> statement-breakpoint
CREATE INDEX "player_challenges_defender" ON "player_challenges" USING btree ("defender_id","created_at");--> statement-breakpoint
CREATE INDEX "player_challenges_match" ON "player_challenges" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "player_challenges_open_challenger" ON "player_challenges" USING btree ("challenger_id") WHERE "player_challenges"."open";--> statement-breakpoint
CREATE INDEX "player_challenges_open_defender" ON "player_challenges" USING btree ("defender_id") WHERE "player_challenges"."open";--> statement-breakpoint
CREATE INDEX "player_challenges_open_roster" ON "player_challenges" USING btree ("roster_id") WHERE "player_challenges"."open";