import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { errorCodeOf } from '../../../lib/error-message';
import { linkQuery, useLinkAnswer } from '../api';
import { AVAILABILITY_NS } from '../i18n/messages';
import { AnswerForm } from './AnswerForm';
import { When } from './When';

const KIND_OF: Record<string, string> = { e: 'event', m: 'match', d: 'dual' };

/** The in-app page of the link's event (signed out, sign-in takes the visitor there). */
function inAppPath(token: string): string | undefined {
  const m = /^([emd])(\d{1,10})\./.exec(token);
  return m ? `/availability/${KIND_OF[m[1]!]}/${m[2]}` : undefined;
}

/** /a/{token}: the one-tap answer page of an availability text, signed out (the link is the key). */
export function AnswerLinkPage({ token }: { token: string }) {
  const { t } = useTranslation(AVAILABILITY_NS);
  const query = useQuery(linkQuery(token));
  const answer = useLinkAnswer(token);
  const code = errorCodeOf(query.error);
  const inApp = inAppPath(token);
  return (
    <Box
      component="main"
      sx={{ display: 'flex', justifyContent: 'center', paddingBlock: { xs: 2, sm: 6 }, paddingInline: 1.5 }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 520, padding: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', marginBlockEnd: 2 }}>
          <SportsTennisIcon color="primary" aria-hidden />
          <Typography variant="h6" component="p">
            Courtside
          </Typography>
        </Stack>
        {query.isPending ? (
          <Skeleton variant="rounded" height={200} />
        ) : query.error ? (
          <Stack spacing={2}>
            <Alert severity="warning">
              {code === 'answer_link_expired'
                ? t('linkExpired')
                : code === 'answer_link_moved'
                  ? t('linkMoved')
                  : code === 'answer_link_invalid'
                    ? t('linkInvalid')
                    : t('loadFailed')}
            </Alert>
            {code === 'answer_link_moved' && inApp ? (
              <Button component={RouterLink} to={inApp} variant="contained">
                {t('answerInApp')}
              </Button>
            ) : (
              <Button component={RouterLink} to={paths.playerLogin} variant="outlined">
                {t('signIn')}
              </Button>
            )}
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Typography variant="h5" component="h1" dir="auto">
              {query.data.subject.name}
            </Typography>
            <When subject={query.data.subject} />
            <Typography color="text.secondary">{t('linkFor', { name: query.data.player.name })}</Typography>
            <AnswerForm
              initial={{ answer: query.data.answer, note: query.data.note }}
              closed={query.data.subject.closed}
              onSave={(input) => answer.mutateAsync(input)}
            />
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
