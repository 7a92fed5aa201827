import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AdminSchools } from '../../../../contract/admin';
import { paths } from '../../../config/paths';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { errorMessageKey } from '../../../lib/error-message';
import { useRemoveCoach, useResetAdminTeamPin } from '../api';
import { ADMIN_NS } from '../i18n/messages';
import { AppointCoachDialog, coachName, type CoachName } from './AppointCoachDialog';
import { CalendarItemLine, useAdminFormatters } from './CalendarItemLine';

type Team = AdminSchools[number]['teams'][number];

/** What the card last did, said in its live region. */
type Done = { kind: 'appointed' | 'removed'; name: string } | { kind: 'pin'; pin: string };

/**
 * One team on the admin's page: its name, roster size, dual record, coaches and next calendar items;
 * the admin opens its read-only page, adds a coach of the school, removes one (never the last: the
 * server refuses it too) and resets the Team PIN, each change behind a dialog.
 */
export function TeamCard({ team, schoolCoaches }: { team: Team; schoolCoaches: CoachName[] }) {
  const { t } = useTranslation(ADMIN_NS);
  const { t: tApp } = useTranslation();
  const teamName = tApp(`teams.${team.teamType}`);
  const { number } = useAdminFormatters();
  const titleId = `team-${team.rosterId}`;
  const [appointing, setAppointing] = useState(false);
  const [removing, setRemoving] = useState<CoachName | null>(null);
  const [resetting, setResetting] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const remove = useRemoveCoach();
  const resetPin = useResetAdminTeamPin();
  const candidates = schoolCoaches.filter((c) => !team.coaches.some((mine) => mine.id === c.id));
  const removeFailed = remove.isError ? errorMessageKey(remove.error) : null;

  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography component="h2" variant="h6" id={titleId}>
          {teamName}
        </Typography>
        <Typography color="text.secondary">{t('rosterSize', { count: team.rosterSize })}</Typography>
        <Typography color="text.secondary" sx={{ marginBlockEnd: 1 }}>
          {t('record', {
            won: number(team.record.won),
            lost: number(team.record.lost),
            tied: number(team.record.tied),
          })}
        </Typography>
        <Typography component="h3" variant="subtitle2">
          {t('coaches')}
        </Typography>
        {team.coaches.length === 0 ? (
          <Typography color="text.secondary">{t('noCoach')}</Typography>
        ) : (
          <Box component="ul" sx={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {team.coaches.map((coach) => (
              <Box
                component="li"
                key={coach.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                  minHeight: 44,
                }}
              >
                <bdi>{coachName(coach)}</bdi>
                {team.coaches.length > 1 && (
                  <Button
                    size="small"
                    color="error"
                    aria-label={t('removeLabel', { name: coachName(coach), team: teamName })}
                    onClick={() => {
                      remove.reset();
                      setRemoving(coach);
                    }}
                  >
                    {t('remove')}
                  </Button>
                )}
              </Box>
            ))}
          </Box>
        )}
        {team.coaches.length === 1 && (
          <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 0.5 }}>
            {t('lastCoachNote')}
          </Typography>
        )}
        <Typography component="h3" variant="subtitle2" sx={{ marginBlockStart: 1.5 }}>
          {t('next')}
        </Typography>
        {team.next.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('nothingNext')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
            {team.next.map((item) => (
              <li
                key={`${item.kind}-${item.kind === 'event' ? item.event.csa_id : item.kind === 'dual' ? item.dual.id : item.match.id}`}
              >
                <CalendarItemLine item={item} />
              </li>
            ))}
          </Box>
        )}
        <Box aria-live="polite" sx={{ marginBlockStart: done || resetPin.isError ? 1.5 : 0 }}>
          {done?.kind === 'pin' && (
            <Alert severity="success">
              {t('pin.new', { team: teamName })}{' '}
              <Box
                component="strong"
                dir="ltr"
                data-testid="new-team-pin"
                sx={{ fontFamily: 'monospace', fontSize: '1.25rem', letterSpacing: '0.15em' }}
              >
                {done.pin}
              </Box>
            </Alert>
          )}
          {done && done.kind !== 'pin' && (
            <Alert severity="success">
              {t(done.kind === 'appointed' ? 'appoint.done' : 'removed', { name: done.name, team: teamName })}
            </Alert>
          )}
          {resetPin.isError && <Alert severity="error">{t('pin.failed')}</Alert>}
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, paddingInline: 2, paddingBlockEnd: 2 }}>
        <Button
          variant="contained"
          size="small"
          component={RouterLink}
          to={paths.adminTeamOf(team.rosterId)}
          aria-label={t('openLabel', { team: teamName })}
        >
          {t('open')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          aria-label={t('appoint.openLabel', { team: teamName })}
          onClick={() => setAppointing(true)}
          sx={{ marginInlineStart: '0 !important' }}
        >
          {t('appoint.open')}
        </Button>
        <Button
          size="small"
          aria-label={t('pin.resetLabel', { team: teamName })}
          disabled={resetPin.isPending}
          onClick={() => setResetting(true)}
          sx={{ marginInlineStart: '0 !important' }}
        >
          {t('pin.reset')}
        </Button>
      </CardActions>

      <AppointCoachDialog
        open={appointing}
        rosterId={team.rosterId}
        teamName={teamName}
        candidates={candidates}
        onClose={() => setAppointing(false)}
        onAppointed={(coach) => {
          setAppointing(false);
          setDone({ kind: 'appointed', name: coachName(coach) });
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('removeTitle', { name: coachName(removing), team: teamName }) : ''}
        confirmLabel={t('removeConfirm')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        error={removeFailed ? tApp(removeFailed.key, removeFailed.values) : undefined}
        onConfirm={() => {
          if (!removing) return;
          const coach = removing;
          remove.mutate(
            { rosterId: team.rosterId, coachId: coach.id },
            {
              onSuccess: () => {
                setRemoving(null);
                setDone({ kind: 'removed', name: coachName(coach) });
              },
            },
          );
        }}
        onCancel={() => setRemoving(null)}
      >
        {removing ? t('removeText', { name: coachName(removing) }) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={resetting}
        title={t('pin.title', { team: teamName })}
        confirmLabel={t('pin.confirm')}
        cancelLabel={t('cancel')}
        pending={resetPin.isPending}
        onConfirm={() =>
          resetPin.mutate(team.rosterId, {
            onSuccess: (pin) => {
              setResetting(false);
              setDone({ kind: 'pin', pin });
            },
            onError: () => setResetting(false),
          })
        }
        onCancel={() => setResetting(false)}
      >
        {t('pin.text')}
      </ConfirmDialog>
    </Card>
  );
}
