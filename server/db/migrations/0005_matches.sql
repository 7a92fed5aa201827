CREATE TABLE "match_players" (
	"match_id" integer NOT NULL,
	"side" smallint NOT NULL,
	"slot" smallint NOT NULL,
	"player_id" integer NOT NULL,
	CONSTRAINT "match_players_match_id_player_id_pk" PRIMARY KEY("match_id","player_id"),
	CONSTRAINT "match_players_slot" UNIQUE("match_id","slot"),
	CONSTRAINT "match_players_side" CHECK ("match_players"."side" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "tennis_matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tennis_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"roster_id" integer NOT NULL,
	"match_type" smallint NOT NULL,
	"is_singles" boolean NOT NULL,
	"match_at" timestamp with time zone NOT NULL,
	"score" text,
	"outcome" text,
	"winner_side" smallint,
	"challenger_side" smallint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tennis_matches_type" CHECK ("tennis_matches"."match_type" in (1, 2, 3)),
	CONSTRAINT "tennis_matches_winner_side" CHECK ("tennis_matches"."winner_side" in (1, 2)),
	CONSTRAINT "tennis_matches_challenger_side" CHECK ("tennis_matches"."challenger_side" in (1, 2)),
	CONSTRAINT "tennis_matches_outcome" CHECK ("tennis_matches"."outcome" in ('completed', 'retired', 'walkover', 'default')),
	CONSTRAINT "tennis_matches_result" CHECK (("tennis_matches"."winner_side" is null) = ("tennis_matches"."outcome" is null) and ("tennis_matches"."score" is null or "tennis_matches"."winner_side" is not null))
);
--> statement-breakpoint
ALTER TABLE "match_players" ADD CONSTRAINT "match_players_match_id_tennis_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."tennis_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_players" ADD CONSTRAINT "match_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tennis_matches" ADD CONSTRAINT "tennis_matches_roster_id_team_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."team_rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tennis_matches" ADD CONSTRAINT "tennis_matches_created_by_coaches_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_players_player" ON "match_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "tennis_matches_roster_type_at" ON "tennis_matches" USING btree ("roster_id","match_type","match_at");