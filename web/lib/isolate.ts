/**
 * Wraps user-written text (a name) in Unicode first-strong isolates, so a Latin name inside an
 * Arabic sentence (or the reverse) keeps its own direction. Works in plain strings (snackbars,
 * aria-labels) where a <bdi> element cannot go; in React text, IsolatedText sets names in <bdi>.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
