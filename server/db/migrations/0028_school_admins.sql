CREATE TABLE "oidc_logins" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text,
	"nonce" text,
	"browser_hash" text NOT NULL,
	"return_to" text NOT NULL,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_admin_grants" (
	"admin_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_admin_grants_admin_id_school_id_pk" PRIMARY KEY("admin_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "school_admins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_admins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"provider" text,
	"subject" text,
	"display_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_admin_grants" ADD CONSTRAINT "school_admin_grants_admin_id_school_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."school_admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_admin_grants" ADD CONSTRAINT "school_admin_grants_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_logins_created" ON "oidc_logins" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "school_admin_grants_school" ON "school_admin_grants" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_admins_email" ON "school_admins" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "school_admins_provider_subject" ON "school_admins" USING btree ("provider","subject") WHERE "school_admins"."subject" is not null;