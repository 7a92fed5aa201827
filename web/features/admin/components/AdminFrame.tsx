import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageChoice } from '../../../components/choices/LanguageChoice';
import { usePreferences } from '../../../lib/preferences';
import type { Preferences } from '../../../lib/stored-preferences';
import { clearToken } from '../../../lib/token-store';
import { adminLogout } from '../api';
import { ADMIN_NS } from '../i18n/messages';

/** A change of the look (language): kept on this device, and on the server by the app's route. */
export type OnLookChange = (patch: Partial<Preferences>) => void;

/**
 * The frame of the school administrator's pages (issue 32): the bar with the title and sign-out,
 * the language choice, and the page's main content (`main#main`). `onLookChange` keeps a change
 * (the route passes the saved-look handler, app/use-saved-look.ts); without it, this device only.
 */
export function AdminFrame({ children, onLookChange }: { children: ReactNode; onLookChange?: OnLookChange }) {
  const { t } = useTranslation(ADMIN_NS);
  const { preferences, update } = usePreferences();
  const change = onLookChange ?? update;
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    const next = await adminLogout();
    clearToken();
    queryClient.clear();
    sessionStorage.clear();
    window.location.assign(next);
  };

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="primary" enableColorOnDark>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Typography component="p" variant="h6" sx={{ flexGrow: 1 }}>
            {t('title')}
          </Typography>
          <Button color="inherit" disabled={leaving} onClick={() => void signOut()}>
            {t('logout')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        id="main"
        sx={{ padding: { xs: 2, sm: 3 }, maxWidth: 1100, marginInline: 'auto' }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', marginBlockEnd: 1 }}>
          <LanguageChoice value={preferences.language} onChange={(language) => change({ language })} />
        </Box>
        {children}
      </Box>
    </Box>
  );
}
