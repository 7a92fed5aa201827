import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_TYPES } from '../../../../contract/common';
import { addTeamErrorKey, useAddTeam } from '../api';
import { SETTINGS_NS } from '../i18n/messages';

/**
 * A coach's teams, and a team of their school they start later (the set-up page says "You can add
 * teams later"). `coached` is undefined while the coach's teams load, null when they could not be
 * loaded (the navbar above offers to try again).
 */
export function TeamsForm({ coached }: { coached: readonly number[] | null | undefined }) {
  const { t } = useTranslation(SETTINGS_NS);
  const add = useAddTeam();
  const [chosen, setChosen] = useState<number | ''>('');
  const [added, setAdded] = useState<number | null>(null);
  const teamName = (team: number) => t(`translation:teams.${team}`);

  if (coached === undefined) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="text" sx={{ maxWidth: 320 }} />
        <Skeleton variant="rounded" height={56} sx={{ maxWidth: 360, marginBlockStart: 1 }} />
        <span className="visually-hidden">{t('teams.loading')}</span>
      </Box>
    );
  }
  if (coached === null) return <Alert severity="error">{t('teams.loadFailed')}</Alert>;
  const open = TEAM_TYPES.filter((team) => !coached.includes(team));
  const failedTeam = add.variables;

  return (
    <Box>
      <Typography sx={{ marginBlockEnd: 2 }}>
        {coached.length === 0
          ? t('teams.none')
          : t('teams.current', {
              teams: coached.map(teamName).join(t('translation:shell.listSeparator')),
            })}
      </Typography>
      {open.length === 0 ? (
        <Typography color="text.secondary">{t('teams.allCoached')}</Typography>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen === '') return;
            setAdded(null);
            add.mutate(chosen, {
              onSuccess: () => {
                setAdded(chosen);
                setChosen('');
              },
            });
          }}
          sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            select
            label={t('teams.choose')}
            value={chosen}
            onChange={(event) => {
              setChosen(Number(event.target.value));
              add.reset();
            }}
            helperText={t('teams.help')}
            sx={{ minWidth: { xs: '100%', sm: 280 }, flex: { sm: '0 1 320px' } }}
          >
            {open.map((team) => (
              <MenuItem key={team} value={team}>
                {teamName(team)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="contained"
            disabled={chosen === '' || add.isPending}
            sx={{ marginBlockStart: { sm: 1 } }}
          >
            {add.isPending ? t('teams.adding') : t('teams.add')}
          </Button>
        </Box>
      )}
      {add.isError && failedTeam !== undefined && (
        <Alert severity="error" role="alert" sx={{ marginBlockStart: 2 }}>
          {t(addTeamErrorKey(add.error), { team: teamName(failedTeam) })}
        </Alert>
      )}
      {added !== null && (
        <Alert severity="success" role="status" sx={{ marginBlockStart: 2 }}>
          {t('teams.added', { team: teamName(added) })}
        </Alert>
      )}
    </Box>
  );
}
