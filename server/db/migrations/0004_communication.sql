CREATE TABLE "outreach_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outreach_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"skill_level" smallint NOT NULL,
	"player_id" integer,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"added_by_coach_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outreach_contacts_level" CHECK ("outreach_contacts"."skill_level" between 5 and 7),
	CONSTRAINT "outreach_contacts_person" CHECK (("outreach_contacts"."player_id" is not null and "outreach_contacts"."phone" is null) or ("outreach_contacts"."player_id" is null and "outreach_contacts"."phone" is not null and "outreach_contacts"."first_name" is not null and "outreach_contacts"."last_name" is not null and "outreach_contacts"."email" is not null))
);
--> statement-breakpoint
CREATE TABLE "announcement_label_links" (
	"announcement_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "announcement_label_links_announcement_id_label_id_pk" PRIMARY KEY("announcement_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_labels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcement_labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coach_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_labels_coach_name" UNIQUE("coach_id","name")
);
--> statement-breakpoint
CREATE TABLE "announcement_marks" (
	"announcement_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"starred" boolean DEFAULT false NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"trashed_at" timestamp with time zone,
	"hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "announcement_marks_announcement_id_coach_id_pk" PRIMARY KEY("announcement_id","coach_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"identifier" text NOT NULL,
	"school_id" integer NOT NULL,
	"skill_level" smallint NOT NULL,
	"roster_id" integer,
	"coach_id" integer NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"poll_options" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_identifier_unique" UNIQUE("identifier"),
	CONSTRAINT "announcements_audience" CHECK (("announcements"."skill_level" between 1 and 4 and "announcements"."roster_id" is not null) or ("announcements"."skill_level" between 5 and 7 and "announcements"."roster_id" is null))
);
--> statement-breakpoint
CREATE TABLE "poll_answers" (
	"announcement_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"option_index" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_answers_announcement_id_player_id_pk" PRIMARY KEY("announcement_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "sms_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"announcement_id" integer NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_jobs_announcement_phone" UNIQUE("announcement_id","phone"),
	CONSTRAINT "sms_jobs_status" CHECK ("sms_jobs"."status" in ('queued', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "outreach_contacts" ADD CONSTRAINT "outreach_contacts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_contacts" ADD CONSTRAINT "outreach_contacts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_contacts" ADD CONSTRAINT "outreach_contacts_added_by_coach_id_coaches_id_fk" FOREIGN KEY ("added_by_coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_label_links" ADD CONSTRAINT "announcement_label_links_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_label_links" ADD CONSTRAINT "announcement_label_links_label_id_announcement_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."announcement_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_labels" ADD CONSTRAINT "announcement_labels_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_marks" ADD CONSTRAINT "announcement_marks_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_marks" ADD CONSTRAINT "announcement_marks_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_roster_id_team_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."team_rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_jobs" ADD CONSTRAINT "sms_jobs_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outreach_contacts_school_level" ON "outreach_contacts" USING btree ("school_id","skill_level");--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_contacts_player" ON "outreach_contacts" USING btree ("school_id","skill_level","player_id") WHERE "outreach_contacts"."player_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_contacts_phone" ON "outreach_contacts" USING btree ("school_id","skill_level","phone") WHERE "outreach_contacts"."phone" is not null;--> statement-breakpoint
CREATE INDEX "announcement_label_links_label" ON "announcement_label_links" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "announcement_marks_coach" ON "announcement_marks" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "announcements_roster_created" ON "announcements" USING btree ("roster_id","created_at");--> statement-breakpoint
CREATE INDEX "announcements_school_level_created" ON "announcements" USING btree ("school_id","skill_level","created_at");--> statement-breakpoint
CREATE INDEX "sms_jobs_due" ON "sms_jobs" USING btree ("status","next_attempt_at");