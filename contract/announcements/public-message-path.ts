/**
 * The public message's path (`GET /api/u/{identifier}`), declared here for its route table and for the
 * public page, which fills it without loading the table's zod schemas (it is the first page a texted
 * link opens).
 */
export const PUBLIC_MESSAGE_PATH = '/u/:identifier';

/** The path with an identifier filled in (encoded). */
export function publicMessagePath(identifier: string): string {
  return PUBLIC_MESSAGE_PATH.replace(':identifier', encodeURIComponent(identifier));
}
