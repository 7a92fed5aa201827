import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessageKey } from '../../../lib/error-message';
import { useInviteAdmin } from '../api';
import { ADMIN_NS } from '../i18n/messages';

/** Invites another administrator of this school by e-mail (they are one from their first sign-in). */
export function InviteAdminForm({ school }: { school: { id: number; name: string } }) {
  const { t } = useTranslation(ADMIN_NS);
  const { t: tApp } = useTranslation();
  const invite = useInviteAdmin();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const fieldId = `invite-${school.id}`;
  const failed = invite.isError ? errorMessageKey(invite.error) : null;

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={`${fieldId}-title`}
      sx={{ marginBlockStart: 3, maxWidth: 520 }}
      onSubmit={(event) => {
        event.preventDefault();
        const address = email.trim();
        if (!z.email().safeParse(address).success) {
          setInvalid(true);
          return;
        }
        invite.mutate({ email: address, schoolId: school.id }, { onSuccess: () => setEmail('') });
      }}
    >
      <Typography component="h2" variant="h6" id={`${fieldId}-title`}>
        {t('invite.title')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ marginBlockEnd: 1.5 }}>
        {t('invite.help', { school: school.name })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          id={fieldId}
          type="email"
          size="small"
          label={t('invite.email')}
          value={email}
          autoComplete="off"
          error={invalid}
          helperText={invalid ? t('invite.invalid') : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
            invite.reset();
          }}
          sx={{ flex: '1 1 240px' }}
        />
        <Button type="submit" variant="contained" disabled={invite.isPending}>
          {t('invite.send')}
        </Button>
      </Box>
      <Box aria-live="polite" sx={{ marginBlockStart: 1.5 }}>
        {invite.isSuccess && (
          <Alert severity="success">
            {t('invite.sent', { email: invite.data.email, school: school.name })}
          </Alert>
        )}
        {failed && <Alert severity="error">{tApp(failed.key, failed.values)}</Alert>}
      </Box>
    </Box>
  );
}
