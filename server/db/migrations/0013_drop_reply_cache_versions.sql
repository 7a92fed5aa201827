-- The ladder's and tournament list's reply cache is gone (docs/decisions.md): drop the triggers of
-- migrations 0007 and 0008 that moved its versions on, and their functions. The version columns
-- themselves are dropped by the next, generated, migration.
DROP TRIGGER IF EXISTS roster_players_ladder_insert ON roster_players;--> statement-breakpoint
DROP TRIGGER IF EXISTS roster_players_ladder_update ON roster_players;--> statement-breakpoint
DROP TRIGGER IF EXISTS roster_players_ladder_delete ON roster_players;--> statement-breakpoint
DROP TRIGGER IF EXISTS coach_teams_ladder_insert ON coach_teams;--> statement-breakpoint
DROP TRIGGER IF EXISTS coach_teams_ladder_delete ON coach_teams;--> statement-breakpoint
DROP TRIGGER IF EXISTS players_ladder_update ON players;--> statement-breakpoint
DROP TRIGGER IF EXISTS tennis_matches_ladder_insert ON tennis_matches;--> statement-breakpoint
DROP TRIGGER IF EXISTS tennis_matches_ladder_update ON tennis_matches;--> statement-breakpoint
DROP TRIGGER IF EXISTS tennis_matches_ladder_delete ON tennis_matches;--> statement-breakpoint
DROP TRIGGER IF EXISTS match_players_ladder_insert ON match_players;--> statement-breakpoint
DROP TRIGGER IF EXISTS match_players_ladder_update ON match_players;--> statement-breakpoint
DROP TRIGGER IF EXISTS match_players_ladder_delete ON match_players;--> statement-breakpoint
DROP TRIGGER IF EXISTS tournaments_version_insert ON tournaments;--> statement-breakpoint
DROP TRIGGER IF EXISTS tournaments_version_update ON tournaments;--> statement-breakpoint
DROP TRIGGER IF EXISTS tournaments_version_delete ON tournaments;--> statement-breakpoint
DROP TRIGGER IF EXISTS tournament_players_version_insert ON tournament_players;--> statement-breakpoint
DROP TRIGGER IF EXISTS tournament_players_version_update ON tournament_players;--> statement-breakpoint
DROP TRIGGER IF EXISTS tournament_players_version_delete ON tournament_players;--> statement-breakpoint
DROP FUNCTION IF EXISTS ladder_members_changed();--> statement-breakpoint
DROP FUNCTION IF EXISTS ladder_player_changed();--> statement-breakpoint
DROP FUNCTION IF EXISTS ladder_match_changed();--> statement-breakpoint
DROP FUNCTION IF EXISTS ladder_match_players_changed();--> statement-breakpoint
DROP FUNCTION IF EXISTS bump_ladder_versions(integer[]);--> statement-breakpoint
DROP FUNCTION IF EXISTS tournament_players_changed();--> statement-breakpoint
DROP FUNCTION IF EXISTS tournaments_changed();--> statement-breakpoint
DROP FUNCTION IF EXISTS bump_tournaments_versions(integer[]);
