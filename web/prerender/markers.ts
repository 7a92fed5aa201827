import type { Preferences } from '../lib/stored-preferences';

/*
 * Shared by the build (vite.config.ts), the inline scripts and the app; it imports only types, so
 * that the inline scripts stay small.
 *
 * The login pages are rendered at build time (HTML with their styles, painted before any
 * JavaScript arrives; see docs/decisions.md). One variant of each is rendered: a visitor whose
 * stored or browser language or theme differs gets the page React draws, as before
 * (web/prerender/guard.ts).
 */
export const PRERENDERED_PREFERENCES: Preferences = { language: 'en', theme: 'light', layout: 'vertical' };

/**
 * Beside a rendered page: the loading indicator, shown instead of the page when the guard hides it
 * (the visitor then sees what every other path paints first, not a blank page).
 */
export const PRERENDER_FALLBACK_ATTRIBUTE = 'data-prerender-fallback';

/**
 * The attribute of the element that holds a page rendered at build time, inside #root. Its value
 * says what it is: a page (the login pages) or the loading indicator (index.html, every other path).
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export type PrerenderedKind = 'page' | 'loading';

/** Set on <html> by the guard when the page rendered at build time is not this visitor's. */
export const PRERENDER_OFF_ATTRIBUTE = 'data-prerender-off';

/** The <template> that holds the app's script tags in a page rendered at build time. */
export const APP_SCRIPTS_ID = 'app-scripts';

/** Where the guard keeps the clicks on the painted page's buttons for the app (a window property). */
export const PRERENDER_CLICKS_KEY = '__courtsidePrerenderClicks';

/**
 * An element's place under `root` as child indices, style elements not counted: emotion moves the
 * painted page's <style> elements to the head when the app starts, and the app draws none.
 */
export function pathTo(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element = element; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift(countedChildren(node.parentElement).indexOf(node));
  }
  return path;
}

/** The element at `path` under `root` (see pathTo), or null. */
export function atPath(root: Element, path: readonly number[]): Element | null {
  let node: Element | undefined = root;
  for (const index of path) node = node && countedChildren(node)[index];
  return node ?? null;
}

function countedChildren(parent: Element): Element[] {
  return Array.from(parent.children).filter((child) => child.localName !== 'style');
}
