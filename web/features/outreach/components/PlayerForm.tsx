import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '../../../../contract/common';
import type { CommunicationContact, OutreachLevel } from '../../../../contract/outreach';
import { isolate } from '../../../lib/isolate';
import { useSubmitOnce } from '../../../lib/submit-once';
import { teamPlayersQueryOptions, useAddContact, type TeamPlayer } from '../api';
import { saveErrorOf, type ContactError, type ContactFormProps } from '../contact-form';
import { OUTREACH_NS } from '../i18n/messages';

/** A player of the coach's teams, chosen by name (those on the list already are offered but disabled). */
export function PlayerForm({
  level,
  teams,
  contacts,
  onBusy,
  onClose,
  onDone,
}: ContactFormProps & {
  level: OutreachLevel;
  teams: TeamType[] | undefined;
  contacts: CommunicationContact[];
}) {
  const { t } = useTranslation(OUTREACH_NS);
  const add = useAddContact();
  const once = useSubmitOnce();
  const [chosen, setChosen] = useState<TeamPlayer | null>(null);
  const [error, setError] = useState<ContactError | null>(null);
  const rosters = useQueries({ queries: (teams ?? []).map((team) => teamPlayersQueryOptions(team)) });
  const loading = teams === undefined || rosters.some((r) => r.isPending);
  const failed = rosters.some((r) => r.isError);
  const players = useMemo(() => {
    const seen = new Set<number>();
    const out: TeamPlayer[] = [];
    for (const roster of rosters) {
      for (const player of roster.data ?? []) {
        if (!seen.has(player.playerId)) {
          seen.add(player.playerId);
          out.push(player);
        }
      }
    }
    return out;
  }, [rosters]);
  const listed = useMemo(
    () => new Set(contacts.map((c) => c.playerId).filter((id) => id !== null)),
    [contacts],
  );
  const list = t(`translation:teams.${level}`);

  const save = () => {
    if (!chosen) {
      setError({ key: 'player', field: 'pid' });
      return;
    }
    if (!once.hold()) return;
    setError(null);
    onBusy(true);
    add.mutate(
      { kind: 'player', level, pid: chosen.playerId },
      {
        onSuccess: () =>
          onDone(t('added', { name: isolate(`${chosen.firstName} ${chosen.lastName}`), list })),
        onError: (failure) => {
          once.release();
          setError(saveErrorOf(failure, 'player'));
        },
        onSettled: () => onBusy(false),
      },
    );
  };

  const fieldError = error?.field === 'pid' ? t(`errors.${error.key}`) : undefined;
  const help = loading
    ? t('dialog.playersLoading')
    : teams && teams.length === 0
      ? t('dialog.noTeams')
      : players.length === 0 && !failed
        ? t('dialog.noPlayers')
        : t('dialog.playerHelp');

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      sx={{ display: 'contents' }}
    >
      <DialogContent sx={{ paddingBlockStart: '8px !important' }}>
        <Stack spacing={2.5}>
          {error && !error.field && <Alert severity="error">{t(`errors.${error.key}`)}</Alert>}
          {failed && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => rosters.forEach((r) => void r.refetch())}>
                  {t('translation:app.retry')}
                </Button>
              }
            >
              {t('dialog.playersError')}
            </Alert>
          )}
          <Autocomplete
            options={players}
            value={chosen}
            onChange={(_event, value) => {
              setChosen(value);
              setError(null);
            }}
            loading={loading}
            loadingText={t('dialog.playersLoading')}
            noOptionsText={t('dialog.noPlayers')}
            getOptionLabel={(player) => `${player.firstName} ${player.lastName}`}
            getOptionDisabled={(player) => listed.has(player.playerId)}
            isOptionEqualToValue={(a, b) => a.playerId === b.playerId}
            renderOption={({ key, ...props }, player) => (
              <li key={key} {...props}>
                <Box>
                  <span dir="auto">{`${player.firstName} ${player.lastName}`}</span>
                  <Box
                    component="span"
                    sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}
                  >
                    {t(`translation:teams.${player.team}`)}
                    {listed.has(player.playerId) && ` · ${t('dialog.alreadyListed')}`}
                  </Box>
                </Box>
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('dialog.player')}
                required
                autoFocus
                error={fieldError !== undefined}
                helperText={fieldError ?? help}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2 }}>
        <Button onClick={onClose} disabled={add.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={add.isPending || once.busy}>
          {add.isPending ? t('dialog.saving') : t('dialog.add')}
        </Button>
      </DialogActions>
    </Box>
  );
}
