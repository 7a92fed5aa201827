import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { OtherAccount } from '../../../../contract/auth';
import { useDismissMessage, useMessage } from '../../../components/messages/MessageProvider';
import { paths } from '../../../config/paths';
import { rememberSignIn } from '../../../lib/sign-in-choice';
import type { UserKind } from '../api';
import { codeErrorKey, sendCodeErrorKey } from '../error-messages';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useSendCodeLock } from '../hooks/use-send-code-lock';
import { savePendingSignUp } from '../sign-up-state';
import { AuthLayout } from './AuthLayout';
import { peekHandover, takeHandover } from '../../../prerender/client';
import { DigitField, toDigits } from './DigitField';
import { SignInAsSwitch } from './SignInAsSwitch';

interface LoginValues {
  phone: string;
  code: string;
}

const PHONE_LENGTH = 10;
const CODE_LENGTH = 6;
const FIELDS = ['phone', 'code'] as const;
const LENGTHS: Record<keyof LoginValues, number> = { phone: PHONE_LENGTH, code: CODE_LENGTH };

/** What the visitor typed into a field of the painted login page, as the field accepts it. */
const typedBefore = (name: keyof LoginValues) =>
  toDigits(peekHandover()?.typed.get(name) ?? '', LENGTHS[name]);

/** The calls and the contract's schemas load on first use; see login-flow.ts. */
const loadFlow = () => import('../login-flow');

const resolver: Resolver<LoginValues> = async (values, context, options) =>
  (await loadFlow()).loginResolver(values, context, options);

/** The phone a login page was sent on with from the other one (see `goToOtherLogin`). */
function phoneFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { phone } = state as { phone?: unknown };
  return typeof phone === 'string' && /^\d{10}$/.test(phone) ? phone : undefined;
}

interface LoginScreenProps {
  kind: UserKind;
  /** Where to go after a successful login: the page opened signed out, or home. */
  returnTo?: string;
  /** Other ways to sign in, below the phone's (the school administrators' providers, issue 32). */
  alternatives?: ReactNode;
}

