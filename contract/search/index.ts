import { z } from 'zod';
import { intField } from '../common';

/**
 * Toolbar search (issue 32): `GET /api/auth/search?q=&limit=` finds, within what the caller may
 * see, players, teams, matches, duals, tournaments, calendar events and announcements by name.
 * The navigation's pages are matched in the web app, not here.
 */

/** Fewer characters than this (after trimming) is refused with 400: one letter matches half a school. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** At most this many suggestions, and the default. */
export const SEARCH_LIMIT_MAX = 10;

export const searchQuery = z.object({
  q: z.string().trim().min(SEARCH_MIN_LENGTH).max(SEARCH_MAX_LENGTH),
  limit: intField(1, SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_MAX),
});

export const SEARCH_KINDS = [
  'player',
  'team',
  'match',
  'dual',
  'tournament',
  'event',
  'announcement',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const searchResult = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  title: z.string(),
  /** Words of the thing itself (an opponent, a place, a sender); the web adds the team's name and the date in its language. */
  subtitle: z.string().optional(),
  /** The team (type 1-4) it belongs to: the web shows its name (for a team, as the title). */
  team: z.number().int().min(1).max(4).optional(),
  /** When it happens or happened (an ISO instant). */
  at: z.string().optional(),
  /** The web app's page that shows it (contract/search/links.ts). */
  link: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const searchReply = z.object({ results: z.array(searchResult) });
export type SearchReply = z.infer<typeof searchReply>;

/**
 * The words of a query, each a run of letters, marks and digits (any script), lower-cased: the
 * search matches names having a word that starts with each of them, in any order. Other
 * characters only separate words, so a query with none of these finds nothing. The Turkish İ is i.
 */
export function searchWords(q: string): string[] {
  return (
    q
      .replace(/İ/g, 'i')
      .toLocaleLowerCase('und')
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  ).slice(0, 8);
}

/** The words of a text without accents or case (the dotless ı as i), for names matched in code. */
function plainWords(text: string): string[] {
  return searchWords(text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i'));
}

/**
 * Whether each word of `q` starts a word of `text`, accents and case ignored: the rule the server's
 * full-text match follows (server/modules/search/search-match.ts), for names matched in code (the
 * navigation's pages in the web app, the team names in the server).
 */
export function wordsMatch(q: string, text: string): boolean {
  const words = plainWords(text);
  const wanted = plainWords(q);
  return wanted.length > 0 && wanted.every((w) => words.some((word) => word.startsWith(w)));
}
