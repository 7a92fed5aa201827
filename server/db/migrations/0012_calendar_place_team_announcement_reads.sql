CREATE TABLE "announcement_reads" (
	"announcement_id" integer NOT NULL,
	"coach_id" integer,
	"player_id" integer,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_reads_announcement_coach" UNIQUE("announcement_id","coach_id"),
	CONSTRAINT "announcement_reads_announcement_player" UNIQUE("announcement_id","player_id"),
	CONSTRAINT "announcement_reads_one_reader" CHECK (num_nonnulls("announcement_reads"."coach_id", "announcement_reads"."player_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "place" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "roster_id" integer;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_reads_coach" ON "announcement_reads" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "announcement_reads_player" ON "announcement_reads" USING btree ("player_id");--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_roster_id_team_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."team_rosters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_roster_start" ON "calendar_events" USING btree ("roster_id","starts_at");