import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { providersQuery, startAddress } from '../providers';
import { ADMIN_NS } from '../i18n/messages';

/**
 * The login pages' "Sign in with <Provider>" buttons (issue 32), one per configured provider and
 * none when there is none (or the list cannot be read). A button is a link: the browser goes to
 * the server, which sends it on to the provider's own sign-in page.
 */
export function ProviderSignIn({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const providers = useQuery(providersQuery);
  if (!providers.data?.length) return null;
  // A page of the admin's own is kept; a team page (the coach's login) is not one of theirs.
  const next = returnTo.startsWith(paths.admin) ? returnTo : paths.admin;
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="school-accounts" sx={{ marginBlockStart: 3 }}>
      <Divider />
      <Typography id="school-accounts" variant="body2" color="text.secondary">
        {t('schoolAccounts')}
      </Typography>
      {providers.data.map((provider) => (
        <Button key={provider.id} variant="outlined" size="large" href={startAddress(provider.id, next)}>
          {t('signInWith', { name: provider.name })}
        </Button>
      ))}
    </Stack>
  );
}
