import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { League } from '../../../../contract/leagues';
import { useErrorMessage } from '../../../lib/error-message';
import { schoolsQueryOptions, teamDualsQueryOptions, useAddLeagueDual, useInviteSchool } from '../api';
import { LEAGUES_NS } from '../i18n/messages';

/** A coach's part of a league's page: its schools (inviting is the founders'), and adding a dual to a round. */
export function LeagueManage({ league }: { league: League }) {
  const { t } = useTranslation(LEAGUES_NS);
  return (
    <>
      <Box component="section" aria-labelledby="members-title" sx={{ display: 'grid', gap: 1 }}>
        <Typography component="h2" variant="h6" id="members-title">
          {t('members.title')}
        </Typography>
        <Box component="ul" sx={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
          {league.members.map((m) => (
            <Box component="li" key={m.schoolId} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <bdi>{m.schoolName}</bdi>
              <Chip
                size="small"
                label={t(`members.${m.state}`)}
                color={m.state === 'joined' ? 'success' : 'default'}
              />
            </Box>
          ))}
        </Box>
        {league.mayManage && <InviteForm league={league} />}
      </Box>
      {league.myRosterId !== null && <AddDualForm league={league} />}
    </>
  );
}

function InviteForm({ league }: { league: League }) {
  const { t } = useTranslation(LEAGUES_NS);
  const schools = useQuery(schoolsQueryOptions());
  const invite = useInviteSchool(league.id);
  const message = useErrorMessage();
  const [school, setSchool] = useState<number | ''>('');
  const members = new Set(league.members.map((m) => m.schoolId));
  const choices = (schools.data ?? []).filter((s) => !members.has(s.id));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (school !== '') invite.mutate(school, { onSuccess: () => setSchool('') });
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField
        select
        size="small"
        label={t('members.school')}
        value={school}
        onChange={(e) => setSchool(Number(e.target.value))}
        sx={{ minWidth: 240 }}
      >
        {choices.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="outlined" disabled={school === '' || invite.isPending}>
        {t('members.inviteSubmit')}
      </Button>
      {invite.isError && <Alert severity="error">{message(invite.error)}</Alert>}
    </Box>
  );
}

function AddDualForm({ league }: { league: League }) {
  const { t, i18n } = useTranslation(LEAGUES_NS);
  const duals = useQuery(teamDualsQueryOptions(league.teamType));
  const add = useAddLeagueDual(league.id);
  const message = useErrorMessage();
  const [dual, setDual] = useState<number | ''>('');
  const [round, setRound] = useState('1');
  const scheduled = new Set(league.duals.map((d) => d.dualId));
  const day = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric' });
  const choices = (duals.data ?? []).filter(
    (d) => d.side === 1 && d.opponent.invitation === 'accepted' && !scheduled.has(d.id),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (dual !== '')
      add.mutate({ dualId: dual, round: Number(round) || 1 }, { onSuccess: () => setDual('') });
  };
  return (
    <Box component="section" aria-labelledby="add-dual-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h2" variant="h6" id="add-dual-title">
        {t('duals.add')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('duals.addHelp')}
      </Typography>
      {duals.isSuccess && choices.length === 0 ? (
        <Typography color="text.secondary">{t('duals.none')}</Typography>
      ) : (
        <Box
          component="form"
          onSubmit={submit}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            select
            size="small"
            label={t('duals.dual')}
            value={dual}
            onChange={(e) => setDual(Number(e.target.value))}
            sx={{ minWidth: 240 }}
          >
            {choices.map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {`${d.opponent.name} · ${day.format(new Date(d.startsAt))}`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('duals.round', { n: '' }).trim()}
            value={round}
            onChange={(e) => setRound(e.target.value.replace(/\D/g, '').slice(0, 2))}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: 100 }}
          />
          <Button type="submit" variant="outlined" disabled={dual === '' || add.isPending}>
            {t('duals.addSubmit')}
          </Button>
        </Box>
      )}
      {add.isError && <Alert severity="error">{message(add.error)}</Alert>}
    </Box>
  );
}
