import { z } from 'zod';

/**
 * Every error answer of the API: `{ error, code, details? }`. `code` is a stable identifier the
 * web app keys on (and translates); `error` is the English text SPEC.md and API.md require,
 * byte for byte; `details` carries the values a text names (the refused fields of a validation
 * error, the places of a challenge), so that nobody has to read them out of the sentence.
 *
 * One table holds each code's status and text. A text that names values is a function of them;
 * the server passes those values as the answer's `details` unless it says otherwise.
 */
type Entry = { readonly status: number; readonly text: string | ((params: never) => string) };

export const ERRORS = {
  // Requests the framework or the contract refuses.
  validation_failed: {
    status: 400,
    text: (p: { context: string; summary: string }) => `Invalid ${p.context}: ${p.summary}`,
  },
  invalid_value: { status: 400, text: 'invalid value' },
  bad_request: { status: 400, text: (p: { text: string }) => p.text },
  payload_too_large: { status: 413, text: (p: { text: string }) => p.text },
  unsupported_media_type: { status: 415, text: (p: { text: string }) => p.text },
  rate_limited: { status: 429, text: (p: { text: string }) => p.text },
  route_not_found: {
    status: 404,
    text: (p: { method: string; path: string }) => `no route ${p.method} ${p.path}`,
  },
  not_found: { status: 404, text: 'not found' },
  invalid_idempotency_key: { status: 400, text: 'Idempotency-Key must be 1 to 255 visible ASCII characters' },
  idempotency_key_reused: {
    status: 422,
    text: 'This Idempotency-Key was already used with a different request; send a new key for a new request.',
  },
  already_exists: { status: 409, text: 'already exists' },
  concurrent_change: { status: 409, text: 'a concurrent change happened, try again' },
  internal_error: { status: 500, text: 'internal error' },
  service_unavailable: { status: 503, text: 'service unavailable, try again shortly' },
  database_unavailable: { status: 503, text: 'database unavailable' },

  // Sessions and roles (SPEC.md section 4: 'Token is expired' refreshes the token).
  missing_token: { status: 401, text: 'missing token' },
  invalid_token: { status: 401, text: 'invalid token' },
  token_expired: { status: 401, text: 'Token is expired' },
  session_ended: { status: 401, text: 'session ended' },
  session_expired: { status: 401, text: 'session expired, sign in again' },
  account_gone: { status: 401, text: 'account no longer exists' },
  coaches_only: { status: 403, text: 'coaches only' },
  players_only: { status: 403, text: 'players only' },

  guardians_only: { status: 403, text: 'guardians only' },

  // Sign-in and sign-up.
  code_expired: { status: 400, text: 'code expired' },
  code_mismatch: { status: 400, text: "codes don't match" },
  code_void: { status: 429, text: 'too many wrong codes, request a new code' },
  register_not_found: { status: 404, text: 'login register record not found' },
  phone_not_verified: { status: 403, text: 'this phone number was not verified' },
  account_not_this_phone: { status: 403, text: 'this account does not belong to this phone' },
  phone_mismatch: { status: 400, text: 'phone does not match the verified number' },
  unknown_school: { status: 400, text: 'unknown school' },
  school_exists_similar: { status: 409, text: 'a school like this one already exists' },
  school_add_attempts: { status: 429, text: 'too many schools added, try again later' },
  account_exists: { status: 409, text: 'an account already exists for this phone' },
  invalid_pin: { status: 400, text: 'invalid PIN' },
  team_not_created: { status: 404, text: 'joint record not found' },
  join_ladder_changed: { status: 409, text: 'the ladder changed while joining, try again' },
  team_exists: {
    status: 409,
    text: (p: { team: string; school: string }) =>
      `${p.team} already exists at ${p.school}: join that team with the Team PIN from its coach`,
  },
  coach_not_found: { status: 404, text: 'coach not found' },
  player_not_found: { status: 404, text: 'player not found' },
  code_send_unavailable: { status: 503, text: 'could not send the code, try again shortly' },
  code_send_failed: { status: 503, text: 'could not send the code' },

  // Throttles (docs/security.md).
  phone_code_requests: {
    status: 429,
    text: 'too many code requests for this phone, try again in 10 minutes',
  },
  network_code_requests: { status: 429, text: 'too many code requests from this network, try again later' },
  network_wrong_codes: { status: 429, text: 'too many wrong codes from this network, try again later' },
  network_wrong_codes_wait: {
    status: 429,
    text: 'too many wrong codes from this network, wait a moment and try again',
  },
  phone_wrong_codes: { status: 429, text: 'too many wrong codes for this phone, try again later' },
  phone_wrong_codes_wait: {
    status: 429,
    text: 'too many wrong codes for this phone, wait a moment and try again',
  },
  pin_attempts: { status: 429, text: 'too many PIN attempts, try again later' },
  throttle_busy: { status: 429, text: 'too many attempts at once, try again' },

  // Guardians (issue 34; contract/guardians).
  guardian_link_not_found: { status: 404, text: 'guardian link not found' },
  guardian_link_exists: { status: 409, text: 'this guardian is already linked to this player' },
  guardian_is_player: { status: 400, text: "a player's own phone cannot be their guardian's" },
  guardian_confirm_invalid: { status: 404, text: 'this confirmation link is not valid' },
  guardian_confirm_expired: { status: 410, text: 'this confirmation link has expired, ask for a new one' },
  guardian_links_limit: { status: 409, text: 'a player may have at most 6 guardians' },

  // Seasons, the roster import and exports (issue 37).
  season_not_found: { status: 404, text: 'no such season' },
  season_archived: { status: 409, text: 'this season is archived and read-only' },
  season_dates: { status: 409, text: "the new season must start after the current season's first day" },
  season_open_challenges: {
    status: 409,
    text: 'finish or cancel the open challenges before starting a new season',
  },
  season_departure_not_member: { status: 400, text: 'a player who leaves or graduates must be on the team' },
  csv_wrong_encoding: {
    status: 415,
    text: 'the file is not UTF-8 text: save it from the spreadsheet as "CSV UTF-8"',
  },
  csv_too_large: { status: 413, text: 'the file is larger than 256 KB' },
  csv_too_many_rows: { status: 413, text: 'the file has more than 200 rows' },
  csv_unreadable: { status: 400, text: 'the file could not be read as CSV' },
  csv_no_name_column: { status: 400, text: 'the file has no first_name and last_name columns' },
  import_no_good_rows: { status: 400, text: 'no row can be saved; fix the problems first' },
  child_not_found: { status: 404, text: 'child not found' },

  // Ladder, rosters and Team PINs.
  team_not_found: { status: 404, text: 'team not found' },
  school_not_found: { status: 404, text: 'school not found' },
  player_not_on_team: { status: 404, text: 'player not found on this team' },
  position_taken: {
    status: 409,
    text: 'You cannot move the player to this team because the position has already been taken.',
  },
  insert_past_end: { status: 409, text: 'That place is past the end of the ladder.' },
  ladder_full: { status: 409, text: 'The ladder is full: no place is left to move the others down.' },
  swap_with_self: { status: 400, text: 'withStpid: choose another player to swap with' },
  wrong_pin: { status: 400, text: 'wrong pin' },
  already_coach: { status: 409, text: 'you already coach this team' },
  nothing_to_undo: { status: 404, text: 'there is no ladder change to undo' },
  ladder_changed: { status: 409, text: 'the ladder changed meanwhile, try again' },
  undo_other_team: { status: 409, text: 'This change also moved players of a team you do not coach.' },
  undo_player_moved: {
    status: 409,
    text: 'This change cannot be undone: a player it moved has moved again or left the team since.',
  },
  undo_place_taken: {
    status: 409,
    text: 'This change cannot be undone: a position it would restore is now taken by another player.',
  },

  // Matches.
  match_not_found: { status: 404, text: 'match not found' },
  players_not_on_team: { status: 400, text: 'Every player of the match must be on this team.' },
  challenge_singles_only: { status: 400, text: 'A challenge is a singles match.' },
  challenge_not_on_team: { status: 400, text: 'Both players of a challenge must be on this team.' },
  challenge_needs_positions: {
    status: 400,
    text: 'Both players of a challenge need a ladder position. Place them on the ladder first.',
  },
  challenge_out_of_range: {
    status: 400,
    text: (p: { max: number; places: number }) =>
      `A player may challenge at most ${p.max} ${p.max === 1 ? 'place' : 'places'} above them on the ladder; these players are ${p.places} places apart.`,
  },
  // Player challenges (issue 21; contract/challenges.ts).
  challenge_not_found: { status: 404, text: 'challenge not found' },
  challenge_self: { status: 400, text: 'You cannot challenge yourself.' },
  challenge_below_you: {
    status: 400,
    text: 'You can only challenge a player placed above you on the ladder.',
  },
  challenge_limit_challenger: {
    status: 409,
    text: (p: { max: number }) =>
      `You already have ${p.max} open ${p.max === 1 ? 'challenge' : 'challenges'}; finish one before you start another.`,
  },
  challenge_limit_defender: {
    status: 409,
    text: (p: { max: number }) =>
      `This player already has ${p.max} open ${p.max === 1 ? 'challenge' : 'challenges'} to answer.`,
  },
  challenge_already_open: { status: 409, text: 'There is already an open challenge between you two.' },
  challenge_wrong_state: {
    status: 409,
    text: (p: { status: string }) => `This challenge is ${p.status}; that step is not possible now.`,
  },
  challenge_not_your_step: { status: 403, text: 'That step of this challenge is for the other player.' },
  challenge_coach_records: { status: 403, text: 'On this team only the coach records challenge results.' },
  /** details.playBy: the play deadline (ISO) the agreed time must not be after. */
  challenge_after_play_deadline: {
    status: 400,
    text: 'The agreed time is after the deadline to play this challenge: choose a time before it.',
  },
  /** details.agreedAt: the agreed start (ISO). */
  challenge_not_played_yet: {
    status: 409,
    text: 'This challenge has not been played yet: report the result after the agreed time.',
  },
  /** details.agreedAt: the agreed start (ISO); the coach sends confirmEarly: true to record it anyway. */
  challenge_confirm_early: {
    status: 409,
    text: 'This challenge is agreed for a later time. Confirm that it was played early to record the result now.',
  },
  winner_required: { status: 400, text: 'You must specify the match winner.' },
  winner_not_player: { status: 400, text: 'The winner must be one of the two players of this match.' },
  winners_not_side: { status: 400, text: 'The winners must be the two players of one side of this match.' },
  /** The reason is the shared score rule's (contract/tennis-score.ts), which the web shows as it is. */
  invalid_score: { status: 400, text: (p: { reason: string }) => p.reason },
  winner_disagrees: {
    status: 400,
    text: (p: { score: string; names: string }) =>
      `The winner does not agree with the score: ${p.score} is a win for ${p.names}.`,
  },

  // Dual matches (issue 20).
  dual_not_found: { status: 404, text: 'dual match not found' },
  opponent_is_own_school: { status: 400, text: 'The opponent must be another school.' },
  lineup_wrong_lines: {
    status: 400,
    text: "The lineup must have every line of the dual's format, in order.",
  },
  lineup_player_not_on_team: { status: 400, text: 'Every player of the lineup must be on this team.' },
  lineup_player_on_two_lines: {
    status: 400,
    text: (p: { text: string }) => `${p.text}.`,
  },
  publish_needs_reason: {
    status: 409,
    text: "This lineup breaks the team's lineup rule: give a reason to publish it anyway.",
  },
  publish_incomplete_lineup: {
    status: 409,
    text: 'Fill every place of the lineup before publishing it.',
  },

  // Dual matches: scoring and the linked opponent (issue 20).
  dual_line_not_found: { status: 404, text: 'This dual has no such line.' },
  dual_line_match: {
    status: 409,
    text: "This match is a line of a dual match: change its result on the dual's page.",
  },
  dual_line_unplayed_result: { status: 400, text: 'An unplayed line has no score and no winner.' },
  dual_line_outcome_disagrees: {
    status: 400,
    text: (p: { score: string; outcome: string }) => `The score ${p.score} is not a ${p.outcome} line.`,
  },
  dual_line_decided: {
    status: 409,
    text: 'This line has a result: change the result instead of its live score.',
  },
  live_full: { status: 503, text: 'Too many live viewers on this server right now; try again shortly.' },
  dual_line_not_awaiting_you: {
    status: 409,
    text: "This line's result is not waiting for your confirmation.",
  },
  dual_line_changed: {
    status: 409,
    text: "This line's result was changed by someone else meanwhile: look at it again before you save yours.",
  },
  dual_opponent_linked: {
    status: 409,
    text: "The opponent's coach enters and publishes their own lineup.",
  },
  dual_not_linked: { status: 409, text: 'Only the coach of a linked opponent team does this.' },
  dual_invitation_not_open: { status: 409, text: 'This invitation is no longer open.' },
  dual_team_wrong_level: {
    status: 400,
    text: 'Link a team of the same level as the inviting team.',
  },
  dual_no_opponent_school: {
    status: 409,
    text: 'Choose the opponent school of this Courtside before inviting it.',
  },

  // Tournaments (texts of SPEC.md sections 2, 5 and 8).
  tournament_not_found: { status: 404, text: 'tournament not found' },
  tournament_player_not_found: { status: 404, text: 'tournament player not found' },
  tournament_match_not_found: { status: 404, text: 'tournament match not found' },
  tournament_name_required: { status: 400, text: 'Tournament name is required.' },
  tournament_players_required: { status: 400, text: 'You must add players to this tournament.' },
  players_not_a_list: { status: 400, text: 'players must be a list of {"Player": name} entries' },
  rank_required: { status: 400, text: 'You must specify a rank for the player.' },
  rank_out_of_range: {
    status: 400,
    text: (p: { max: number }) => `The rank must be a whole number from 1 to ${p.max}.`,
  },
  player_name_required: { status: 400, text: 'Player name is required.' },
  match_fields_required: { status: 400, text: 'You must fill in all required fields.' },
  same_players: { status: 400, text: 'Team A and Team B cannot be the same team.' },
  winner_not_in_match: { status: 400, text: 'The winner must be one of the two players of the match.' },
  unranked: { status: 400, text: 'You must designate the rankings of each player in the competition.' },
  // Tournament draws (issue 36).
  draw_not_found: { status: 404, text: 'draw not found' },
  draw_matchup_not_found: { status: 404, text: 'draw match not found' },
  draw_exists: { status: 409, text: 'This tournament already has a draw: remove it first.' },
  draw_entrants_count: {
    status: 400,
    text: (p: { min: number; max: number }) => `A draw of this type needs ${p.min} to ${p.max} players.`,
  },
  draw_entrants_required: { status: 400, text: 'Choose the players of the draw, best seed first.' },
  draw_roster_required: { status: 400, text: 'Choose the team whose ladder seeds the draw.' },
  draw_player_entered: {
    status: 409,
    text: "This player is in the tournament's draw: remove the draw first.",
  },
  draw_pair_shape: { status: 400, text: 'Each doubles pair is exactly two players.' },
  draw_pair_same_player: { status: 400, text: 'A doubles pair needs two different players.' },
  draw_pair_player_twice: {
    status: 400,
    text: 'A player can be in only one pair of the draw.',
  },
  draw_pair_not_on_team: {
    status: 400,
    text: "Every player of a pair must be on the team's roster.",
  },
  draw_matchup_not_ready: { status: 409, text: 'Both players of this match are not known yet.' },
  draw_result_clears_later: {
    status: 409,
    text: (p: { count: number }) =>
      `Changing this result clears ${p.count} later match(es) that depend on it. Confirm to go on.`,
  },
  draw_not_groups: {
    status: 409,
    text: 'Only a round robin of two or more groups has a playoff.',
  },
  draw_groups_unfinished: {
    status: 409,
    text: (p: { count: number }) =>
      `${p.count} group match(es) are not decided yet: the playoff is made once every group is finished.`,
  },
  draw_playoff_exists: {
    status: 409,
    text: "This draw's playoff is made: its groups' results are final (remove the draw to start again).",
  },
  draw_playoff_size: {
    status: 400,
    text: (p: { max: number }) => `Take 1 to ${p.max} players of each group into the playoff.`,
  },

  // Announcements.
  announcement_not_found: { status: 404, text: 'announcement not found' },
  label_not_found: { status: 404, text: 'label not found' },
  label_exists: { status: 409, text: 'a label with this name already exists' },
  audience_not_found: { status: 404, text: 'audience not found' },
  not_a_poll: { status: 400, text: 'this announcement is not a poll' },
  poll_option_out_of_range: {
    status: 400,
    text: (p: { max: number }) => `option must be between 0 and ${p.max}`,
  },

  // Calendar.
  event_not_found: { status: 404, text: 'event not found' },
  calendar_not_found: { status: 404, text: 'calendar not found' },
  event_team_not_coached: { status: 400, text: 'You can only add events for a team you coach.' },
  series_invalid: {
    status: 400,
    text: 'A weekly series ends on a day from its first event to a year later.',
  },

  // Availability, attendance and reminders (issue 22; contract/availability.ts).
  availability_not_found: { status: 404, text: 'nothing to answer here' },
  not_asked: { status: 403, text: 'This event does not ask you: it is for another team or lineup.' },
  answers_closed: { status: 409, text: 'Answers for this event are closed.' },
  answer_link_invalid: { status: 404, text: 'This answer link is not valid.' },
  answer_link_expired: { status: 410, text: 'This answer link has expired: the event is over.' },
  answer_link_moved: {
    status: 409,
    text: 'This event has moved since this link was sent; sign in to answer for its new time.',
  },
  remind_too_soon: {
    status: 429,
    text: (p: { minutes: number }) =>
      `The others were reminded less than an hour ago; try again in ${p.minutes} min.`,
  },
  attendance_not_taken: { status: 400, text: 'Attendance is taken for practices and dual matches only.' },
  attendance_player_not_asked: { status: 400, text: 'Every marked player must be one this event asks.' },
  attendance_too_early: { status: 409, text: 'Attendance can be taken from the start of the event.' },

  // Outreach contacts.
  contacts_not_accepted: {
    status: 403,
    text: "A coach of your school has not accepted you yet, so the school's shared contacts and the announcements to them are not open to you.",
  },
  coach_already_accepted: { status: 409, text: 'this coach is already accepted' },
  contact_not_found: { status: 404, text: 'contact not found' },
  contact_duplicate: { status: 409, text: 'this person is already on this list' },
  player_not_on_your_teams: { status: 404, text: 'player not found on your teams' },
  player_contact_read_only: {
    status: 400,
    text: "a player's details come from the player and cannot be edited here",
  },

  // Settings and photos.
  settings_player_not_found: { status: 404, text: 'Player Not Found' },
  phone_in_use: { status: 409, text: 'phone number already in use' },
  phone_code_required: { status: 400, text: 'Confirm the new phone number with the code we sent to it.' },
  photo_too_big: { status: 413, text: 'The photo is larger than 5 MB.' },
  photo_wrong_type: { status: 415, text: 'Choose a JPEG, PNG or WebP photo.' },
  photo_not_multipart: {
    status: 415,
    text: "Send the photo as multipart/form-data in a field named 'photo'.",
  },
  photo_too_many_pixels: {
    status: 422,
    text: 'The photo has too many pixels (at most 5000 × 5000); choose a smaller one.',
  },
  photo_too_deep: {
    status: 422,
    text: 'The photo has more than 8 bits a colour; save it as an ordinary JPEG or PNG.',
  },
  photo_one_file: { status: 400, text: 'Send one photo, in one form field, at a time.' },
  photo_uploads_throttled: {
    status: 429,
    text: 'Too many photo uploads; wait a few minutes and try again.',
  },
  photo_missing: { status: 400, text: 'No photo was sent.' },
  photo_unreadable: { status: 400, text: 'The upload could not be read.' },
  photo_not_found: { status: 404, text: 'no such photo' },

  // School administrators: OpenID Connect sign-in, grants and invitations (issue 32).
  admins_only: { status: 403, text: 'school administrators only' },
  oidc_unknown_provider: { status: 404, text: 'no such sign-in provider' },
  oidc_provider_unavailable: {
    status: 503,
    text: 'the sign-in provider cannot be reached, try again shortly',
  },
  oidc_state_mismatch: { status: 400, text: 'this sign-in was not started here or has expired; start again' },
  oidc_sign_in_failed: {
    status: 400,
    text: 'the sign-in provider did not confirm this sign-in; start again',
  },
  oidc_email_missing: { status: 403, text: 'the sign-in provider did not give a verified e-mail address' },
  oidc_domain_not_allowed: { status: 403, text: "this account's e-mail domain is not allowed here" },
  oidc_not_granted: { status: 403, text: 'this account is not an administrator of any school yet' },
  oidc_handoff_invalid: { status: 400, text: 'this sign-in link was used or has expired; sign in again' },
  last_team_coach: {
    status: 409,
    text: 'This is the last coach of the team: appoint another coach before removing this one.',
  },
  admin_school_required: {
    status: 400,
    text: 'You administer more than one school: say which school the invitation is for.',
  },
  // A school's rules (issue 32; contract/schools/rules.ts).
  school_rule_looser: {
    status: 409,
    text: "Your school's lineup rule does not allow this: a team's or a dual's rule may be stricter, never looser.",
  },
  school_format_set: {
    status: 409,
    text: "Your school sets its teams' match format; its administrator can change it.",
  },
  lineup_breaks_school_rule: {
    status: 409,
    text: "This lineup breaks your school's lineup rule, which no reason overrides: change the lineup.",
  },
  // League play (issue 35; contract/leagues).
  league_not_found: { status: 404, text: 'league not found' },
  league_managers_only: { status: 403, text: "only the coaches of the league's founding school may do this" },
  league_school_member: { status: 409, text: 'this school is already in the league' },
  league_team_level: { status: 409, text: "this team is not of the league's level" },
  league_already_joined: { status: 409, text: 'your school already plays in this league' },
  league_dual_teams: {
    status: 409,
    text: "a league dual is between two of the league's teams, linked by the opponent's coach",
  },
  league_dual_taken: { status: 409, text: 'this dual is already in a league' },
  league_player_not_in_lineup: { status: 409, text: 'this player is not on the published lineup' },
  lineup_locked: {
    status: 409,
    text: "the league's rules lock the lineup before the start: it cannot be changed or published now",
  },
  league_schedule_teams: { status: 409, text: 'a schedule needs at least two teams that joined the league' },
  league_schedule_started: {
    status: 409,
    text: 'duals are already on the schedule: it cannot be generated again',
  },
  // The user model and shortcuts (issue 32; contract/users).
  shortcut_unknown: { status: 400, text: (p: { id: string }) => `unknown shortcut: ${p.id}` },
  shortcut_duplicate: { status: 400, text: (p: { id: string }) => `shortcut listed twice: ${p.id}` },
  shortcuts_too_many: { status: 400, text: (p: { max: number }) => `at most ${p.max} shortcuts` },
  user_kind_unknown: { status: 403, text: 'this sign-in has no user model' },
} as const satisfies Record<string, Entry>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];

type TextOf<C extends ErrorCode> = (typeof ERRORS)[C]['text'];
/** Codes whose text is always the same. */
export type FixedErrorCode = { [C in ErrorCode]: TextOf<C> extends string ? C : never }[ErrorCode];
/** Codes whose text names values. */
export type ParamErrorCode = Exclude<ErrorCode, FixedErrorCode>;
export type ErrorParams<C extends ParamErrorCode> = TextOf<C> extends (p: infer P) => string ? P : never;

/** The English text of a code (with its values, for the codes whose text names some). */
export function errorText<C extends FixedErrorCode>(code: C): string;
export function errorText<C extends ParamErrorCode>(code: C, params: ErrorParams<C>): string;
export function errorText(code: ErrorCode, params?: unknown): string {
  const text: Entry['text'] = ERRORS[code].text;
  return typeof text === 'string' ? text : (text as (p: unknown) => string)(params);
}

export function errorStatus(code: ErrorCode): number {
  return ERRORS[code].status;
}

/** Every error answer of the API. */
export const errorSchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorSchema>;
