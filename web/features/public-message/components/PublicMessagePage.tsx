import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { fetchPublicMessage, IDENTIFIER_LENGTH, loginStateFor, type PublicMessage } from '../api';
import { PUBLIC_MESSAGE_NS } from '../i18n/messages';

/**
 * /u/{identifier} (SPEC.md section 2, "Public message page"): no navbar, toolbar, footer or side
 * panels and no login. Coach, time, subject and message (as text); a poll asks the reader to log
 * in as a player and brings them back to the announcement. 'Return to Home Page' is always there.
 * An identifier not 8 long goes to /coachlogin, err 'none' to /; other failures are only logged.
 */
export function PublicMessagePage({ identifier }: { identifier: string }) {
  const { t } = useTranslation(PUBLIC_MESSAGE_NS);
  const valid = identifier.length === IDENTIFIER_LENGTH;
  const query = useQuery({
    queryKey: ['public-message', identifier],
    queryFn: ({ signal }) => fetchPublicMessage(identifier, signal),
    enabled: valid,
    retry: false,
    staleTime: 60_000,
  });

  useEffect(() => {
    // SPEC.md section 8: public message fetch errors are only logged.
    if (query.error) console.error('The public message could not be loaded:', query.error);
  }, [query.error]);

  if (!valid) return <Navigate to={paths.coachLogin} replace />;
  if (query.data?.kind === 'none') return <Navigate to={paths.home} replace />;

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        paddingBlock: { xs: 2, sm: 6 },
        paddingInline: { xs: 1.5, sm: 2 },
      }}
    >
      <Paper
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: 680,
          paddingBlock: { xs: 3, sm: 4 },
          paddingInline: { xs: 2.5, sm: 4 },
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', marginBlockEnd: 3 }}>
          <SportsTennisIcon color="primary" aria-hidden />
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('translation:app.name')}
          </Typography>
        </Stack>
        {query.data?.kind === 'message' ? (
          <MessageContent message={query.data.message} />
        ) : query.isPending ? (
          <Box aria-busy="true" sx={{ marginBlockEnd: 3 }}>
            <Skeleton variant="text" sx={{ fontSize: '2rem', maxWidth: 420 }} />
            <Skeleton variant="text" sx={{ maxWidth: 240 }} />
            <Skeleton variant="rounded" height={120} sx={{ marginBlockStart: 2 }} />
            <span className="visually-hidden">{t('loading')}</span>
          </Box>
        ) : null}
        <Link component={RouterLink} to={paths.home} sx={{ display: 'inline-block', marginBlockStart: 1 }}>
          {t('home')}
        </Link>
      </Paper>
    </Box>
  );
}

function MessageContent({ message }: { message: PublicMessage }) {
  const { t, i18n } = useTranslation(PUBLIC_MESSAGE_NS);
  const subjectId = useId();
  const loginState = message.isPoll ? loginStateFor(message) : undefined;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' }).format(
    new Date(message.time),
  );
  return (
    <Box component="article" aria-labelledby={subjectId} sx={{ marginBlockEnd: 3 }}>
      <Typography
        id={subjectId}
        component="h1"
        variant="h5"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        <span dir="auto">{message.subject}</span>
      </Typography>
      <Typography color="text.secondary" sx={{ marginBlockStart: 1 }}>
        {t('from')}: <bdi data-testid="public-coach">{message.coach}</bdi>
      </Typography>
      <Typography color="text.secondary">
        {t('sent')}: <time dateTime={message.time}>{time}</time>
      </Typography>
      <Divider sx={{ marginBlock: 2 }} />
      <Typography
        component="div"
        dir="auto"
        data-testid="public-message"
        sx={{ whiteSpace: 'pre-wrap', unicodeBidi: 'plaintext', overflowWrap: 'anywhere', lineHeight: 1.7 }}
      >
        {message.message}
      </Typography>
      {message.isPoll && (
        <Alert severity="warning" sx={{ marginBlockStart: 3, alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 500 }}>{t('actionRequired')}</Typography>
          <Button
            component={RouterLink}
            to={paths.playerLogin}
            state={loginState}
            variant="contained"
            sx={{ marginBlockStart: 1.5 }}
          >
            {t('login')}
          </Button>
        </Alert>
      )}
    </Box>
  );
}
