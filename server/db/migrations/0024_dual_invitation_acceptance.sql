ALTER TABLE "duals" ADD COLUMN "opponent_publish_reason" text;--> statement-breakpoint
ALTER TABLE "duals" ADD COLUMN "opponent_publish_violations" jsonb;--> statement-breakpoint
ALTER TABLE "duals" ADD COLUMN "accepted_by" integer;--> statement-breakpoint
ALTER TABLE "duals" ADD CONSTRAINT "duals_accepted_by_coaches_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duals_accepted_by" ON "duals" USING btree ("accepted_by");