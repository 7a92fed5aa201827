import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TeamType } from '../../../../contract/common';
import { TeamPageHeader } from '../../../components/choices/TeamPageHeader';
import { lazyUntilOpen } from '../../../components/lazy/lazy-until-open';
import { paths } from '../../../config/paths';
import type { Role } from '../../../lib/session';
import { handleOf, orderedTeams, type TeamsState } from '../../../lib/teams';
import { dualListQueryOptions } from '../api';
import { splitSeason } from '../dual-model';
import { DUALS_NS } from '../i18n/messages';
import { DualSummaryCard, useDualFormatters } from './DualSummaryCard';
import { InvitationsPanel } from './InvitationsPanel';

const CreateDualDialog = lazyUntilOpen(
  () => import('./CreateDualDialog').then((module) => module.CreateDualDialog),
  (props) => props.open,
);

interface DualsPageProps {
  role: Role;
  team: TeamType;
  teams: TeamsState;
}

/**
 * /duals/{team}: the team's season: its record (won-lost), the upcoming duals and the past ones; a coach
 * creates a dual here and opens one to set its lineup and enter results.
 */
export function DualsPage({ role, team, teams }: DualsPageProps) {
  const { t } = useTranslation(DUALS_NS);
  const navigate = useNavigate();
  const { number } = useDualFormatters();
  const isCoach = role === 'coach';
  const [creating, setCreating] = useState(false);
  const list = useQuery(dualListQueryOptions(team));
  const myTeams = teams.status === 'success' ? orderedTeams(teams.teams) : [];
  const record = list.data?.record;

  const section = (titleKey: string, duals: ReturnType<typeof splitSeason>['upcoming'], emptyKey: string) => (
    <Box component="section" aria-labelledby={`duals-${titleKey}`} sx={{ marginBlockEnd: 3 }}>
      <Typography id={`duals-${titleKey}`} component="h2" variant="h6" sx={{ marginBlockEnd: 1.5 }}>
        {t(`list.${titleKey}`)}
      </Typography>
      {duals.length === 0 ? (
        <Typography color="text.secondary">{t(emptyKey)}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
          }}
        >
          {duals.map((dual) => (
            <li key={dual.id}>
              <DualSummaryCard dual={dual} to={paths.dualOf(handleOf(team), dual.id)} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );

  return (
    <Box sx={{ maxWidth: 1200, marginInline: 'auto' }}>
      <TeamPageHeader
        overline={t(`translation:teams.${team}`)}
        title={t('translation:nav.duals')}
        below={
          record && (
            <Typography data-testid="duals-record" sx={{ marginBlockStart: 0.5, fontWeight: 500 }}>
              {record.tied > 0
                ? t('list.recordTied', {
                    won: number(record.won),
                    lost: number(record.lost),
                    tied: number(record.tied),
                  })
                : t('list.record', { won: number(record.won), lost: number(record.lost) })}
            </Typography>
          )
        }
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            {myTeams.length > 1 && (
              <TextField
                select
                size="small"
                label={t('list.team')}
                value={myTeams.includes(team) ? team : ''}
                onChange={(event) =>
                  void navigate(paths.dualsOf(handleOf(Number(event.target.value) as TeamType)))
                }
                sx={{ minWidth: 200 }}
              >
                {myTeams.map((option) => (
                  <MenuItem key={option} value={option}>
                    {t(`translation:teams.${option}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {isCoach && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                {t('list.create')}
              </Button>
            )}
          </Box>
        }
      />

      {isCoach && <InvitationsPanel teams={myTeams} />}

      {list.isPending && (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 1.5 }}>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
          <span className="visually-hidden">{t('list.loading')}</span>
        </Box>
      )}
      {list.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('list.error')}
        </Alert>
      )}
      {list.isSuccess &&
        (list.data.duals.length === 0 ? (
          <Alert severity="info">{t(isCoach ? 'list.emptyCoach' : 'list.emptyPlayer')}</Alert>
        ) : (
          <>
            {section('upcoming', splitSeason(list.data.duals).upcoming, 'list.noUpcoming')}
            {section('past', splitSeason(list.data.duals).past, 'list.noPast')}
          </>
        ))}

      {isCoach && list.data && (
        <CreateDualDialog
          open={creating}
          team={team}
          rosterId={list.data.rosterId}
          onClose={() => setCreating(false)}
          onCreated={(id: number) => {
            setCreating(false);
            void navigate(paths.dualOf(handleOf(team), id));
          }}
        />
      )}
    </Box>
  );
}
