import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OIDC_REFUSALS, type OidcRefusal } from '../../../../contract/admin';
import { paths } from '../../../config/paths';
import { ADMIN_NS } from '../i18n/messages';

/** Refusals the school must act on (grant, or another account), and those where trying again helps. */
const ASK_SCHOOL: ReadonlySet<OidcRefusal> = new Set([
  'oidc_not_granted',
  'oidc_domain_not_allowed',
  'oidc_email_missing',
]);

/**
 * /admin/ask-your-school?code=...: a sign-in with a school account that gets no access (issue 32):
 * why, and what to do. No token was given.
 */
export function AskYourSchool({ code }: { code: string | null }) {
  const { t } = useTranslation(ADMIN_NS);
  const reason: OidcRefusal = OIDC_REFUSALS.find((c) => c === code) ?? 'oidc_not_granted';
  const askSchool = ASK_SCHOOL.has(reason);
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', padding: 2 }}>
      <Box sx={{ width: '100%', maxWidth: 560 }}>
        <Typography component="h1" variant="h4" gutterBottom>
          {t('refused.title')}
        </Typography>
        <Alert severity={askSchool ? 'info' : 'warning'} sx={{ marginBlockEnd: 3 }}>
          {t(`refused.${reason}`)}
        </Alert>
        <Typography component="h2" variant="h6" gutterBottom>
          {t('refused.whatToDo')}
        </Typography>
        <Box component="ul" sx={{ paddingInlineStart: 3, marginBlock: 0 }}>
          {askSchool ? (
            <>
              <Typography component="li" sx={{ marginBlockEnd: 1 }}>
                {t('refused.askAdmin')}
              </Typography>
              <Typography component="li" sx={{ marginBlockEnd: 1 }}>
                {t('refused.useSchoolAccount')}
              </Typography>
            </>
          ) : (
            <Typography component="li" sx={{ marginBlockEnd: 1 }}>
              {t('refused.tryAgain')}
            </Typography>
          )}
          <Typography component="li" sx={{ marginBlockEnd: 1 }}>
            {t('refused.coachesNote')}
          </Typography>
        </Box>
        <Button variant="contained" href={paths.coachLogin} sx={{ marginBlockStart: 3 }}>
          {t('refused.toLogin')}
        </Button>
      </Box>
    </Box>
  );
}
