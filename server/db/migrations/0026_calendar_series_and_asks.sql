ALTER TABLE "calendar_events" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "availability_subjects" ADD COLUMN "asked_for" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "calendar_events_series_start" ON "calendar_events" USING btree ("series_id","starts_at");