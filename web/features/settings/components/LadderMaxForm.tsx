import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LADDER_MAX_MAX, LADDER_MAX_MIN, ladderMaxBody } from '../../../../contract/settings';
import { useMessage } from '../../../components/messages/MessageProvider';
import { ladderMaxQueryOptions, useSaveLadderMax } from '../api';
import { SETTINGS_NS } from '../i18n/messages';

/** The contract's check of the number (the coach id is added from the token when it is sent). */
const ladderMaxForm = z.object({ max: ladderMaxBody.shape.max });
type LadderMaxValues = z.input<typeof ladderMaxForm>;
type LadderMaxParsed = z.output<typeof ladderMaxForm>;

/** The coach's maximum number of challenge positions (SPEC.md section 3), from 1 to 10. */
export function LadderMaxForm({ coachId }: { coachId: number }) {
  const { t } = useTranslation(SETTINGS_NS);
  const current = useQuery(ladderMaxQueryOptions(coachId));

  if (current.isPending) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="rounded" height={56} sx={{ maxWidth: 360 }} />
        <span className="visually-hidden">{t('ladder.loading')}</span>
      </Box>
    );
  }
  if (current.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void current.refetch()}>
            {t('ladder.retry')}
          </Button>
        }
      >
        {t('ladder.loadFailed')}
      </Alert>
    );
  }
  return <LoadedLadderMax coachId={coachId} saved={current.data} />;
}

function LoadedLadderMax({ coachId, saved }: { coachId: number; saved: number }) {
  const { t, i18n } = useTranslation(SETTINGS_NS);
  const showMessage = useMessage();
  const save = useSaveLadderMax(coachId);
  const bounds = {
    min: new Intl.NumberFormat(i18n.language).format(LADDER_MAX_MIN),
    max: new Intl.NumberFormat(i18n.language).format(LADDER_MAX_MAX),
  };
  const { register, handleSubmit, formState, reset } = useForm<LadderMaxValues, unknown, LadderMaxParsed>({
    resolver: zodResolver(ladderMaxForm),
    defaultValues: { max: String(saved) },
  });
  useEffect(() => reset({ max: String(saved) }), [saved, reset]);
  const error = formState.errors.max;

  const onSubmit = ({ max }: LadderMaxParsed) =>
    save.mutate(max, {
      onSuccess: () => showMessage({ message: t('ladder.saved'), variant: 'success' }),
      onError: () => showMessage({ message: t('errors.saveFailed'), variant: 'error' }),
    });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        {...register('max')}
        type="number"
        label={t('ladder.max')}
        required
        error={error !== undefined}
        helperText={error ? t('errors.ladderMax', bounds) : t('ladder.maxHelp', bounds)}
        slotProps={{ htmlInput: { min: LADDER_MAX_MIN, max: LADDER_MAX_MAX, step: 1, inputMode: 'numeric' } }}
        sx={{ flex: '1 1 280px', maxWidth: 480 }}
      />
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ marginBlockStart: 1 }}>
        {save.isPending ? t('ladder.saving') : t('ladder.save')}
      </Button>
    </Box>
  );
}
