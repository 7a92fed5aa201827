ALTER TABLE "schools" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "level" text DEFAULT 'high_school' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written: the schools before issue 32 are the seed schools (and bench's numbered ones): verified.
UPDATE "schools" SET "verified" = true;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "name_key" text GENERATED ALWAYS AS (btrim(regexp_replace(regexp_replace(regexp_replace(lower(label), '[-\s.,;:!?''"()/&_#’]+', ' ', 'g'), '\mhs\M', 'high school', 'g'), '\mms\M', 'middle school', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "place_key" text GENERATED ALWAYS AS (lower(btrim(coalesce(city, ''))) || '|' || lower(btrim(coalesce(region, '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "search_key" text GENERATED ALWAYS AS (btrim(regexp_replace(regexp_replace(regexp_replace(lower(label), '[-\s.,;:!?''"()/&_#’]+', ' ', 'g'), '\m(high|school|schools|middle|elementary|senior|junior|secondary|the|of|and|hs|ms)\M', ' ', 'g'), '\s+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "schools_name_place" ON "schools" USING btree ("name_key","place_key");--> statement-breakpoint
CREATE INDEX "schools_search_key_trgm" ON "schools" USING gin ("search_key" extensions.gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_level" CHECK ("schools"."level" in ('high_school', 'middle_school', 'other'));