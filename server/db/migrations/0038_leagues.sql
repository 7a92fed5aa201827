CREATE TABLE "league_duals" (
	"dual_id" integer PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"round" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_members" (
	"league_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"roster_id" integer,
	"state" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "league_members_league_id_school_id_pk" PRIMARY KEY("league_id","school_id"),
	CONSTRAINT "league_members_state" CHECK ("league_members"."state" in ('invited', 'joined'))
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leagues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"season" text NOT NULL,
	"season_year" smallint NOT NULL,
	"team_type" smallint NOT NULL,
	"rule_pack" text NOT NULL,
	"tie_breaks" jsonb NOT NULL,
	"public_token" text NOT NULL,
	"school_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leagues_publicToken_unique" UNIQUE("public_token")
);
--> statement-breakpoint
ALTER TABLE "duals" ADD COLUMN "league_pack" jsonb;--> statement-breakpoint
ALTER TABLE "league_duals" ADD CONSTRAINT "league_duals_dual_id_duals_id_fk" FOREIGN KEY ("dual_id") REFERENCES "public"."duals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_duals" ADD CONSTRAINT "league_duals_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_roster_id_team_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."team_rosters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_created_by_coaches_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_duals_league_round" ON "league_duals" USING btree ("league_id","round");--> statement-breakpoint
CREATE INDEX "league_members_school" ON "league_members" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "league_members_roster" ON "league_members" USING btree ("roster_id");--> statement-breakpoint
CREATE INDEX "leagues_school" ON "leagues" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "leagues_created_by" ON "leagues" USING btree ("created_by");