import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../error-messages';
import { MATCHES_NS } from '../i18n/messages';
import { ErrorText } from './ErrorText';
import { IsolatedText } from './IsolatedText';

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** 'Ann Lee vs Ben Kay' */
  players: string;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
  onExited: () => void;
}

/** Deleting a match asks first, with the same words as every other delete of the product. */
export function ConfirmDeleteDialog({
  open,
  players,
  pending,
  error,
  onCancel,
  onConfirm,
  onExited,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation(MATCHES_NS);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        <IsolatedText i18nKey="delete.title" values={{ players }} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('delete.text')}</DialogContentText>
        {error != null && (
          <Alert severity="error" sx={{ marginBlockStart: 2 }}>
            <ErrorText message={errorMessage(error)} />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          {t('cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={pending}>
          {t('delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
