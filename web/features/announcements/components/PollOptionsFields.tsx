import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { POLL_OPTION_MAX, POLL_OPTIONS_MAX, POLL_OPTIONS_MIN } from '../../../../contract/announcements';
import type { ComposeFormValues } from '../compose-form';
import { useNumberFormat } from '../hooks/use-number-format';
import { ANNOUNCEMENTS_NS } from '../i18n/messages';

interface PollOptionsFieldsProps {
  control: Control<ComposeFormValues>;
  register: UseFormRegister<ComposeFormValues>;
  errors: FieldErrors<ComposeFormValues>;
  /** The compose form's text for an error key, with its limit. */
  message: (key: string | undefined, max?: number) => string | undefined;
}

/**
 * The compose form's poll: the switch that adds one, then its answers (2-10), each removable while
 * more than the minimum are left, and Add an option up to the maximum.
 */
export function PollOptionsFields({ control, register, errors, message }: PollOptionsFieldsProps) {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  const format = useNumberFormat();
  const options = useFieldArray({ control, name: 'options' });
  const withPoll = useWatch({ control, name: 'withPoll' });
  const optionsError = message(errors.options?.message ?? errors.options?.root?.message, POLL_OPTIONS_MAX);
  return (
    <>
      <Controller
        control={control}
        name="withPoll"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label={t('compose.withPoll')}
          />
        )}
      />
      {withPoll && (
        <Box component="fieldset" sx={{ border: 0, padding: 0, margin: 0 }}>
          <Box component="legend" className="visually-hidden">
            {t('poll.options')}
          </Box>
          <Stack spacing={1.5}>
            {options.fields.map((field, index) => {
              const number = format.number(index + 1);
              const error = errors.options?.[index]?.text?.message;
              return (
                <Box key={field.id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                  <TextField
                    {...register(`options.${index}.text`)}
                    label={t('compose.option', { number })}
                    required
                    fullWidth
                    size="small"
                    slotProps={{ htmlInput: { dir: 'auto', maxLength: POLL_OPTION_MAX } }}
                    error={error !== undefined}
                    helperText={message(error, POLL_OPTION_MAX)}
                  />
                  <Box sx={{ paddingBlockStart: 0.25 }}>
                    <IconButton
                      aria-label={t('compose.removeOption', { number })}
                      onClick={() => options.remove(index)}
                      disabled={options.fields.length <= POLL_OPTIONS_MIN}
                    >
                      <CloseIcon />
                    </IconButton>
                  </Box>
                </Box>
              );
            })}
          </Stack>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, marginBlockStart: 1 }}>
            <Button
              startIcon={<AddIcon />}
              onClick={() => options.append({ text: '' })}
              disabled={options.fields.length >= POLL_OPTIONS_MAX}
            >
              {t('compose.addOption')}
            </Button>
            <FormHelperText error={optionsError !== undefined} sx={{ margin: 0 }}>
              {optionsError ??
                t('compose.optionsHelp', {
                  min: format.number(POLL_OPTIONS_MIN),
                  max: format.number(POLL_OPTIONS_MAX),
                })}
            </FormHelperText>
          </Box>
        </Box>
      )}
    </>
  );
}
