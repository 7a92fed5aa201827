import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessageKey } from '../../../lib/error-message';
import { setToken } from '../../../lib/token-store';
import type { SignedOutLayout } from './signed-out-layout';
import { guardianLogin, requestGuardianCode } from '../api';
import { GUARDIANS_NS } from '../i18n/messages';

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/**
 * /guardianlogin (issue 34): a guardian's own sign-in by SMS code, linked from the coach and player
 * logins. A code goes only to a confirmed guardian's phone (the page says so without telling whether
 * this one is); signed in, the guardian's home is /family.
 */
export function GuardianLogin({
  Layout,
  onSignedIn,
}: {
  Layout: SignedOutLayout;
  onSignedIn?: (token: string) => void;
}) {
  const { t } = useTranslation(GUARDIANS_NS);
  const { t: tApp } = useTranslation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const send = useMutation({ mutationFn: () => requestGuardianCode(phone) });
  const signIn = useMutation({
    mutationFn: () => guardianLogin(phone, code),
    onSuccess: ({ token }) => {
      setToken(token);
      if (onSignedIn) onSignedIn(token);
      else window.location.assign(paths.family);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phone.length === 10 && code.length === 6) signIn.mutate();
  };
  const sendError = send.error ? errorMessageKey(send.error) : null;

  return (
    <Layout title={t('loginTitle')} intro={t('loginIntro')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        <TextField
          label={t('phone')}
          value={phone}
          onChange={(e) => setPhone(digits(e.target.value, 10))}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'tel-national', dir: 'ltr' } }}
          helperText={t('phoneHelp')}
          required
        />
        <Button
          variant="outlined"
          disabled={phone.length !== 10 || send.isPending}
          onClick={() => send.mutate()}
        >
          {t('sendCode')}
        </Button>
        {send.isSuccess && (
          <Alert severity="success" role="status">
            {t('codeSent')}
          </Alert>
        )}
        {sendError && <Alert severity="error">{tApp(sendError.key, sendError.values)}</Alert>}
        <TextField
          label={t('code')}
          value={code}
          onChange={(e) => setCode(digits(e.target.value, 6))}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', dir: 'ltr' } }}
          required
        />
        {signIn.isError && <Alert severity="error">{t('signInFailed')}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={phone.length !== 10 || code.length !== 6 || signIn.isPending}
        >
          {t('signIn')}
        </Button>
        <Link component={RouterLink} to={paths.coachLogin} sx={{ textAlign: 'center' }}>
          {t('backToLogins')}
        </Link>
      </Stack>
    </Layout>
  );
}
