CREATE TABLE "ladder_change_teams" (
	"change_id" integer NOT NULL,
	"roster_id" integer NOT NULL,
	CONSTRAINT "ladder_change_teams_roster_id_change_id_pk" PRIMARY KEY("roster_id","change_id")
);
--> statement-breakpoint
CREATE TABLE "ladder_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ladder_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"roster_id" integer NOT NULL,
	"reason" text NOT NULL,
	"actor_coach_id" integer,
	"match_id" integer,
	"moves" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "ladder_changes_reason" CHECK ("ladder_changes"."reason" in ('coach-move', 'removed', 'challenge', 'undo'))
);
--> statement-breakpoint
ALTER TABLE "ladder_change_teams" ADD CONSTRAINT "ladder_change_teams_change_id_ladder_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."ladder_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_change_teams" ADD CONSTRAINT "ladder_change_teams_roster_id_team_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."team_rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_changes" ADD CONSTRAINT "ladder_changes_roster_id_team_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."team_rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ladder_changes" ADD CONSTRAINT "ladder_changes_actor_coach_id_coaches_id_fk" FOREIGN KEY ("actor_coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ladder_changes_roster" ON "ladder_changes" USING btree ("roster_id");--> statement-breakpoint
ALTER TABLE "roster_players" ADD CONSTRAINT "roster_players_position_range" CHECK ("roster_players"."position" between 1 and 100);