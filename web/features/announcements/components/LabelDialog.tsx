import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_NAME_MAX } from '../../../../contract/announcements';
import { ApiError } from '../../../lib/api-client';
import { useCreateLabel } from '../api';
import { ANNOUNCEMENTS_NS } from '../i18n/messages';
import { useSubmitOnce } from '../../../lib/submit-once';

/** The colours a label can have (named, so the choice is readable without seeing colour). */
export const LABEL_COLORS = {
  blue: '#1e88e5',
  green: '#43a047',
  red: '#e53935',
  orange: '#fb8c00',
  purple: '#8e24aa',
  teal: '#00897b',
  brown: '#6d4c41',
  grey: '#757575',
} as const;
type ColorName = keyof typeof LABEL_COLORS;

interface LabelDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/** A coach's new label: a name (unique for the coach, any case) and a colour. */
export function LabelDialog({ open, onClose, onCreated }: LabelDialogProps) {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  const titleId = useId();
  const colorId = useId();
  const create = useCreateLabel();
  const once = useSubmitOnce();
  const [name, setName] = useState('');
  const [color, setColor] = useState<ColorName>('blue');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const submit = () => {
    const trimmed = name.trim();
    if (trimmed === '') return setError(t('labels.required'));
    if (trimmed.length > LABEL_NAME_MAX) return setError(t('labels.tooLong', { max: LABEL_NAME_MAX }));
    if (!once.hold()) return;
    setError(null);
    setFailed(false);
    create.mutate(
      { name: trimmed, color: LABEL_COLORS[color] },
      {
        onSuccess: onCreated,
        onError: (failure) => {
          once.release();
          if (failure instanceof ApiError && failure.status === 409) setError(t('labels.exists'));
          else setFailed(true);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={() => !create.isPending && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t('labels.newTitle')}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ display: 'contents' }}
      >
        <DialogContent sx={{ paddingBlockStart: '8px !important' }}>
          <Stack spacing={2.5}>
            {failed && <Alert severity="error">{t('labels.failed')}</Alert>}
            <TextField
              label={t('labels.name')}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
              required
              autoFocus
              error={error !== null}
              helperText={error ?? ' '}
              slotProps={{ htmlInput: { dir: 'auto', maxLength: LABEL_NAME_MAX } }}
            />
            <FormControl>
              <FormLabel id={colorId}>{t('labels.color')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={colorId}
                value={color}
                onChange={(event) => setColor(event.target.value as ColorName)}
              >
                {(Object.keys(LABEL_COLORS) as ColorName[]).map((key) => (
                  <FormControlLabel
                    key={key}
                    value={key}
                    label={t(`labels.colors.${key}`)}
                    control={
                      <Radio
                        sx={{ color: LABEL_COLORS[key], '&.Mui-checked': { color: LABEL_COLORS[key] } }}
                      />
                    }
                    sx={{ minWidth: 120 }}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2 }}>
          <Button onClick={onClose} disabled={create.isPending}>
            {t('labels.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending || once.busy}>
            {t('labels.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
