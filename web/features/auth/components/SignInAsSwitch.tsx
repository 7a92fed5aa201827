import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { rememberSignIn, type SignInKind } from '../../../lib/sign-in-choice';

const KINDS: readonly SignInKind[] = ['coach', 'player'];

/**
 * "I'm a coach" / "I'm a player" at the top of both login pages: the first thing a first visitor
 * (sent to /coachlogin, SPEC.md section 2) sees, so a player does not sign up as a coach. Two
 * links, the current page marked; the choice is remembered (web/lib/sign-in-choice.ts). The page
 * the visitor was going to (`?next=`, web/lib/return-path.ts) goes along.
 */
export function SignInAsSwitch({ current }: { current: SignInKind }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <nav aria-label={t('auth.signInAs')}>
      <ButtonGroup fullWidth size="large" sx={{ '& .MuiButton-root': { textTransform: 'none' } }}>
        {KINDS.map((kind) => (
          <Button
            key={kind}
            component={RouterLink}
            to={{ pathname: kind === 'coach' ? paths.coachLogin : paths.playerLogin, search }}
            variant={kind === current ? 'contained' : 'outlined'}
            aria-current={kind === current ? 'page' : undefined}
            onClick={() => rememberSignIn(kind)}
          >
            {t(kind === 'coach' ? 'auth.asCoach' : 'auth.asPlayer')}
          </Button>
        ))}
      </ButtonGroup>
      {/* Issue 34: guardians sign in at their own page. */}
      <Link
        component={RouterLink}
        to={paths.guardianLogin}
        sx={{ display: 'block', textAlign: 'center', marginBlockStart: 1, minHeight: 24 }}
      >
        {t('auth.asGuardian')}
      </Link>
    </nav>
  );
}
