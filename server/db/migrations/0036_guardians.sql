CREATE TABLE "guardian_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guardian_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"guardian_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"relation" text NOT NULL,
	"confirm_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"added_by" text NOT NULL,
	"added_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_links_player_guardian" UNIQUE("player_id","guardian_id"),
	CONSTRAINT "guardian_links_added_by" CHECK ("guardian_links"."added_by" in ('coach', 'player'))
);
--> statement-breakpoint
CREATE TABLE "guardians" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guardians_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"ui_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardians_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "minor_message_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "minor_message_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"roster_id" integer,
	"player_id" integer,
	"player_name" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"copied_to" jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availability_answers" DROP CONSTRAINT "availability_answers_via";--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "graduation_year" smallint;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "minor_mark" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "availability_answers" ADD COLUMN "given_by_guardian_id" integer;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minor_message_log" ADD CONSTRAINT "minor_message_log_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minor_message_log" ADD CONSTRAINT "minor_message_log_roster_id_team_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."team_rosters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minor_message_log" ADD CONSTRAINT "minor_message_log_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_links_guardian" ON "guardian_links" USING btree ("guardian_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_links_confirm_hash" ON "guardian_links" USING btree ("confirm_hash");--> statement-breakpoint
CREATE INDEX "minor_message_log_roster" ON "minor_message_log" USING btree ("roster_id","sent_at");--> statement-breakpoint
CREATE INDEX "minor_message_log_player" ON "minor_message_log" USING btree ("player_id");--> statement-breakpoint
ALTER TABLE "availability_answers" ADD CONSTRAINT "availability_answers_given_by_guardian_id_guardians_id_fk" FOREIGN KEY ("given_by_guardian_id") REFERENCES "public"."guardians"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_answers_guardian" ON "availability_answers" USING btree ("given_by_guardian_id");--> statement-breakpoint
ALTER TABLE "availability_answers" ADD CONSTRAINT "availability_answers_via" CHECK ("availability_answers"."via" in ('app', 'link', 'guardian'));