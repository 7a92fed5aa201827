CREATE TABLE "attendance_marks" (
	"subject_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"mark" text NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attendance_marks_subject_id_player_id_pk" PRIMARY KEY("subject_id","player_id"),
	CONSTRAINT "attendance_marks_mark" CHECK ("attendance_marks"."mark" in ('present', 'late', 'excused', 'absent'))
);
--> statement-breakpoint
CREATE TABLE "availability_answers" (
	"subject_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"answer" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"for_start" timestamp with time zone NOT NULL,
	"via" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "availability_answers_subject_id_player_id_pk" PRIMARY KEY("subject_id","player_id"),
	CONSTRAINT "availability_answers_answer" CHECK ("availability_answers"."answer" in ('going', 'maybe', 'not_going')),
	CONSTRAINT "availability_answers_via" CHECK ("availability_answers"."via" in ('app', 'link'))
);
--> statement-breakpoint
CREATE TABLE "availability_reminders" (
	"roster_id" integer PRIMARY KEY NOT NULL,
	"on_create" boolean NOT NULL,
	"hours_before" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_subjects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "availability_subjects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer,
	"match_id" integer,
	"dual_id" integer,
	"deadline" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_subjects_eventId_unique" UNIQUE("event_id"),
	CONSTRAINT "availability_subjects_matchId_unique" UNIQUE("match_id"),
	CONSTRAINT "availability_subjects_dualId_unique" UNIQUE("dual_id"),
	CONSTRAINT "availability_subjects_one" CHECK (num_nonnulls("availability_subjects"."event_id", "availability_subjects"."match_id", "availability_subjects"."dual_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_subject_id_availability_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."availability_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_marked_by_coaches_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_answers" ADD CONSTRAINT "availability_answers_subject_id_availability_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."availability_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_answers" ADD CONSTRAINT "availability_answers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_reminders" ADD CONSTRAINT "availability_reminders_roster_id_team_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."team_rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_subjects" ADD CONSTRAINT "availability_subjects_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_subjects" ADD CONSTRAINT "availability_subjects_match_id_tennis_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."tennis_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_subjects" ADD CONSTRAINT "availability_subjects_dual_id_duals_id_fk" FOREIGN KEY ("dual_id") REFERENCES "public"."duals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_marks_player_held" ON "attendance_marks" USING btree ("player_id","held_at");--> statement-breakpoint
CREATE INDEX "attendance_marks_marked_by" ON "attendance_marks" USING btree ("marked_by");--> statement-breakpoint
CREATE INDEX "availability_answers_player" ON "availability_answers" USING btree ("player_id");