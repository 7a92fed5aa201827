import { z } from 'zod';
import { formBoolean } from '../common';

/**
 * Any school can start (issue 32): the schools' search and a coach adding their school at set-up.
 * `GET /api/schools` without a query keeps API.md's `[{ value, label }]`; with `q` each school
 * also says where it is and whether it is verified.
 */

export const SCHOOL_LEVELS = ['high_school', 'middle_school', 'other'] as const;
export type SchoolLevel = (typeof SCHOOL_LEVELS)[number];

/** Most schools a search answers (and most near-duplicates a 409 names). */
export const SCHOOL_SEARCH_LIMIT = 20;
export const SCHOOL_CANDIDATES_LIMIT = 5;

/** Control characters and direction overrides: a school's name is one plain line wherever it is shown. */
// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

function placeText(max: number) {
  return z
    .string()
    .trim()
    .min(2, { message: 'is required' })
    .max(max)
    .refine((text) => !UNSAFE_TEXT.test(text), { message: 'must be one line of plain text' })
    .transform((text) => text.replace(/\s+/g, ' '));
}

export const schoolsQuery = z.object({
  /** Typo-tolerant search by name ("Lincon High" finds "Lincoln High School"); 2 to 100 characters. */
  q: z.string().trim().min(2).max(100).optional(),
});

/** A school as the search answers it. */
export const schoolFound = z.object({
  value: z.string(),
  label: z.string(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  level: z.enum(SCHOOL_LEVELS),
  verified: z.boolean(),
});
export type SchoolFound = z.infer<typeof schoolFound>;

/**
 * GET /api/schools: API.md's `{ value, label }` for every school, or with `q` the schools found
 * (their place, level and verification added).
 */
export const schoolsListReply = z.array(
  z.object({
    value: z.string(),
    label: z.string(),
    city: z.string().nullable().optional(),
    region: z.string().nullable().optional(),
    level: z.enum(SCHOOL_LEVELS).optional(),
    verified: z.boolean().optional(),
  }),
);

/**
 * POST /api/schools: a coach at set-up (a verified sign-in code of a coach, `loginRegisterID`)
 * adds their school. `confirmNew` says the near-duplicates offered are not it.
 */
export const addSchoolBody = z.object({
  loginRegisterID: z.string().min(1).max(100),
  name: placeText(100),
  city: placeText(80),
  region: placeText(80),
  level: z.enum(SCHOOL_LEVELS),
  confirmNew: formBoolean.default(false),
});
export type AddSchoolBody = z.input<typeof addSchoolBody>;

export const addSchoolReply = z.object({ school: schoolFound });

/** The 409 `school_exists_similar`'s details: the schools the new one may be. */
export const schoolCandidates = z.object({ candidates: z.array(schoolFound) });
export type SchoolCandidates = z.infer<typeof schoolCandidates>;
