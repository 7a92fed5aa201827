ALTER TABLE "sms_jobs" ALTER COLUMN "announcement_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_jobs" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_jobs_dedupe_key" ON "sms_jobs" USING btree ("dedupe_key");--> statement-breakpoint
ALTER TABLE "sms_jobs" ADD CONSTRAINT "sms_jobs_owner" CHECK ("sms_jobs"."announcement_id" is not null or "sms_jobs"."dedupe_key" is not null);