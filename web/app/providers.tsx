import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MessageProvider } from '../components/messages/MessageProvider';
import { i18n } from '../i18n/i18n';
import { PreferencesProvider } from '../lib/preferences';
import type { Preferences } from '../lib/stored-preferences';
import { createQueryClient } from '../lib/query-client';
import { ThemeRoot } from '../theme/ThemeRoot';

export function AppProviders({ preferences, children }: { preferences: Preferences; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <PreferencesProvider initial={preferences}>
        <QueryClientProvider client={queryClient}>
          <ThemeRoot>
            <MessageProvider>{children}</MessageProvider>
          </ThemeRoot>
        </QueryClientProvider>
      </PreferencesProvider>
    </I18nextProvider>
  );
}
