import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Tooltip } from '../../../components/tooltip/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../components/messages/MessageProvider';
import { calendarFeedQueryOptions, useResetFeed, webcalUrl } from '../api';
import { CALENDAR_NS } from '../i18n/messages';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';

/**
 * The private iCalendar feed: its address to paste into a calendar app, a webcal:// link that
 * opens the app directly, and a reset for a link that got out (the old one stops working).
 * The address is only fetched (and first made) when this dialog opens.
 */
export function SubscribeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(CALENDAR_NS);
  const titleId = useId();
  const feed = useQuery({ ...calendarFeedQueryOptions(), enabled: open });
  const reset = useResetFeed();
  const [confirmReset, setConfirmReset] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const showMessage = useMessage();
  const url = feed.data?.url;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      showMessage({ message: t('subscribe.copied'), variant: 'success' });
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is selected for copying by hand.
      input.current?.focus();
      input.current?.select();
      showMessage({ message: t('subscribe.copyFailed'), variant: 'warning' });
    }
  };

  const doReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirmReset(false);
        showMessage({ message: t('subscribe.resetDone'), variant: 'success' });
      },
      onError: () => {
        setConfirmReset(false);
        showMessage({ message: t('subscribe.resetFailed'), variant: 'error' });
      },
    });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('subscribe.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{t('subscribe.intro')}</Typography>
          {feed.isPending ? (
            <Box aria-busy="true">
              <Skeleton variant="rounded" height={56} />
              <span className="visually-hidden">{t('subscribe.loading')}</span>
            </Box>
          ) : feed.isError || !url ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void feed.refetch()}>
                  {t('subscribe.retry')}
                </Button>
              }
            >
              {t('subscribe.loadFailed')}
            </Alert>
          ) : (
            <>
              <TextField
                label={t('subscribe.url')}
                value={url}
                inputRef={input}
                fullWidth
                onFocus={(event) => event.target.select()}
                slotProps={{
                  htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'feed-url' },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <Tooltip title={t('subscribe.copy')}>
                          <IconButton aria-label={t('subscribe.copy')} onClick={() => void copy()} edge="end">
                            <ContentCopyIcon />
                          </IconButton>
                        </Tooltip>
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <Box>
                <Button variant="outlined" href={webcalUrl(url)} startIcon={<EventAvailableIcon />}>
                  {t('subscribe.open')}
                </Button>
              </Box>
              <Alert severity="info">{t('subscribe.private')}</Alert>
            </>
          )}
        </Stack>
      </DialogContent>
      <Divider />
      <DialogActions sx={{ paddingInline: 3, paddingBlock: 1.5 }}>
        <Button
          color="error"
          onClick={() => setConfirmReset(true)}
          disabled={!url || reset.isPending}
          sx={{ marginInlineEnd: 'auto' }}
        >
          {reset.isPending ? t('subscribe.resetting') : t('subscribe.reset')}
        </Button>
        <Button onClick={onClose}>{t('subscribe.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirmReset}
        title={t('subscribe.resetConfirm.title')}
        cancelLabel={t('subscribe.resetConfirm.cancel')}
        confirmLabel={t('subscribe.resetConfirm.confirm')}
        pending={reset.isPending}
        onCancel={() => setConfirmReset(false)}
        onConfirm={doReset}
      >
        {t('subscribe.resetConfirm.text')}
      </ConfirmDialog>
    </Dialog>
  );
}
