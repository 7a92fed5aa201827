import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageChoice } from '../../../components/choices/LanguageChoice';
import { usePreferences } from '../../../lib/preferences';
import { clearToken } from '../../../lib/token-store';
import { adminLogout, useAdminSchools } from '../api';
import { ADMIN_NS } from '../i18n/messages';
import { InviteAdminForm } from './InviteAdminForm';
import { SchoolRulesForm } from './SchoolRulesForm';
import { TeamCard } from './TeamCard';

/**
 * /admin (issue 32): the school administrator's page, every team of their school(s) with its
 * coaches and roster size; on each team the admin adds or removes a coach and resets its Team PIN
 * (TeamCard); the school's rules (SchoolRulesForm) and inviting another admin.
 */
export function AdminHome() {
  const { t } = useTranslation(ADMIN_NS);
  const schools = useAdminSchools();
  const { preferences, update } = usePreferences();
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
          <LanguageChoice value={preferences.language} onChange={(language) => update({ language })} />
        </Box>
        {schools.isPending ? (
          <Stack spacing={2} role="status" aria-label={t('loading')}>
            <Skeleton variant="text" width="60%" height={40} />
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={96} />
            ))}
          </Stack>
        ) : schools.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void schools.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('loadError')}
          </Alert>
        ) : schools.data.length === 0 ? (
          <Alert severity="info">{t('noSchools')}</Alert>
        ) : (
          schools.data.map((school) => (
            <Box
              component="section"
              key={school.id}
              aria-labelledby={`school-${school.id}`}
              sx={{ marginBlockEnd: 4 }}
            >
              <Typography component="h1" variant="h5" id={`school-${school.id}`} gutterBottom>
                {t('teamsOf', { school: school.name })}
              </Typography>
              {school.teams.length === 0 ? (
                <Alert severity="info">{t('noTeams')}</Alert>
              ) : (
                <Box
                  component="ul"
                  sx={{
                    listStyle: 'none',
                    padding: 0,
                    margin: 0,
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
                  }}
                >
                  {school.teams.map((team) => (
                    <TeamCard key={team.rosterId} team={team} schoolCoaches={school.coaches} />
                  ))}
                </Box>
              )}
              <SchoolRulesForm school={school} />
              <InviteAdminForm school={school} />
            </Box>
          ))
        )}
      </Box>
    </Box>
  );
}
