import GlobalStyles from '@mui/material/GlobalStyles';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { paths } from '../config/paths';
import { initI18n } from '../i18n/i18n';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_PREFERENCES } from './markers';

/*
 * Build time only (vite.config.ts loads it in Node): the HTML of the login pages in the rendered
 * variant, with their styles
 * (emotion writes each component's rules beside it; the app's style cache takes them over when it
 * starts, so they are not inserted a second time).
 */

interface PrerenderedPage {
  /** The file it is written to in dist/web. */
  file: string;
  render: () => Promise<ReactNode>;
}

/** A page at `path`, outside the signed-in shell. */
const loginPage = (path: string, route: () => Promise<{ Component: () => ReactNode }>) => async () => {
  const { Component } = await route();
  return (
    <MemoryRouter initialEntries={[path]}>
      <Component />
    </MemoryRouter>
  );
};

/** Each path rendered at build time. */
export const PRERENDERED_PAGES: Record<string, PrerenderedPage> = {
  [paths.coachLogin]: {
    file: 'coachlogin.html',
    render: loginPage(paths.coachLogin, () => import('../app/routes/coach-login')),
  },
  [paths.playerLogin]: {
    file: 'playerlogin.html',
    render: loginPage(paths.playerLogin, () => import('../app/routes/player-login')),
  },
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

export async function renderPage(path: string): Promise<string> {
  const page = PRERENDERED_PAGES[path];
  if (!page) throw new Error(`prerender: ${path} is not rendered at build time`);
  await messagesReady();
  const content = await page.render();
  const html = renderToString(
    <AppProviders preferences={PRERENDERED_PREFERENCES}>
      {fieldStates}
      {content}
    </AppProviders>,
  );
  const unstyled = unstyledClasses(html);
  if (unstyled.length > 0)
    throw new Error(`prerender: ${path} uses classes whose rules it does not carry: ${unstyled.join(' ')}`);
  return html;
}

/**
 * The emotion classes (`mui-<name>`) of `html` whose rules are not written in it: a page painted
 * before the app starts has only its own styles. (`mui-0` is the class of no rules.)
 */
function unstyledClasses(html: string): string[] {
  const written = new Set(
    [...html.matchAll(/data-emotion="mui ([^"]*)"/g)].flatMap((match) => match[1]!.split(' ')),
  );
  const used = new Set(
    [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) =>
      match[1]!.split(' ').flatMap((name) => /^mui-([a-z0-9]+)$/.exec(name)?.[1] ?? []),
    ),
  );
  return [...used].filter((name) => name !== '0' && !written.has(name)).map((name) => `mui-${name}`);
}
