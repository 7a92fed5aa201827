ALTER TABLE "coaches" DROP COLUMN "tournaments_version";--> statement-breakpoint
ALTER TABLE "team_rosters" DROP COLUMN "ladder_version";