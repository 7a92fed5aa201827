import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { setToken } from '../../../lib/token-store';
import { tradeHandoff } from '../api';
import { ADMIN_NS } from '../i18n/messages';

/**
 * /admin/signed-in?handoff=...: where the provider's sign-in ends. The one-time handoff (good only
 * in this browser) is traded for the admin's token, which is stored like any user's; then the admin
 * goes to the page they were going to.
 */
export function AdminSignedIn({ handoff }: { handoff: string | null }) {
  const { t } = useTranslation(ADMIN_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(handoff === null);
  const started = useRef(false);

  useEffect(() => {
    // Once: a handoff is good for one trade (React's development double effect included).
    if (handoff === null || started.current) return;
    started.current = true;
    tradeHandoff(handoff).then(
      ({ token, returnTo }) => {
        setToken(token);
        queryClient.clear();
        void navigate(returnTo, { replace: true });
      },
      () => setFailed(true),
    );
  }, [handoff, navigate, queryClient]);

  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', padding: 2 }}>
      {failed ? (
        <Box sx={{ maxWidth: 480, textAlign: 'center' }}>
          <Alert severity="warning" sx={{ marginBlockEnd: 2 }}>
            {t('signInFailed')}
          </Alert>
          <Button variant="contained" href={paths.coachLogin}>
            {t('signInAgain')}
          </Button>
        </Box>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography component="h1" variant="h6">
            {t('signingIn')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
