ALTER TABLE "coaches" ADD COLUMN "tournaments_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- coaches.tournaments_version moves on, in the writer's own transaction, whenever a tournament of
-- the coach or one of its players changes; GET /api/auth/getAllTournaments answers from a cache
-- checked against the versions of the coaches whose tournaments the caller reaches (who those
-- coaches are is read live, so joining or leaving a team changes the stamp by itself).
CREATE FUNCTION bump_tournaments_versions(coach_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE coaches SET tournaments_version = tournaments_version + 1
   WHERE id = ANY (coach_ids)
$$;
--> statement-breakpoint
CREATE FUNCTION tournaments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_tournaments_versions(ARRAY(SELECT coach_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_tournaments_versions(ARRAY(SELECT coach_id FROM old_rows));
  ELSE
    PERFORM bump_tournaments_versions(ARRAY(SELECT coach_id FROM new_rows UNION SELECT coach_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tournaments_version_insert AFTER INSERT ON tournaments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tournaments_changed();
--> statement-breakpoint
CREATE TRIGGER tournaments_version_update AFTER UPDATE ON tournaments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tournaments_changed();
--> statement-breakpoint
CREATE TRIGGER tournaments_version_delete AFTER DELETE ON tournaments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tournaments_changed();
--> statement-breakpoint
-- Players, their names and ranks (statement level: a re-ranking bumps the coach once). A player
-- deleted with its tournament finds no tournament here; the tournament's own trigger bumped.
CREATE FUNCTION tournament_players_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_tournaments_versions(ARRAY(
      SELECT t.coach_id FROM tournaments t WHERE t.id IN (SELECT tournament_id FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_tournaments_versions(ARRAY(
      SELECT t.coach_id FROM tournaments t WHERE t.id IN (SELECT tournament_id FROM old_rows)));
  ELSE
    PERFORM bump_tournaments_versions(ARRAY(
      SELECT t.coach_id FROM tournaments t
       WHERE t.id IN (SELECT tournament_id FROM new_rows UNION SELECT tournament_id FROM old_rows)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tournament_players_version_insert AFTER INSERT ON tournament_players
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tournament_players_changed();
--> statement-breakpoint
CREATE TRIGGER tournament_players_version_update AFTER UPDATE ON tournament_players
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tournament_players_changed();
--> statement-breakpoint
CREATE TRIGGER tournament_players_version_delete AFTER DELETE ON tournament_players
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tournament_players_changed();
