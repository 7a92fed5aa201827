/**
 * User text that leaves the app in a text message: one line, no control characters, no direction
 * marks, embeddings, overrides or isolates (U+202E can make "gpj.exe" read "exe.jpg"), no
 * invisible separators, shortened to `max` characters (whole graphemes, an ellipsis at the cut).
 */

// C0 and C1 controls (tabs and newlines become spaces first), the bidi formatting characters
// (LRM, RLM, ALM, LRE..RLO, LRI..PDI), line and paragraph separators, zero-width space and
// BOM, the interlinear annotation marks, and the object replacement character.
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
const HIDDEN =
  // Finding control characters is this pattern's purpose.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff\ufff9-\ufffc]/g;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** True when `text` holds nothing a text message must not carry (see oneLine). */
export function isOneCleanLine(text: string): boolean {
  return !/[\t\n\v\f\r\u0085\u2028\u2029]/.test(text) && !new RegExp(HIDDEN.source).test(text);
}

/** `text` on one clean line, at most `max` characters (graphemes) long; '' for nothing. */
export function oneLine(text: string, max = Infinity): string {
  const flat = text.replace(BREAKS, ' ').replace(HIDDEN, '').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const graphemes = Array.from(segmenter.segment(flat), (s) => s.segment);
  if (graphemes.length <= max) return flat;
  return `${graphemes
    .slice(0, Math.max(1, max - 1))
    .join('')
    .trimEnd()}…`;
}
