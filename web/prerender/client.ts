import type { DataRouter } from 'react-router';
import {
  atPath,
  PRERENDER_CLICKS_KEY,
  PRERENDER_OFF_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  type PrerenderedKind,
} from './markers';

/*
 * The browser's side of the pages rendered at build time (web/prerender/render.tsx): React
 * replaces the painted page when it first renders into #root. Until then the visitor may already
 * have focused a field and typed into it (the login form starts from what they typed), or pressed
 * a button (pressed again on the app's page).
 */

/** The page rendered at build time, while it is on screen (not hidden by the guard). */
function shownPage(): Element | null {
  if (typeof document === 'undefined' || document.documentElement.hasAttribute(PRERENDER_OFF_ATTRIBUTE))
    return null;
  return document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
}

/** What the page rendered at build time on screen is, if one is. */
export function shownPrerendered(): PrerenderedKind | null {
  const kind = shownPage()?.getAttribute(PRERENDERED_ATTRIBUTE);
  return kind === 'page' || kind === 'loading' ? kind : null;
}

/** Resolves once the router has loaded the first route's code (React then draws that page). */
export function routerInitialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** What the visitor did on the painted page before the app replaced it. */
export interface Handover {
  /** The value of each field they typed into, by field name. */
  typed: Map<string, string>;
  /** The name of the field that had the focus, if any. */
  focused: string | null;
  /** Gives the focus to the app's field of the name that had it on the painted page. */
  restoreFocus: () => void;
  /** Presses again, on the app's page, the buttons pressed on the painted one. */
  replayClicks: () => void;
}

let handover: Handover | null = null;

/**
 * Follows the visitor's typing and focus on the painted page until React replaces it (that can
 * happen at any moment once the app has started, so the page is watched rather than read once).
 */
export function watchPrerenderedPage(): void {
  const page = shownPage();
  if (!page) return;
  const clicks = (window as unknown as Record<string, unknown>)[PRERENDER_CLICKS_KEY];
  const state: Handover = {
    typed: new Map(),
    focused: null,
    restoreFocus: () => {
      const name = state.focused;
      const field =
        name && document.getElementById('root')?.querySelector(`input[name="${CSS.escape(name)}"]`);
      if (field instanceof HTMLInputElement && document.activeElement !== field) field.focus();
    },
    replayClicks: () => {
      const root = document.getElementById('root');
      if (!root || !Array.isArray(clicks)) return;
      for (const path of clicks.splice(0) as number[][]) {
        const button = atPath(root, path);
        if (button instanceof HTMLButtonElement) button.click();
      }
    },
  };
  const fieldOf = (target: EventTarget | null) =>
    target instanceof HTMLInputElement && target.name ? target : null;
  for (const input of Array.from(page.querySelectorAll('input'))) {
    if (fieldOf(input) && input.value) state.typed.set(input.name, input.value);
  }
  state.focused = fieldOf(document.activeElement)?.name ?? null;
  page.addEventListener('input', (event) => {
    const field = fieldOf(event.target);
    if (field) state.typed.set(field.name, field.value);
  });
  page.addEventListener('focusin', (event) => {
    state.focused = fieldOf(event.target)?.name ?? null;
  });
  page.addEventListener('focusout', (event) => {
    // Not when the page is being replaced: the field had the focus up to then. The browser reports
    // that blur while removing the page, still in the document, and the app's page takes the
    // handover in the same task: decided after that task's script, when the page is gone.
    const name = fieldOf(event.target)?.name;
    queueMicrotask(() => {
      if (page.isConnected && state.focused === name) state.focused = null;
    });
  });
  handover = state;
}

/** What the visitor has done on the painted page so far (null when it was not shown). */
export function peekHandover(): Handover | null {
  return handover;
}

/** Once, to the page that replaced the painted one: what the visitor did there until then. */
export function takeHandover(): Handover | null {
  const taken = handover;
  handover = null;
  return taken;
}
