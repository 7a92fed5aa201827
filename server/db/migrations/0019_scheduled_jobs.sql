CREATE TABLE "scheduled_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scheduled_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_jobs_status" CHECK ("scheduled_jobs"."status" in ('pending', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_jobs_key" ON "scheduled_jobs" USING btree ("key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due" ON "scheduled_jobs" USING btree ("run_at") WHERE "scheduled_jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "scheduled_jobs_running" ON "scheduled_jobs" USING btree ("locked_until") WHERE "scheduled_jobs"."status" = 'running';