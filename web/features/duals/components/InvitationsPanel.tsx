import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TeamType } from '../../../../contract/common';
import type { z } from 'zod';
import type { dualInvitationSchema } from '../../../../contract/duals';
import { paths } from '../../../config/paths';
import { useErrorMessage } from '../../../lib/error-message';
import { isolate } from '../../../lib/isolate';
import { rosterQueryOptions } from '../../../lib/roster-query';
import { handleOf } from '../../../lib/teams';
import { dualInvitationsQueryOptions, useAnswerInvitation } from '../api';
import { DUALS_NS } from '../i18n/messages';
import { useDualFormatters } from './DualSummaryCard';

type DualInvitation = z.infer<typeof dualInvitationSchema>;

/**
 * A coach's invitations: another school on this Courtside created a dual against this school. Accepting
 * links one of the coach's teams (the dual's team type first), so both coaches see the same dual and each
 * confirms the other's line results.
 */
export function InvitationsPanel({ teams }: { teams: readonly TeamType[] }) {
  const { t } = useTranslation(DUALS_NS);
  const invitations = useQuery(dualInvitationsQueryOptions());
  if (!invitations.isSuccess || invitations.data.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="dual-invitations"
      sx={{ marginBlockEnd: 3, display: 'grid', gap: 1.5 }}
    >
      <Typography id="dual-invitations" component="h2" variant="h6">
        {t('invitations.title')}
      </Typography>
      {invitations.data.map((dual) => (
        <Invitation key={dual.id} dual={dual} teams={teams} />
      ))}
    </Box>
  );
}

function Invitation({ dual, teams }: { dual: DualInvitation; teams: readonly TeamType[] }) {
  const { t } = useTranslation(DUALS_NS);
  const { when } = useDualFormatters();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const answer = useAnswerInvitation();
  const [team, setTeam] = useState<TeamType | ''>(
    teams.includes(dual.teamType as TeamType) ? (dual.teamType as TeamType) : (teams[0] ?? ''),
  );
  const [failed, setFailed] = useState<unknown>(null);

  const accept = async () => {
    if (team === '') return;
    setFailed(null);
    try {
      const roster = await queryClient.fetchQuery(rosterQueryOptions(team));
      const { id } = await answer.mutateAsync({ id: dual.id, rosterId: roster.teamRosterID });
      void navigate(paths.dualOf(handleOf(team), id));
    } catch (error) {
      setFailed(error);
    }
  };

  return (
    <Paper variant="outlined" component="article" sx={{ padding: 2, display: 'grid', gap: 1.5 }}>
      <Typography>
        {t('invitations.text', {
          school: isolate(`${dual.schoolName} ${dual.teamName}`),
          when: when(dual.startsAt),
          format: t(`formats.${dual.format.preset}`),
        })}
      </Typography>
      {!dual.schoolVerified && (
        <Alert severity="warning" variant="outlined">
          {t('invitations.unverified')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('invitations.team')}
          value={team}
          onChange={(event) => setTeam(Number(event.target.value) as TeamType)}
          sx={{ minWidth: 200 }}
        >
          {teams.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`translation:teams.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={() => void accept()} disabled={answer.isPending || team === ''}>
          {t('invitations.accept')}
        </Button>
        <Button
          onClick={() => answer.mutate({ id: dual.id, rosterId: null }, { onError: setFailed })}
          disabled={answer.isPending}
        >
          {t('invitations.decline')}
        </Button>
      </Box>
      {failed !== null && (
        <Alert severity="error" role="alert">
          {errorMessage(failed)}
        </Alert>
      )}
    </Paper>
  );
}
