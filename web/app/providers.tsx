import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MessageProvider } from '../components/messages/MessageProvider';
import { i18n } from '../i18n/i18n';
import { PreferencesProvider } from '../lib/preferences';
import type { Preferences } from '../lib/stored-preferences';
import { createQueryClient } from '../lib/query-client';
import { ThemeRoot } from '../theme/ThemeRoot';

/**
 * The service worker's registration and update prompt (issue 33): loaded after the first page, in the
 * built app only (no service worker in development, in tests or at build time's rendering).
 */
const ServiceWorkerUpdates = lazy(() => import('./offline/ServiceWorkerUpdates'));
const withServiceWorker =
  import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

export function AppProviders({ preferences, children }: { preferences: Preferences; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <PreferencesProvider initial={preferences}>
        <QueryClientProvider client={queryClient}>
          <ThemeRoot>
            <MessageProvider>{children}</MessageProvider>
            {withServiceWorker && (
              <Suspense fallback={null}>
                <ServiceWorkerUpdates />
              </Suspense>
            )}
          </ThemeRoot>
        </QueryClientProvider>
      </PreferencesProvider>
    </I18nextProvider>
  );
}
