import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VERSION_LABEL } from '../../../config/app';
import { usePreferences } from '../../../lib/preferences';
import { LanguageChoice } from '../../../components/choices/LanguageChoice';

/** Login and set-up pages: no navbar, toolbar or footer (SPEC.md section 2). */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { preferences, update } = usePreferences();

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        paddingBlock: { xs: 2, sm: 6 },
        paddingInline: 2,
      }}
    >
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 440, paddingBlock: 4, paddingInline: { xs: 2.5, sm: 4 } }}
      >
        <Stack spacing={3}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <SportsTennisIcon color="primary" fontSize="large" aria-hidden />
            <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
              {t('app.name')}
            </Typography>
          </Stack>
          <Box>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            {intro && (
              <Typography color="text.secondary" sx={{ marginBlockStart: 1 }}>
                {intro}
              </Typography>
            )}
          </Box>
          {children}
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
          >
            <Typography variant="body2" color="text.secondary" dir="ltr">
              {VERSION_LABEL}
            </Typography>
            <LanguageChoice value={preferences.language} onChange={(language) => update({ language })} />
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
