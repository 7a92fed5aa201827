import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { usePreferences } from '../../lib/preferences';
import type { Preferences } from '../../lib/stored-preferences';
import { clearToken } from '../../lib/token-store';
import { LanguageChoice } from '../choices/LanguageChoice';

/** A change of the look (language): kept on this device, and on the server by the page's route. */
export type OnLookChange = (patch: Partial<Preferences>) => void;

interface PlainFrameProps {
  title: string;
  logoutLabel: string;
  /** Ends the session on the server; answers where the browser goes next. */
  signOut: () => Promise<string>;
  /** Keeps a change of the look (the route passes the saved-look handler); without it, this device only. */
  onLookChange?: OnLookChange;
  /** The main column's width on a wide screen, in px. */
  maxWidth: number;
  children: ReactNode;
}

/**
 * The frame of the signed-in pages outside the team shell (a school administrator's, issue 32; a
 * guardian's, issue 34): the bar with the title and sign-out, the language choice, and the page's main
 * content (`main#main`). Signing out forgets the token and everything read, then leaves.
 */
export function PlainFrame({
  title,
  logoutLabel,
  signOut,
  onLookChange,
  maxWidth,
  children,
}: PlainFrameProps) {
  const { preferences, update } = usePreferences();
  const change = onLookChange ?? update;
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  const leave = async () => {
    setLeaving(true);
    const next = await signOut();
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
            {title}
          </Typography>
          <Button color="inherit" disabled={leaving} onClick={() => void leave()}>
            {logoutLabel}
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" id="main" sx={{ padding: { xs: 2, sm: 3 }, maxWidth, marginInline: 'auto' }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', marginBlockEnd: 1 }}>
          <LanguageChoice value={preferences.language} onChange={(language) => change({ language })} />
        </Box>
        {children}
      </Box>
    </Box>
  );
}
