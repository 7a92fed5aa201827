CREATE TABLE "tournament_matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"player1_id" integer NOT NULL,
	"player2_id" integer NOT NULL,
	"winner" smallint,
	"p1_rank_after" integer,
	"p2_rank_after" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_matches_two_players" CHECK ("tournament_matches"."player1_id" <> "tournament_matches"."player2_id"),
	CONSTRAINT "tournament_matches_winner" CHECK ("tournament_matches"."winner" in (1, 2)),
	CONSTRAINT "tournament_matches_swap_pair" CHECK (("tournament_matches"."p1_rank_after" is null) = ("tournament_matches"."p2_rank_after" is null))
);
--> statement-breakpoint
CREATE TABLE "tournament_players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"name" text NOT NULL,
	"rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_players_tournament_rank" UNIQUE("tournament_id","rank") DEFERRABLE INITIALLY IMMEDIATE,
	CONSTRAINT "tournament_players_tournament_id" UNIQUE("tournament_id","id"),
	CONSTRAINT "tournament_players_rank_positive" CHECK ("tournament_players"."rank" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournaments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coach_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_player1_fk" FOREIGN KEY ("tournament_id","player1_id") REFERENCES "public"."tournament_players"("tournament_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_player2_fk" FOREIGN KEY ("tournament_id","player2_id") REFERENCES "public"."tournament_players"("tournament_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_matches_player1" ON "tournament_matches" USING btree ("tournament_id","player1_id");--> statement-breakpoint
CREATE INDEX "tournament_matches_player2" ON "tournament_matches" USING btree ("tournament_id","player2_id");--> statement-breakpoint
CREATE INDEX "tournaments_coach" ON "tournaments" USING btree ("coach_id");