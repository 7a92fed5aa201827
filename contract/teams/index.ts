import { z } from 'zod';
import { idField, pinSchema, teamTypeField } from '../common';

/** Teams: the Team PIN, a coach joining a team by it, a coach starting a team. */

export const teamsOkReply = z.object({ ok: z.literal(true) });

/** The Team PIN of a team the coach coaches. */
export const rosterPinBody = z.object({ strid: idField });
export const rosterPinReply = z.object({ pin: z.string() });

/** A new Team PIN; the old one stops working. */
export const rosterPinResetBody = rosterPinBody;

/** A coach joins a team of their school by its Team PIN. */
export const joinTeamBody = z.object({
  school: z.string().trim().min(1, { message: 'is required' }).max(200),
  teamtype: teamTypeField,
  pin: pinSchema,
});

/**
 * A coach starts a team of their school that
 * nobody has started yet, and coaches it (the set-up page's "you can add teams later"). A team that
 * exists answers 409 with `details` {@link teamExistsDetails}; its coach shares its Team PIN instead.
 */
export const addTeamBody = z.object({ teamtype: teamTypeField });
export const addTeamReply = z.object({ ok: z.literal(true), teamRosterID: z.number().int() });
export type AddTeamReply = z.infer<typeof addTeamReply>;

/** `details` of the 409 of addTeam and of coach set-up when a checked team already exists at the school. */
export const teamExistsDetails = z.object({ teamType: z.number().int().min(1).max(4) });
