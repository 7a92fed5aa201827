import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MinorFacts } from '../../../../contract/guardians';
import { guardiansRoutes } from '../../../../contract/guardians/routes';
import { call } from '../../../lib/call';
import { errorMessageKey } from '../../../lib/error-message';
import { playerGuardiansQuery } from '../api';
import { GUARDIANS_NS } from '../i18n/messages';

/**
 * The coach's part of a player's guardians page (issue 34): what makes the player a minor (birth
 * date, graduation year, the coach's mark), the one rule of contract/guardians/minor.ts deciding.
 */
export function MinorFactsForm({ playerId, facts }: { playerId: number; facts: MinorFacts }) {
  const { t } = useTranslation(GUARDIANS_NS);
  const { t: tApp } = useTranslation();
  const queryClient = useQueryClient();
  const [birthDate, setBirthDate] = useState(facts.birthDate ?? '');
  const [year, setYear] = useState(facts.graduationYear === null ? '' : String(facts.graduationYear));
  const [mark, setMark] = useState(facts.minorMark);
  const save = useMutation({
    mutationFn: () =>
      call(guardiansRoutes.setMinor, {
        params: { playerId },
        body: { birthDate: birthDate || null, graduationYear: year ? Number(year) : null, minorMark: mark },
      }),
    onSuccess: (reply) => queryClient.setQueryData(playerGuardiansQuery(playerId).queryKey, reply),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const error = save.error ? errorMessageKey(save.error) : null;
  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label={t('facts.title')}>
      <Typography component="h2" variant="h6">
        {t('facts.title')}
      </Typography>
      <TextField
        type="date"
        label={t('facts.birthDate')}
        value={birthDate}
        onChange={(e) => setBirthDate(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
      />
      <TextField
        label={t('facts.graduationYear')}
        value={year}
        onChange={(e) => setYear(e.target.value.replace(/\D/g, '').slice(0, 4))}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      />
      <FormControlLabel
        control={<Checkbox checked={mark} onChange={(e) => setMark(e.target.checked)} />}
        label={t('facts.mark')}
      />
      {error && <Alert severity="error">{tApp(error.key, error.values)}</Alert>}
      {save.isSuccess && (
        <Alert severity="success" role="status">
          {t('facts.saved')}
        </Alert>
      )}
      <Button type="submit" variant="outlined" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('facts.save')}
      </Button>
    </Stack>
  );
}
