import AutorenewIcon from '@mui/icons-material/Autorenew';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { Tooltip } from '../../../components/tooltip/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../components/messages/MessageProvider';
import { teamPinQueryOptions, useResetTeamPin } from '../api';
import { LADDER_NS } from '../messages';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';

const PIN_TYPE = { fontFamily: 'monospace', fontSize: '1.75rem', fontWeight: 700, letterSpacing: '0.2em' };

/** How long the Team PIN's tooltip stays after a tap (MUI's 1.5 s is short for its sentence). */
const LEAVE_TOUCH_MS = 6000;

/**
 * The coach's Team PIN panel (SPEC.md section 2): the PIN players join with, its tooltip, and a
 * new PIN on request (the old one stops working, so it asks first).
 */
export function TeamPinPanel({ strid }: { strid: number }) {
  const { t } = useTranslation(LADDER_NS);
  const showMessage = useMessage();
  const pin = useQuery(teamPinQueryOptions(strid));
  const reset = useResetTeamPin();
  const [confirming, setConfirming] = useState(false);

  const issueNewPin = () =>
    reset.mutate(strid, {
      onSuccess: (newPin) => {
        setConfirming(false);
        showMessage({ message: t('pin.issued', { pin: newPin }), variant: 'success' });
      },
      onError: () => {
        setConfirming(false);
        showMessage({ message: t('pin.failed'), variant: 'error' });
      },
    });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="team-pin-title"
      sx={{ padding: 2, display: 'flex', flexDirection: 'column', gap: 1, minWidth: { sm: 240 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography id="team-pin-title" component="h2" variant="subtitle2" color="text.secondary">
          {t('pin.title')}
        </Typography>
        {/* A tap opens it too (enterTouchDelay 0, see the Tooltip); it then stays LEAVE_TOUCH_MS. */}
        <Tooltip
          title={t('pin.tooltip')}
          describeChild
          arrow
          enterTouchDelay={0}
          leaveTouchDelay={LEAVE_TOUCH_MS}
        >
          <IconButton size="small" aria-label={t('pin.about')}>
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {pin.isPending ? (
        // A Skeleton is a plain span: it may not carry aria-label, so the status text is hidden beside it.
        <Box role="status">
          {/* In the PIN's own type, so that it is as tall as the PIN (no shift when it arrives). */}
          <Typography sx={PIN_TYPE} aria-hidden>
            <Skeleton sx={{ width: 140 }} />
          </Typography>
          <span className="visually-hidden">{t('pin.loading')}</span>
        </Box>
      ) : pin.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void pin.refetch()}>
              {t('translation:app.retry')}
            </Button>
          }
        >
          {t('pin.error')}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography data-testid="team-pin" dir="ltr" sx={PIN_TYPE}>
            {pin.data}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            startIcon={<AutorenewIcon aria-hidden />}
            onClick={() => setConfirming(true)}
            disabled={reset.isPending}
          >
            {t('pin.new')}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('pin.confirmTitle')}
        confirmLabel={t('pin.confirm')}
        cancelLabel={t('cancel')}
        pending={reset.isPending}
        onConfirm={issueNewPin}
        onCancel={() => setConfirming(false)}
      >
        {t('pin.confirmText', { pin: pin.data ?? '' })}
      </ConfirmDialog>
    </Paper>
  );
}
