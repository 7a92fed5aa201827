import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageChoice } from '../../../components/choices/LanguageChoice';
import { paths } from '../../../config/paths';
import { usePreferences } from '../../../lib/preferences';
import type { Preferences } from '../../../lib/stored-preferences';
import { clearToken } from '../../../lib/token-store';
import { guardianLogout, useChildren } from '../api';
import { GUARDIANS_NS } from '../i18n/messages';
import { ChildCard } from './ChildCard';

/**
 * /family (issue 34): a signed-in guardian's home. Each confirmed child with their school, team,
 * ladder position and next event, match or dual, where the guardian answers whether the child can
 * come. Phone-sized first: one column of cards.
 */
export function FamilyHome({ onLookChange }: { onLookChange?: (patch: Partial<Preferences>) => void }) {
  const { t } = useTranslation(GUARDIANS_NS);
  const { preferences, update } = usePreferences();
  const change = onLookChange ?? update;
  const children = useChildren();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    await guardianLogout().catch(() => undefined);
    clearToken();
    queryClient.clear();
    window.location.assign(paths.guardianLogin);
  };

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="primary" enableColorOnDark>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Typography component="p" variant="h6" sx={{ flexGrow: 1 }}>
            {t('familyTitle')}
          </Typography>
          <Button color="inherit" disabled={leaving} onClick={() => void signOut()}>
            {t('logout')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" id="main" sx={{ padding: { xs: 2, sm: 3 }, maxWidth: 720, marginInline: 'auto' }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', marginBlockEnd: 1 }}>
          <LanguageChoice value={preferences.language} onChange={(language) => change({ language })} />
        </Box>
        {children.isPending ? (
          <Stack sx={{ py: 4, alignItems: 'center' }}>
            <CircularProgress aria-label={t('loading')} />
          </Stack>
        ) : children.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void children.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('loadError')}
          </Alert>
        ) : (
          <Stack spacing={2}>
            <Typography component="h1" variant="h5">
              {t('hello', { name: children.data.name })}
            </Typography>
            {children.data.data.length === 0 ? (
              <Card variant="outlined">
                <CardContent>
                  <Typography>{t('noChildren')}</Typography>
                </CardContent>
              </Card>
            ) : (
              children.data.data.map((child) => <ChildCard key={child.playerId} child={child} />)
            )}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
