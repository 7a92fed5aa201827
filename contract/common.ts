import { z } from 'zod';

/**
 * Field helpers shared by the server (request validation) and the web app (forms).
 * Form bodies arrive as strings, JSON bodies as typed values: every helper accepts both.
 */

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

/** A boolean sent as JSON or as a form word (true/false, 1/0, yes/no, on/off). */
export const formBoolean = z.union([
  z.boolean(),
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((s) => TRUE_WORDS.has(s) || FALSE_WORDS.has(s), { message: 'must be true or false' })
    .transform((s) => TRUE_WORDS.has(s)),
  z.literal(1).transform(() => true),
  z.literal(0).transform(() => false),
]);

/** A whole number sent as JSON or as a form/query string, range-checked. */
export function intField(min: number, max: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+$/, { message: 'must be a whole number' }),
    ])
    .transform((v) => Number(v))
    .pipe(z.number().int().min(min).max(max));
}

/** A positive database id (PlayerID, cid, csa_id, ...). */
export const idField = intField(1, 2_147_483_647);

/** Ten digits, nothing else. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\d{10}$/, { message: 'must be exactly 10 digits' });

/** The 6-digit login code sent by SMS. */
export const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'must be exactly 6 digits' });

/** A 6-digit Team PIN. */
export const pinSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'must be exactly 6 digits' });

export const nameSchema = z.string().trim().min(1, { message: 'is required' }).max(60);
export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'must be an e-mail address' }));

/** Team type codes 1-4 (SPEC.md section 3). */
export const TEAM_TYPES = [1, 2, 3, 4] as const;
export type TeamType = (typeof TEAM_TYPES)[number];
export const teamTypeField = intField(1, 4);

/** Skill levels: 1-4 the teams, 5-7 the outreach/announcement audiences. */
export const skillLevelField = intField(1, 7);

/** URL handle of each skill level, in SPEC.md's order. */
export const SKILL_HANDLES = {
  1: 'jv-boys',
  2: 'var-boys',
  3: 'jv-girls',
  4: 'var-girls',
  5: 'preseason',
  6: 'jv-parents',
  7: 'var-parents',
} as const;
export type SkillLevel = keyof typeof SKILL_HANDLES;
export type SkillHandle = (typeof SKILL_HANDLES)[SkillLevel];

/**
 * The parents audience of a team type (issue 34): jv-parents (6) for the junior varsity teams,
 * var-parents (7) for the varsity teams. Its list takes in every confirmed guardian of those teams'
 * players beside the contacts typed in by hand.
 */
export const PARENTS_LEVEL_OF_TEAM: Record<TeamType, 6 | 7> = { 1: 6, 2: 7, 3: 6, 4: 7 };
/** The team types whose players' guardians are in a parents audience (6 or 7). */
export function teamTypesOfParentsLevel(level: number): TeamType[] {
  return TEAM_TYPES.filter((t) => PARENTS_LEVEL_OF_TEAM[t] === level);
}

export function skillLevelFromHandle(handle: string): SkillLevel | undefined {
  const entry = Object.entries(SKILL_HANDLES).find(([, h]) => h === handle);
  return entry ? (Number(entry[0]) as SkillLevel) : undefined;
}

/** User types of the login calls. */
/**
 * Who a session is of (sessions.user_type); admin (issue 32) signs in only through OpenID Connect,
 * guardian (issue 34) through its own SMS sign-in (contract/guardians).
 */
export const USER_TYPE = { coach: 1, player: 2, admin: 3, guardian: 4 } as const;
export const userTypeField = intField(1, 2);

export const VERSION_LABEL = 'v1.9.5';

/** A calendar date, YYYY-MM-DD (UTC), that exists. */
export const matchDateField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date written YYYY-MM-DD' })
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { message: 'is not a real date' },
  );
