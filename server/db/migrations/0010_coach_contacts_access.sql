ALTER TABLE "coaches" ADD COLUMN "contacts_access" text DEFAULT 'accepted' NOT NULL;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "contacts_access_by" integer;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "contacts_access_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "coaches_school_contacts_access" ON "coaches" USING btree ("school_id","contacts_access");--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_contacts_access" CHECK ("coaches"."contacts_access" in ('accepted', 'pending', 'declined'));