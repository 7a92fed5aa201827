CREATE TABLE "tournament_draw_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_draw_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"draw_id" integer NOT NULL,
	"tournament_player_id" integer NOT NULL,
	"seed" integer,
	"structure" smallint NOT NULL,
	"draw_position" integer NOT NULL,
	CONSTRAINT "tournament_draw_entries_player" UNIQUE("draw_id","tournament_player_id"),
	CONSTRAINT "tournament_draw_entries_position" UNIQUE("draw_id","structure","draw_position")
);
--> statement-breakpoint
CREATE TABLE "tournament_draw_matchups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_draw_matchups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"draw_id" integer NOT NULL,
	"structure" smallint NOT NULL,
	"round" smallint NOT NULL,
	"position" smallint NOT NULL,
	"side1_entry_id" integer,
	"side2_entry_id" integer,
	"side1_bye" boolean DEFAULT false NOT NULL,
	"side2_bye" boolean DEFAULT false NOT NULL,
	"winner" smallint,
	"score" text,
	"outcome" text,
	"sets_side1" smallint,
	"sets_side2" smallint,
	"games_side1" smallint,
	"games_side2" smallint,
	"tiebreaks_side1" smallint,
	"tiebreaks_side2" smallint,
	"score_sets" jsonb,
	"winner_to_id" integer,
	"winner_to_side" smallint,
	"loser_to_id" integer,
	"loser_to_side" smallint,
	CONSTRAINT "tournament_draw_matchups_place" UNIQUE("draw_id","structure","round","position"),
	CONSTRAINT "tournament_draw_matchups_winner" CHECK ("tournament_draw_matchups"."winner" in (1, 2)),
	CONSTRAINT "tournament_draw_matchups_sides" CHECK ("tournament_draw_matchups"."winner_to_side" in (1, 2) and "tournament_draw_matchups"."loser_to_side" in (1, 2)),
	CONSTRAINT "tournament_draw_matchups_outcome" CHECK ("tournament_draw_matchups"."outcome" in ('completed', 'retired', 'walkover', 'default', 'bye'))
);
--> statement-breakpoint
CREATE TABLE "tournament_draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"draw_type" text NOT NULL,
	"seeding" text NOT NULL,
	"match_format" text,
	"structure_names" jsonb NOT NULL,
	"public_token" text NOT NULL,
	"live_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_draws_publicToken_unique" UNIQUE("public_token"),
	CONSTRAINT "tournament_draws_tournament" UNIQUE("tournament_id")
);
--> statement-breakpoint
ALTER TABLE "tournament_players" ADD COLUMN "player_id" integer;--> statement-breakpoint
ALTER TABLE "tournament_draw_entries" ADD CONSTRAINT "tournament_draw_entries_draw_id_tournament_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."tournament_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draw_entries" ADD CONSTRAINT "tournament_draw_entries_tournament_player_id_tournament_players_id_fk" FOREIGN KEY ("tournament_player_id") REFERENCES "public"."tournament_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draw_matchups" ADD CONSTRAINT "tournament_draw_matchups_draw_id_tournament_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."tournament_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draw_matchups" ADD CONSTRAINT "tournament_draw_matchups_side1_entry_id_tournament_draw_entries_id_fk" FOREIGN KEY ("side1_entry_id") REFERENCES "public"."tournament_draw_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draw_matchups" ADD CONSTRAINT "tournament_draw_matchups_side2_entry_id_tournament_draw_entries_id_fk" FOREIGN KEY ("side2_entry_id") REFERENCES "public"."tournament_draw_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draw_matchups" ADD CONSTRAINT "tournament_draw_matchups_winner_to_id_tournament_draw_matchups_id_fk" FOREIGN KEY ("winner_to_id") REFERENCES "public"."tournament_draw_matchups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draw_matchups" ADD CONSTRAINT "tournament_draw_matchups_loser_to_id_tournament_draw_matchups_id_fk" FOREIGN KEY ("loser_to_id") REFERENCES "public"."tournament_draw_matchups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draws" ADD CONSTRAINT "tournament_draws_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_draw_entries_tplayer" ON "tournament_draw_entries" USING btree ("tournament_player_id");--> statement-breakpoint
CREATE INDEX "tournament_draw_matchups_winner_to" ON "tournament_draw_matchups" USING btree ("winner_to_id");--> statement-breakpoint
CREATE INDEX "tournament_draw_matchups_loser_to" ON "tournament_draw_matchups" USING btree ("loser_to_id");--> statement-breakpoint
CREATE INDEX "tournament_draw_matchups_side1" ON "tournament_draw_matchups" USING btree ("side1_entry_id");--> statement-breakpoint
CREATE INDEX "tournament_draw_matchups_side2" ON "tournament_draw_matchups" USING btree ("side2_entry_id");--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_players_player" ON "tournament_players" USING btree ("player_id");--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_tournament_player" UNIQUE("tournament_id","player_id");