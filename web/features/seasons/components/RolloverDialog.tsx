import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { errorMessageKey } from '../../../lib/error-message';
import { useRollover } from '../api';
import { SEASONS_NS } from '../i18n/messages';

type Choice = 'stays' | 'leaves' | 'graduates';

/**
 * Starting the next season: its name and days, keep or reset positions, and who stays, leaves or
 * graduates (each player's choice, "stays" unless changed). One request: the server archives and
 * starts in one transaction, or changes nothing and says why.
 */
export function RolloverDialog({
  open,
  rosterId,
  players,
  onClose,
  onDone,
}: {
  open: boolean;
  rosterId: number;
  players: readonly { playerId: number; firstName: string; lastName: string }[];
  onClose: () => void;
  onDone: (name: string) => void;
}) {
  const { t } = useTranslation(SEASONS_NS);
  const { t: tApp } = useTranslation();
  const rollover = useRollover(rosterId);
  const [name, setName] = useState('');
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [positions, setPositions] = useState<'keep' | 'reset'>('keep');
  const [choices, setChoices] = useState<Record<number, Choice>>({});

  const submit = () => {
    rollover.mutate(
      {
        name,
        startsOn,
        endsOn,
        positions,
        departures: Object.entries(choices)
          .filter((e): e is [string, 'leaves' | 'graduates'] => e[1] !== 'stays')
          .map(([playerId, departure]) => ({ playerId: Number(playerId), departure })),
      },
      { onSuccess: (reply) => onDone(reply.current.name) },
    );
  };

  return (
    <FormDialog
      open={open}
      title={t('rollover.title')}
      onClose={onClose}
      onExited={() => rollover.reset()}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      submitLabel={t('rollover.submit')}
      cancelLabel={t('rollover.cancel')}
      pending={rollover.isPending}
      error={rollover.error ? tApp(errorMessageKey(rollover.error).key) : undefined}
      maxWidth="sm"
      fullScreen
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('rollover.intro')}</Typography>
        <TextField
          required
          label={t('rollover.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Stack direction="row" spacing={1}>
          <TextField
            required
            type="date"
            label={t('rollover.startsOn')}
            value={startsOn}
            onChange={(e) => setStartsOn(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <TextField
            required
            type="date"
            label={t('rollover.endsOn')}
            value={endsOn}
            onChange={(e) => setEndsOn(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        </Stack>
        <FormControl>
          <FormLabel id="rollover-positions">{t('rollover.positions')}</FormLabel>
          <RadioGroup
            aria-labelledby="rollover-positions"
            value={positions}
            onChange={(e) => setPositions(e.target.value as 'keep' | 'reset')}
          >
            <FormControlLabel value="keep" control={<Radio />} label={t('rollover.keep')} />
            <FormControlLabel value="reset" control={<Radio />} label={t('rollover.reset')} />
          </RadioGroup>
        </FormControl>
        <Typography component="h3" variant="subtitle1">
          {t('rollover.who')}
        </Typography>
        {players.map((p) => (
          <TextField
            key={p.playerId}
            select
            size="small"
            label={`${p.firstName} ${p.lastName}`}
            value={choices[p.playerId] ?? 'stays'}
            onChange={(e) => setChoices({ ...choices, [p.playerId]: e.target.value as Choice })}
          >
            {(['stays', 'leaves', 'graduates'] as const).map((c) => (
              <MenuItem key={c} value={c}>
                {t(`choice.${c}`)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
    </FormDialog>
  );
}
