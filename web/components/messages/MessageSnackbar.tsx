import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { MessageVariant } from './MessageProvider';

/** SPEC.md sections 3 and 9: anchored top-centre, hidden after 6000 ms. */
export const MESSAGE_AUTO_HIDE_MS = 6000;

interface MessageSnackbarProps {
  open: boolean;
  message: string;
  variant: MessageVariant;
  onClose: (event?: unknown, reason?: string) => void;
}

export default function MessageSnackbar({ open, message, variant, onClose }: MessageSnackbarProps) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={MESSAGE_AUTO_HIDE_MS}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert onClose={onClose} severity={variant} variant="filled" sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
