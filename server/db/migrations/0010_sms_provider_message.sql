ALTER TABLE "sms_jobs" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_jobs_provider_message" ON "sms_jobs" USING btree ("provider_message_id");