import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useMemo, useState, type ReactNode } from 'react';
import rtlPlugin from 'stylis-plugin-rtl';
import { muiLocaleOf } from '../i18n/i18n';
import { isRTLLanguage } from '../i18n/languages';
import { usePreferences } from '../lib/preferences';
import { THEMES } from './themes';

/** Right-to-left pages get their own style cache whose rules are mirrored by stylis-plugin-rtl. */
const createCaches = () => ({
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] }),
});

/*
 * In the browser one pair for the page's life, made when the app loads: that is when they adopt the
 * styles of a page rendered at build time. At build time (web/prerender, no document) a pair per
 * rendered page: a cache remembers the rules it has written, and a page rendered after another
 * would leave out the rules they share.
 */
const browserCaches = typeof document === 'undefined' ? null : createCaches();

const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Noto Sans Arabic"',
  'Tahoma',
  'Arial',
  'sans-serif',
].join(',');

const globalStyles = {
  // Read by screen readers, not shown.
  '.visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    padding: 0,
    margin: -1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
} as const;

export function ThemeRoot({ children }: { children: ReactNode }) {
  const [caches] = useState(() => browserCaches ?? createCaches());
  const { preferences } = usePreferences();
  const direction = isRTLLanguage(preferences.language) ? 'rtl' : 'ltr';

  const theme = useMemo(
    () =>
      createTheme(
        {
          direction,
          palette: THEMES[preferences.theme].palette,
          // Buttons show SPEC.md's texts as written ('Send Code', 'Log out'), not upper-cased.
          typography: { fontFamily: FONT_STACK, button: { textTransform: 'none', fontWeight: 600 } },
          shape: { borderRadius: 10 },
          components: {
            MuiButton: { defaultProps: { disableElevation: true } },
          },
        },
        muiLocaleOf(preferences.language),
      ),
    [direction, preferences.theme, preferences.language],
  );

  return (
    <CacheProvider value={caches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GlobalStyles styles={globalStyles} />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
