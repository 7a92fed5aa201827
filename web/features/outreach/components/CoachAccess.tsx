import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolCoachAccess } from '../../../../contract/outreach';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useMessage } from '../../../components/messages/MessageProvider';
import { outreachAccessQueryOptions, useDecideCoach } from '../api';
import { OUTREACH_NS } from '../i18n/messages';
import { isolate } from '../../../lib/isolate';

/**
 * The school's shared contacts and who may see them (issue 17): a coach the school's coaches have
 * not accepted yet reads why they see only their own contacts; an accepted coach sees the
 * school's coaches waiting and accepts (or, after confirming, declines) them.
 */
export function CoachAccess() {
  const { t } = useTranslation(OUTREACH_NS);
  const access = useQuery(outreachAccessQueryOptions());
  if (!access.isSuccess) return null;
  const { data } = access;
  if (data.access !== 'accepted') {
    return (
      <Alert severity="info" sx={{ marginBlockEnd: 3, maxWidth: 720 }}>
        <AlertTitle>{t('access.ownOnlyTitle')}</AlertTitle>
        {t(data.access === 'declined' ? 'access.declined' : 'access.pending')}
      </Alert>
    );
  }
  if (data.coaches.length === 0) return null;
  return <WaitingCoaches coaches={data.coaches} />;
}

function WaitingCoaches({ coaches }: { coaches: SchoolCoachAccess[] }) {
  const { t } = useTranslation(OUTREACH_NS);
  const headingId = useId();
  const showMessage = useMessage();
  const decide = useDecideCoach();
  const [toDecline, setToDecline] = useState<SchoolCoachAccess | null>(null);
  const nameOf = (coach: SchoolCoachAccess) => isolate(`${coach.firstName} ${coach.lastName}`);

  const run = (coach: SchoolCoachAccess, action: 'accept' | 'decline') =>
    decide.mutate(
      { coachId: coach.coachId, action },
      {
        onSuccess: () =>
          showMessage({
            message: t(action === 'accept' ? 'access.accepted' : 'access.declinedDone', {
              name: nameOf(coach),
            }),
            variant: 'success',
          }),
        onError: () => showMessage({ message: t('access.failed'), variant: 'error' }),
        onSettled: () => setToDecline(null),
      },
    );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ marginBlockEnd: 3, padding: 2 }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {t('access.waitingTitle')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ marginBlockEnd: 1 }}>
        {t('access.waitingHelp')}
      </Typography>
      <List dense disablePadding>
        {coaches.map((coach) => (
          <ListItem key={coach.coachId} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              sx={{ minWidth: 200 }}
              primary={
                <Box
                  component="span"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                >
                  <bdi>{`${coach.firstName} ${coach.lastName}`}</bdi>
                  {coach.access === 'declined' && (
                    <Chip size="small" label={t('access.declinedChip')} variant="outlined" />
                  )}
                </Box>
              }
              secondary={
                coach.teams.length === 0
                  ? t('access.noTeams')
                  : coach.teams.map((team) => t(`translation:teams.${team}`)).join(t('access.listSeparator'))
              }
            />
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                size="small"
                disabled={decide.isPending}
                onClick={() => run(coach, 'accept')}
                aria-label={t('access.acceptLabel', { name: nameOf(coach) })}
              >
                {t('access.accept')}
              </Button>
              {coach.access === 'pending' && (
                <Button
                  size="small"
                  disabled={decide.isPending}
                  onClick={() => setToDecline(coach)}
                  aria-label={t('access.declineLabel', { name: nameOf(coach) })}
                >
                  {t('access.decline')}
                </Button>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={toDecline !== null}
        title={t('access.declineTitle')}
        confirmLabel={t('access.decline')}
        cancelLabel={t('delete.cancel')}
        pending={decide.isPending}
        onConfirm={() => toDecline && run(toDecline, 'decline')}
        onCancel={() => setToDecline(null)}
      >
        {toDecline && t('access.declineText', { name: nameOf(toDecline) })}
      </ConfirmDialog>
    </Paper>
  );
}
