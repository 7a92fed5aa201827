import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { searchWords } from '../../../contract/search/index';

/**
 * How a name matches a query: PostgreSQL's full-text search with the 'simple' configuration (no
 * stemming, no stop words: names in any language) over the accent-free text (`unaccent`, loaded in
 * PGlite and created by migration), each query word a prefix of one of the name's words, in any
 * order. The same expression on PGlite and PostgreSQL.
 */

/** The tsquery text of a query: `word:* & word:*`, or undefined when it has no words. */
export function prefixQuery(q: string): string | undefined {
  const words = searchWords(q);
  return words.length === 0 ? undefined : words.map((word) => `${word}:*`).join(' & ');
}

/** The condition "the text matches the prefix query" (texts concatenated with spaces; nulls skipped). */
export function nameMatches(query: string, ...texts: SQLWrapper[]): SQL {
  const text = texts.length === 1 ? texts[0]! : sql`concat_ws(' ', ${sql.join(texts, sql`, `)})`;
  return sql`to_tsvector('simple', unaccent(${text})) @@ to_tsquery('simple', unaccent(${query}::text))`;
}