/** /coachlogin and /playerlogin (SPEC.md sections 2, 4, 5 and 8). */
export function LoginScreen({ kind, returnTo = paths.home, alternatives }: LoginScreenProps) {
  const { t } = useTranslation();
  const showMessage = useMessage();
  const dismissMessage = useDismissMessage();
  // 'We sent a code to ...' is about this page: it goes when the user leaves it (signed in, on to
  // set-up, or to the other login page), instead of lingering over the next page.
  useEffect(() => dismissMessage, [dismissMessage]);
  const navigate = useNavigate();
  const location = useLocation();
  const completeLogin = useCompleteLogin();
  const { locked, lock } = useSendCodeLock();
  const [codeSent, setCodeSent] = useState(false);
  // The confirmed phone has an account on the other login only (issue 17).
  const [otherAccount, setOtherAccount] = useState<OtherAccount | null>(null);

  const { control, handleSubmit, setError, clearErrors, getValues, setValue } = useForm<LoginValues>({
    resolver,
    // The page may have been painted before the app started (web/prerender): the form starts from
    // what the visitor typed there.
    // Sent here from the other login, the phone is already filled in.
    defaultValues: {
      phone: phoneFromState(location.state) ?? typedBefore('phone'),
      code: typedBefore('code'),
    },
  });
  const phone = useWatch({ control, name: 'phone' });
  const code = useWatch({ control, name: 'code' });
  // Typing and focus on the painted page while React was drawing this one (after the defaults were
  // read), and the buttons pressed there. In the commit that replaces the painted page: a key
  // pressed before a later effect moved the focus would go to the page's body and be lost.
  useLayoutEffect(() => {
    const handover = takeHandover();
    for (const name of FIELDS) {
      const typed = handover?.typed.get(name);
      if (typed === undefined) continue;
      const digits = toDigits(typed, LENGTHS[name]);
      if (digits !== getValues(name)) setValue(name, digits);
    }
    handover?.restoreFocus();
    handover?.replayClicks();
  }, [getValues, setValue]);

  const sendCode = useMutation({
    mutationFn: async (to: string) => (await loadFlow()).requestCode(to, kind),
    onSuccess: (_data, to) => {
      setCodeSent(true);
      showMessage({ message: t('auth.codeSent', { phone: to }), variant: 'success' });
    },
    onError: (error) => setError('phone', { message: t(sendCodeErrorKey(error)) }),
  });

  const signIn = useMutation({
    mutationFn: async (values: LoginValues) => {
      const result = await (await loadFlow()).signIn(kind, values.phone, values.code);
      if (result.kind === 'other-account') {
        setOtherAccount(result.account);
        return;
      }
      rememberSignIn(kind);
      if (result.kind === 'new') {
        savePendingSignUp({ ...result.verified, kind, returnTo });
        await navigate(kind === 'coach' ? paths.coachSetup : paths.playerSetup);
      } else {
        await completeLogin(result.token, returnTo, kind);
      }
    },
    onError: (error) => setError('code', { message: t(codeErrorKey(error)) }),
  });

  const canSend = phone.length === PHONE_LENGTH && !locked;
  const canLogin =
    phone.length === PHONE_LENGTH && code.length === CODE_LENGTH && codeSent && !signIn.isPending;
  const preload = () => void loadFlow();
  const goToOtherLogin = (account: OtherAccount) => {
    rememberSignIn(account);
    // Where the visitor was going is kept: the address's `next` and the player login's own
    // navigation state (an announcement to return to).
    const current: unknown = location.state;
    const kept = typeof current === 'object' && current !== null ? current : {};
    const state = { ...kept, phone };
    const pathname = account === 'coach' ? paths.coachLogin : paths.playerLogin;
    void navigate({ pathname, search: location.search }, { state });
  };

  return (
    <AuthLayout title={t(`auth.${kind}Title`)} intro={t(`auth.${kind}Intro`)}>
      <SignInAsSwitch current={kind} />
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => void handleSubmit((values) => signIn.mutate(values))(event)}
      >
        <Controller
          name="phone"
          control={control}
          render={({ field, fieldState }) => (
            <DigitField
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onFocus={preload}
              onChange={(digits) => {
                clearErrors('phone');
                setOtherAccount(null);
                field.onChange(digits);
              }}
              label={t('auth.phone')}
              maxLength={PHONE_LENGTH}
              autoComplete="tel-national"
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? t('auth.phoneHelp')}
            />
          )}
        />
        <Button
          variant="outlined"
          disabled={!canSend}
          onClick={() => {
            lock();
            sendCode.mutate(phone);
          }}
        >
          {locked ? t('auth.pleaseWait') : t('auth.sendCode')}
        </Button>
        <Controller
          name="code"
          control={control}
          render={({ field, fieldState }) => (
            <DigitField
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(digits) => {
                // SPEC.md section 2: code errors are cleared on typing.
                clearErrors('code');
                field.onChange(digits);
              }}
              label={t('auth.code')}
              maxLength={CODE_LENGTH}
              autoComplete="one-time-code"
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? t('auth.codeHelp')}
            />
          )}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!canLogin}
          startIcon={
            signIn.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
          }
        >
          {signIn.isPending ? t('auth.signingIn') : t('auth.login')}
        </Button>
      </Stack>
      {otherAccount !== null && (
        <Alert severity="info" role="alert">
          {t(`auth.otherAccount.${otherAccount}`)}
          <Box sx={{ marginBlockStart: 1 }}>
            <Button
              variant="outlined"
              color="inherit"
              size="small"
              onClick={() => goToOtherLogin(otherAccount)}
            >
              {t(otherAccount === 'coach' ? 'auth.otherAccount.toCoach' : 'auth.otherAccount.toPlayer')}
            </Button>
          </Box>
        </Alert>
      )}
      {alternatives}
    </AuthLayout>
  );
}
