import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import { loadStoredPreferences } from './lib/stored-preferences';
import { routerInitialized, shownPrerendered, watchPrerenderedPage } from './prerender/client';

const preferences = loadStoredPreferences();
// Evaluating the app's modules is one long task already; the router (its route table ranked, the
// first navigation started) is made in a task of its own, so the browser can answer input between.
await new Promise((resolve) => setTimeout(resolve, 0));
const router = createAppRouter();

// The language (and with it the page direction) is set before the first paint.
await initI18n(preferences.language);

// A login page rendered at build time is on screen: it stays until its route's code is here, so
// that React replaces it with the same page rather than with the loading spinner. (The loading
// spinner of index.html is replaced at once by the app's own, the same.)
if (shownPrerendered() === 'page') {
  watchPrerenderedPage();
  await routerInitialized(router);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition lets React render the first page in slices that yield to the browser, instead of
// one long task that blocks input (Lighthouse's Total Blocking Time).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders preferences={preferences}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
