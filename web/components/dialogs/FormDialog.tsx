import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type ReactNode } from 'react';

interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  /** The form's fields (and any note under the title); the first field takes the focus itself. */
  children: ReactNode;
  /** Backdrop, Escape and Cancel close the dialog, except while the save runs. */
  onClose: () => void;
  /** After the closing transition: the caller may forget the form's state. */
  onExited?: () => void;
  /** Submit button or Enter in a field. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: ReactNode;
  cancelLabel: ReactNode;
  /** The save is running: the submit button shows it, Cancel and closing wait. */
  pending: boolean;
  /** The submit button waits for something else too (a held second press, incomplete input). */
  submitDisabled?: boolean;
  /** Why saving failed, in the reader's words, under the fields (a dialog may show its own instead). */
  error?: ReactNode;
  /** The id of the text that describes the dialog (aria-describedby). */
  describedBy?: string;
  maxWidth: DialogProps['maxWidth'];
  fullScreen?: boolean;
}

/**
 * The shell of a form in a dialog, shared by every feature: title, fields, Cancel and submit; the
 * whole dialog is the form, so Enter in a field submits it. Focus handling is MUI Dialog's.
 */
export function FormDialog({
  open,
  title,
  children,
  onClose,
  onExited,
  onSubmit,
  submitLabel,
  cancelLabel,
  pending,
  submitDisabled = false,
  error,
  describedBy,
  maxWidth,
  fullScreen = false,
}: FormDialogProps) {
  const titleId = useId();
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      slotProps={{ transition: { onExited } }}
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          {error}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" loading={pending} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
