import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAdminSchools } from '../api';
import { ADMIN_NS } from '../i18n/messages';
import { AdminFrame, type OnLookChange } from './AdminFrame';
import { InviteAdminForm } from './InviteAdminForm';
import { SchoolRulesForm } from './SchoolRulesForm';
import { TeamCard } from './TeamCard';

/**
 * /admin (issue 32): the school administrator's page, every team of their school(s) with its
 * coaches, roster size, dual record and next events; on each team the admin adds or removes a coach,
 * resets its Team PIN and opens its read-only page (TeamCard); the school's rules (SchoolRulesForm)
 * and inviting another admin.
 */
export function AdminHome({ onLookChange }: { onLookChange?: OnLookChange } = {}) {
  const { t } = useTranslation(ADMIN_NS);
  const schools = useAdminSchools();

  return (
    <AdminFrame onLookChange={onLookChange}>
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
    </AdminFrame>
  );
}
