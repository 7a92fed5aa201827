import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { MessageVariant } from './MessageProvider';

/** SPEC.md sections 3 and 9: anchored top-centre, hidden after 6000 ms. */
export const MESSAGE_AUTO_HIDE_MS = 6000;

/**
 * Top-centre, below the app bar (56 px on a phone, 64 px wider): at MUI's own offset it lay over
 * the toolbar's buttons, and a tap there while it showed hovered it, which holds its auto-hide.
 */
export const MESSAGE_ANCHOR = {
  anchorOrigin: { vertical: 'top', horizontal: 'center' },
  sx: { top: { xs: 64, sm: 72 } },
} as const;

interface MessageSnackbarProps {
  open: boolean;
  message: string;
  variant: MessageVariant;
  onClose: (event?: unknown, reason?: string) => void;
}

export default function MessageSnackbar({ open, message, variant, onClose }: MessageSnackbarProps) {
  return (
    <Snackbar open={open} autoHideDuration={MESSAGE_AUTO_HIDE_MS} onClose={onClose} {...MESSAGE_ANCHOR}>
      <Alert onClose={onClose} severity={variant} variant="filled" sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
