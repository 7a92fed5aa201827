ALTER TABLE "team_rosters" ADD COLUMN "ladder_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- team_rosters.ladder_version moves on, in the writer's own transaction, whenever anything the
-- team's ladder (GET /api/auth/roster) shows changes; the ladder's response cache checks it.
CREATE FUNCTION bump_ladder_versions(roster_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE team_rosters SET ladder_version = ladder_version + 1
   WHERE id = ANY (roster_ids)
$$;
--> statement-breakpoint
-- Memberships and ladder positions (statement level: a re-ranking bumps each team once).
CREATE FUNCTION ladder_members_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_ladder_versions(ARRAY(SELECT roster_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_ladder_versions(ARRAY(SELECT roster_id FROM old_rows));
  ELSE
    PERFORM bump_ladder_versions(ARRAY(SELECT roster_id FROM new_rows UNION SELECT roster_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER roster_players_ladder_insert AFTER INSERT ON roster_players
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ladder_members_changed();
--> statement-breakpoint
CREATE TRIGGER roster_players_ladder_update AFTER UPDATE ON roster_players
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ladder_members_changed();
--> statement-breakpoint
CREATE TRIGGER roster_players_ladder_delete AFTER DELETE ON roster_players
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ladder_members_changed();
--> statement-breakpoint
CREATE TRIGGER coach_teams_ladder_insert AFTER INSERT ON coach_teams
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ladder_members_changed();
--> statement-breakpoint
CREATE TRIGGER coach_teams_ladder_delete AFTER DELETE ON coach_teams
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ladder_members_changed();
--> statement-breakpoint
-- A player's name, contacts or picture: the team they are on.
CREATE FUNCTION ladder_player_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_ladder_versions(ARRAY(SELECT roster_id FROM roster_players WHERE player_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER players_ladder_update AFTER UPDATE OF first_name, last_name, email, phone, avatar ON players
  FOR EACH ROW WHEN (
    (OLD.first_name, OLD.last_name, OLD.email, OLD.phone, OLD.avatar)
    IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.email, NEW.phone, NEW.avatar)
  ) EXECUTE FUNCTION ladder_player_changed();
--> statement-breakpoint
-- Decided matches feed the win percentages; a match saved without a result changes nothing shown.
CREATE FUNCTION ladder_match_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_ladder_versions(ARRAY[NEW.roster_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_ladder_versions(ARRAY[OLD.roster_id]);
  ELSE
    PERFORM bump_ladder_versions(ARRAY[OLD.roster_id, NEW.roster_id]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tennis_matches_ladder_insert AFTER INSERT ON tennis_matches
  FOR EACH ROW WHEN (NEW.winner_side IS NOT NULL) EXECUTE FUNCTION ladder_match_changed();
--> statement-breakpoint
CREATE TRIGGER tennis_matches_ladder_update AFTER UPDATE ON tennis_matches
  FOR EACH ROW WHEN (
    (OLD.winner_side IS NOT NULL OR NEW.winner_side IS NOT NULL)
    AND (OLD.roster_id, OLD.match_type, OLD.winner_side) IS DISTINCT FROM (NEW.roster_id, NEW.match_type, NEW.winner_side)
  ) EXECUTE FUNCTION ladder_match_changed();
--> statement-breakpoint
CREATE TRIGGER tennis_matches_ladder_delete AFTER DELETE ON tennis_matches
  FOR EACH ROW WHEN (OLD.winner_side IS NOT NULL) EXECUTE FUNCTION ladder_match_changed();
--> statement-breakpoint
-- The players of a decided match (who won is their side).
CREATE FUNCTION ladder_match_players_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_ladder_versions(ARRAY(
      SELECT m.roster_id FROM tennis_matches m JOIN new_rows r ON r.match_id = m.id WHERE m.winner_side IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_ladder_versions(ARRAY(
      SELECT m.roster_id FROM tennis_matches m JOIN old_rows r ON r.match_id = m.id WHERE m.winner_side IS NOT NULL));
  ELSE
    PERFORM bump_ladder_versions(ARRAY(
      SELECT m.roster_id FROM tennis_matches m
        JOIN (SELECT match_id FROM new_rows UNION SELECT match_id FROM old_rows) r ON r.match_id = m.id
       WHERE m.winner_side IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER match_players_ladder_insert AFTER INSERT ON match_players
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ladder_match_players_changed();
--> statement-breakpoint
CREATE TRIGGER match_players_ladder_update AFTER UPDATE ON match_players
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ladder_match_players_changed();
--> statement-breakpoint
CREATE TRIGGER match_players_ladder_delete AFTER DELETE ON match_players
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ladder_match_players_changed();
