import GlobalStyles from '@mui/material/GlobalStyles';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { paths } from '../config/paths';
import { PageLoader } from '../app/routes/PageLoader';
import { initI18n } from '../i18n/i18n';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_PREFERENCES } from './markers';

/*
 * Build time only (vite.config.ts loads it in Node): the HTML of the login pages, and of the
 * loading indicator every other path shows first, in the rendered variant, with their styles
 * (emotion writes each component's rules beside it; the app's style cache takes them over when it
 * starts, so they are not inserted a second time).
 */

/** Each path rendered at build time and the file it is written to in dist/web. */
export const PRERENDERED_PAGES = {
  [paths.coachLogin]: 'coachlogin.html',
  [paths.playerLogin]: 'playerlogin.html',
} as const;

type PrerenderedPath = keyof typeof PRERENDERED_PAGES;

const routes: Record<PrerenderedPath, () => Promise<{ Component: ComponentType }>> = {
  [paths.coachLogin]: () => import('../app/routes/coach-login'),
  [paths.playerLogin]: () => import('../app/routes/player-login'),
};

/*
 * Until the app starts, the painted fields have no script to float their label, notch their
 * outline or draw their focus ring: these rules do it with CSS (they leave with the painted page).
 * A field counts as filled when its digits are valid (it is required, with a digits pattern).
 */
const fieldStates = (
  <GlobalStyles
    styles={(theme) => ({
      [`[${PRERENDERED_ATTRIBUTE}] .MuiFormControl-root:has(input:focus, input:valid)`]: {
        '.MuiInputLabel-root': {
          transform: 'translate(14px, -9px) scale(0.75)',
          maxWidth: 'calc(133% - 32px)',
        },
        legend: { maxWidth: '100%' },
      },
      [`[${PRERENDERED_ATTRIBUTE}] .MuiFormControl-root:has(input:focus)`]: {
        '.MuiInputLabel-root': { color: theme.palette.primary.main },
        '.MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.primary.main, borderWidth: 2 },
      },
    })}
  />
);

/** The rendered language's messages, set up once for all the pages of a build. */
let messages: Promise<void> | undefined;
const messagesReady = () => (messages ??= initI18n(PRERENDERED_PREFERENCES.language));

/**
 * Every other path is served index.html, whose app first shows the loading indicator while the
 * page's code loads (the router's fallback): index.html paints it before the JavaScript arrives.
 */
export async function renderFallback(): Promise<string> {
  await messagesReady();
  return renderToString(
    <AppProviders preferences={PRERENDERED_PREFERENCES}>
      <PageLoader />
    </AppProviders>,
  );
}

export async function renderPage(path: PrerenderedPath): Promise<string> {
  await messagesReady();
  const { Component } = await routes[path]();
  return renderToString(
    <AppProviders preferences={PRERENDERED_PREFERENCES}>
      {fieldStates}
      <MemoryRouter initialEntries={[path]}>
        <Component />
      </MemoryRouter>
    </AppProviders>,
  );
}
