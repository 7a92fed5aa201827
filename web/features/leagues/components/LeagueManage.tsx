import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
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
  const members = new Set(league.members.map((m) => m.schoolId));
  return (
    <ChoiceForm
      label={t('members.school')}
      choices={(schools.data ?? [])
        .filter((s) => !members.has(s.id))
        .map((s) => ({ value: s.id, label: s.name }))}
      submitLabel={t('members.inviteSubmit')}
      mutation={invite}
      onSubmit={(school, done) => invite.mutate(school, { onSuccess: done })}
    />
  );
}

function AddDualForm({ league }: { league: League }) {
  const { t, i18n } = useTranslation(LEAGUES_NS);
  const duals = useQuery(teamDualsQueryOptions(league.teamType));
  const add = useAddLeagueDual(league.id);
  const [round, setRound] = useState('1');
  const scheduled = new Set(league.duals.map((d) => d.dualId));
  const day = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric' });
  const choices = (duals.data ?? []).filter(
    (d) => d.side === 1 && d.opponent.invitation === 'accepted' && !scheduled.has(d.id),
  );
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
        <ChoiceForm
          label={t('duals.dual')}
          choices={choices.map((d) => ({
            value: d.id,
            label: `${d.opponent.name} · ${day.format(new Date(d.startsAt))}`,
          }))}
          submitLabel={t('duals.addSubmit')}
          mutation={add}
          onSubmit={(dualId, done) => add.mutate({ dualId, round: Number(round) || 1 }, { onSuccess: done })}
        >
          <TextField
            size="small"
            label={t('duals.round', { n: '' }).trim()}
            value={round}
            onChange={(e) => setRound(e.target.value.replace(/\D/g, '').slice(0, 2))}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: 100 }}
          />
        </ChoiceForm>
      )}
    </Box>
  );
}

/**
 * The league page's one pick-and-submit form (inviting a school, adding a dual to a round): a choice, any
 * further fields, the submit button held while the call runs, and its error; the choice clears when it is done.
 */
function ChoiceForm({
  label,
  choices,
  submitLabel,
  mutation,
  onSubmit,
  children,
}: {
  label: string;
  choices: readonly { value: number; label: string }[];
  submitLabel: string;
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  onSubmit: (value: number, done: () => void) => void;
  children?: ReactNode;
}) {
  const message = useErrorMessage();
  const [value, setValue] = useState<number | ''>('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value !== '') onSubmit(value, () => setValue(''));
  };
  return (
    <>
      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          select
          size="small"
          label={label}
          value={value}
          onChange={(e) => setValue(Number(e.target.value))}
          sx={{ minWidth: 240 }}
        >
          {choices.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
        {children}
        <Button type="submit" variant="outlined" disabled={value === '' || mutation.isPending}>
          {submitLabel}
        </Button>
      </Box>
      {mutation.isError && <Alert severity="error">{message(mutation.error)}</Alert>}
    </>
  );
}
