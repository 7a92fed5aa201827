import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { errorCodeOf } from '../../../lib/error-message';
import type { SignedOutLayout } from './signed-out-layout';
import { confirmQuery, useConfirmLink } from '../api';
import { GUARDIANS_NS } from '../i18n/messages';

/**
 * /guardian/confirm/{token} (issue 34): the page of the link in the SMS a new guardian receives.
 * Opening it shows whose guardian they were made; the button confirms (nothing is confirmed by
 * merely opening the link, which a phone's link preview may do).
 */
export function ConfirmLink({ token, Layout }: { token: string; Layout: SignedOutLayout }) {
  const { t } = useTranslation(GUARDIANS_NS);
  const info = useQuery(confirmQuery(token));
  const confirm = useConfirmLink(token);
  const failure = errorCodeOf(info.error ?? confirm.error);

  let body;
  if (info.isPending) body = <CircularProgress aria-label={t('loading')} />;
  else if (failure === 'guardian_confirm_expired')
    body = <Alert severity="error">{t('confirmExpired')}</Alert>;
  else if (!info.data) body = <Alert severity="error">{t('confirmInvalid')}</Alert>;
  else if (info.data.confirmed)
    body = (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {t('confirmed', { child: info.data.childFirstName })}
        </Alert>
        <Button component={RouterLink} to={paths.guardianLogin} variant="contained" size="large">
          {t('goSignIn')}
        </Button>
      </Stack>
    );
  else
    body = (
      <Stack spacing={2}>
        <Typography>
          {t('confirmIntro', {
            name: info.data.guardianName,
            child: info.data.childFirstName,
            relation: t(`relations.${info.data.relation}`),
          })}
        </Typography>
        <Button
          variant="contained"
          size="large"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate()}
        >
          {t('confirm')}
        </Button>
      </Stack>
    );
  return <Layout title={t('confirmTitle')}>{body}</Layout>;
}
