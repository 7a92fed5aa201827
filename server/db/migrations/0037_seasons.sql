CREATE TABLE "season_players" (
	"season_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"position" integer,
	"departure" text NOT NULL,
	CONSTRAINT "season_players_season_id_player_id_pk" PRIMARY KEY("season_id","player_id"),
	CONSTRAINT "season_players_departure" CHECK ("season_players"."departure" in ('stays', 'leaves', 'graduates'))
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"roster_id" integer NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_dates" CHECK ("seasons"."starts_on" <= "seasons"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "tennis_matches" ADD COLUMN "season_id" integer;--> statement-breakpoint
ALTER TABLE "player_challenges" ADD COLUMN "season_id" integer;--> statement-breakpoint
ALTER TABLE "duals" ADD COLUMN "season_id" integer;--> statement-breakpoint
ALTER TABLE "season_players" ADD CONSTRAINT "season_players_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_players" ADD CONSTRAINT "season_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_roster_id_team_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."team_rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_players_player" ON "season_players" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_current" ON "seasons" USING btree ("roster_id") WHERE "seasons"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "seasons_roster_starts" ON "seasons" USING btree ("roster_id","starts_on");--> statement-breakpoint
CREATE INDEX "tennis_matches_roster_season_at" ON "tennis_matches" USING btree ("roster_id","season_id","match_at");--> statement-breakpoint
CREATE INDEX "player_challenges_roster_season" ON "player_challenges" USING btree ("roster_id","season_id","created_at");--> statement-breakpoint
CREATE INDEX "duals_roster_season_starts" ON "duals" USING btree ("roster_id","season_id","starts_at");--> statement-breakpoint
-- Every existing team gets its one current season: the school year holding today (August 1 to July 31,
-- as contract/seasons' schoolYearOf names it); every existing match, dual and challenge stays in it
-- (season_id null is the current season).
INSERT INTO "seasons" ("roster_id", "name", "starts_on", "ends_on")
SELECT t."id", y::text || '-' || lpad(((y + 1) % 100)::text, 2, '0'), make_date(y, 8, 1), make_date(y + 1, 7, 31)
FROM "team_rosters" t
CROSS JOIN LATERAL (
  SELECT (extract(year FROM current_date)::int - CASE WHEN extract(month FROM current_date) < 8 THEN 1 ELSE 0 END) AS y
) AS sy;
