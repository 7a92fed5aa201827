CREATE TABLE "avatars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "avatars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_type" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"large" "bytea" NOT NULL,
	"small" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avatars_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "avatar" text;--> statement-breakpoint
CREATE UNIQUE INDEX "avatars_user" ON "avatars" USING btree ("user_type","user_id");