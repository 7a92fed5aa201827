import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChecklistIcon from '@mui/icons-material/Checklist';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AvailabilityReply, SubjectKind } from '../../../../contract/availability';
import { errorCodeOf, errorValues, useErrorMessage } from '../../../lib/error-message';
import type { Role } from '../../../lib/session';
import { availabilityQuery, myRateQuery, percent, useAnswer, useRemindNow } from '../api';
import { AVAILABILITY_NS } from '../i18n/messages';
import { ANSWER_COLORS, ANSWER_ICONS, AnswerForm } from './AnswerForm';
import { CoachSettings } from './CoachSettings';
import { When } from './When';

const GROUPS = ['going', 'maybe', 'not_going', 'unanswered'] as const;

/** /availability/{kind}/{id}: who is coming. Players answer; coaches see everyone, remind and take attendance. */
export function AvailabilityPage({ kind, id, role }: { kind: SubjectKind; id: number; role: Role }) {
  const { t } = useTranslation(AVAILABILITY_NS);
  const query = useQuery(availabilityQuery(kind, id));
  const errorMessage = useErrorMessage();
  return (
    <Box sx={{ maxWidth: 720, marginInline: 'auto', padding: { xs: 1.5, sm: 3 } }}>
      <Button
        component={RouterLink}
        to="/calendar"
        startIcon={
          <ArrowBackIcon sx={(th) => ({ transform: th.direction === 'rtl' ? 'scaleX(-1)' : undefined })} />
        }
      >
        {t('back')}
      </Button>
      {query.isPending ? (
        <Skeleton variant="rounded" height={240} sx={{ marginBlockStart: 2 }} />
      ) : query.error ? (
        <Alert severity="error" sx={{ marginBlockStart: 2 }}>
          {errorCodeOf(query.error) === 'availability_not_found'
            ? t('errors.availability_not_found')
            : errorMessage(query.error)}
        </Alert>
      ) : (
        <Loaded data={query.data} kind={kind} id={id} role={role} />
      )}
    </Box>
  );
}

function Loaded({
  data,
  kind,
  id,
  role,
}: {
  data: AvailabilityReply;
  kind: SubjectKind;
  id: number;
  role: Role;
}) {
  const { t } = useTranslation(AVAILABILITY_NS);
  const answer = useAnswer(kind, id);
  return (
    <Stack spacing={2} sx={{ marginBlockStart: 1 }}>
      <Box>
        <Typography variant="h5" component="h1" dir="auto">
          {data.subject.name}
        </Typography>
        <When subject={data.subject} />
        {data.subject.closed && <Typography color="text.secondary">{t('closed')}</Typography>}
      </Box>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1 }}
        aria-label={t('counts', data.counts)}
        role="group"
      >
        {GROUPS.map((g) => (
          <Chip
            key={g}
            label={`${t(`answers.${g}`)}: ${data.counts[g]}`}
            variant="outlined"
            icon={g === 'unanswered' ? undefined : <GroupIcon answer={g} />}
          />
        ))}
      </Stack>
      {role === 'player' && data.mine && (
        <Paper variant="outlined" sx={{ padding: 2 }}>
          <AnswerForm
            initial={{ answer: data.mine.answer, note: data.mine.note }}
            closed={data.subject.closed}
            onSave={answer.save}
            pending={answer.pending}
          />
          <MyRate />
        </Paper>
      )}
      {role === 'coach' && <CoachActions data={data} kind={kind} id={id} />}
      <Paper variant="outlined">
        <List dense aria-label={t('title')}>
          {GROUPS.map((g) => {
            const people = data.players.filter((p) => (p.answer ?? 'unanswered') === g);
            return (
              <li key={g}>
                <ul style={{ padding: 0 }}>
                  <ListSubheader>
                    {t(`answers.${g}`)} ({people.length})
                  </ListSubheader>
                  {people.map((p) => (
                    <ListItem key={p.id}>
                      <ListItemText
                        primary={<span dir="auto">{p.name}</span>}
                        secondary={p.note ? <span dir="auto">{p.note}</span> : undefined}
                      />
                    </ListItem>
                  ))}
                </ul>
              </li>
            );
          })}
        </List>
      </Paper>
      {role === 'coach' && data.subject.team !== null && <CoachSettings data={data} kind={kind} id={id} />}
    </Stack>
  );
}

function GroupIcon({ answer }: { answer: keyof typeof ANSWER_ICONS }) {
  const Icon = ANSWER_ICONS[answer];
  return <Icon aria-hidden color={ANSWER_COLORS[answer]} />;
}

function MyRate() {
  const { t } = useTranslation(AVAILABILITY_NS);
  const rate = useQuery(myRateQuery());
  const value = percent(rate.data?.data[0]?.rate ?? null);
  if (!rate.data) return null;
  return (
    <Typography color="text.secondary" sx={{ marginBlockStart: 2 }}>
      {value === null ? t('rateNone') : t('myRate', { rate: value })}
    </Typography>
  );
}

function CoachActions({ data, kind, id }: { data: AvailabilityReply; kind: SubjectKind; id: number }) {
  const { t, i18n } = useTranslation(AVAILABILITY_NS);
  const errorMessage = useErrorMessage();
  const remind = useRemindNow(kind, id);
  const [sent, setSent] = useState<number | null>(null);
  const again = data.remindAgainAt ? new Date(data.remindAgainAt) : null;
  const time = (d: Date) =>
    new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(d);
  const error = remind.error;
  // The first send for this time asks; only a later one reminds (issue 29).
  const asking = !data.asked;
  return (
    <Stack spacing={1}>
      {asking && !data.subject.closed && (
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('askPlayers')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('askHelp')}
          </Typography>
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant={asking ? 'contained' : 'outlined'}
          startIcon={asking ? <SendIcon /> : <NotificationsActiveIcon />}
          disabled={remind.isPending || again !== null || data.subject.closed || data.counts.unanswered === 0}
          onClick={() => {
            setSent(null);
            remind.mutate(undefined, { onSuccess: (r) => setSent(r.sent) });
          }}
        >
          {t(asking ? 'sendNow' : 'remindNow')}
        </Button>
        {data.attendance && (
          <Button
            component={RouterLink}
            to={`/availability/${kind}/${id}/attendance`}
            variant={asking ? 'outlined' : 'contained'}
            startIcon={<ChecklistIcon />}
          >
            {t('takeAttendance')}
          </Button>
        )}
      </Stack>
      <div role="status" aria-live="polite">
        {sent !== null && <Alert severity="success">{t('reminded', { count: sent })}</Alert>}
        {sent === null && again && (
          <Typography color="text.secondary">{t('remindAgainAt', { time: time(again) })}</Typography>
        )}
      </div>
      {error && (
        <Alert severity="error">
          {errorCodeOf(error) === 'remind_too_soon'
            ? t('errors.remind_too_soon', errorValues(error))
            : errorMessage(error)}
        </Alert>
      )}
    </Stack>
  );
}
