import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What confirming does, under the title. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirmation is running: the dialog stays open and both buttons wait. */
  pending?: boolean;
  /** Why the confirmation failed, in the reader's words; the dialog stays open to try again. */
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** After the closing transition: the caller may forget what was being confirmed. */
  onExited?: () => void;
}

/** A destructive action asks first; the safe choice (cancel) has the focus. Shared by every feature. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  pending = false,
  error,
  onConfirm,
  onCancel,
  onExited,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={children ? textId : undefined}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      {(children || error) && (
        <DialogContent>
          {children && (
            <DialogContentText id={textId} component="div">
              {children}
            </DialogContentText>
          )}
          {error && (
            <Alert severity="error" sx={{ marginBlockStart: children ? 2 : 0 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} loading={pending} color="error" variant="contained">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
