CREATE TABLE "idempotency_keys" (
	"user_kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" smallint DEFAULT 200 NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_kind_user_id_key_pk" PRIMARY KEY("user_kind","user_id","key")
);
--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "contacts_access" text DEFAULT 'accepted' NOT NULL;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "contacts_access_by" integer;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "contacts_access_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_at" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "coaches_school_contacts_access" ON "coaches" USING btree ("school_id","contacts_access");--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_contacts_access" CHECK ("coaches"."contacts_access" in ('accepted', 'pending', 'declined'));