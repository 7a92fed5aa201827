import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../error-messages';
import { TOURNAMENTS_NS } from '../i18n/messages';

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** What is deleted, e.g. 'Delete the tournament "Spring Open"?'. */
  title: ReactNode;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
  /** After the closing transition: the caller may forget what was being deleted. */
  onExited?: () => void;
}

/** SPEC.md section 2: every delete asks 'Are you sure want to delete? ...' with Cancel and Delete. */
export function ConfirmDeleteDialog({
  open,
  title,
  pending,
  error,
  onCancel,
  onConfirm,
  onExited,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation(TOURNAMENTS_NS);
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
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('confirm.text')}</DialogContentText>
        {error != null && (
          <Alert severity="error" sx={{ marginBlockStart: 2 }}>
            {t(errorMessageKey(error))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          {t('actions.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={pending}>
          {t('actions.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
