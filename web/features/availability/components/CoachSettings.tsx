import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarTime, parseCalendarTime } from '../../../../contract/calendar';
import type { AvailabilityReply, ReminderSettings, SubjectKind } from '../../../../contract/availability';
import { useErrorMessage } from '../../../lib/error-message';
import { remindersQuery, useDeadline, useSaveReminders } from '../api';
import { AVAILABILITY_NS } from '../i18n/messages';

/** The reminder hours a coach picks from. */
const HOURS = [48, 24, 3] as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** A UTC wire time as a datetime-local value in the viewer's zone, and back. */
function toLocalInput(wire: string | null): string {
  const at = wire ? parseCalendarTime(wire) : undefined;
  if (!at) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
function fromLocalInput(value: string): string | null {
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : formatCalendarTime(at);
}

/** Coaches: the event's answer deadline and the team's reminders. */
export function CoachSettings({
  data,
  kind,
  id,
}: {
  data: AvailabilityReply;
  kind: SubjectKind;
  id: number;
}) {
  const { t } = useTranslation(AVAILABILITY_NS);
  const errorMessage = useErrorMessage();
  const deadline = useDeadline(kind, id);
  const [value, setValue] = useState(() => toLocalInput(data.subject.deadline));
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ padding: 2 }}>
        <Stack
          spacing={1.5}
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            deadline.mutate(fromLocalInput(value));
          }}
        >
          <TextField
            type="datetime-local"
            label={t('deadline')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            size="small"
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="outlined" disabled={deadline.isPending || value === ''}>
              {t('setDeadline')}
            </Button>
            <Button
              disabled={deadline.isPending || data.subject.deadline === null}
              onClick={() => {
                setValue('');
                deadline.mutate(null);
              }}
            >
              {t('clearDeadline')}
            </Button>
          </Stack>
          {deadline.error && <Alert severity="error">{errorMessage(deadline.error)}</Alert>}
        </Stack>
      </Paper>
      {data.subject.team !== null && <TeamReminders team={data.subject.team} />}
    </Stack>
  );
}

function TeamReminders({ team }: { team: number }) {
  const query = useQuery(remindersQuery(team));
  if (!query.data) return null;
  return <RemindersForm key={JSON.stringify(query.data)} team={team} initial={query.data} />;
}

function RemindersForm({ team, initial }: { team: number; initial: ReminderSettings }) {
  const { t } = useTranslation(AVAILABILITY_NS);
  const errorMessage = useErrorMessage();
  const save = useSaveReminders(team);
  const [settings, setSettings] = useState(initial);
  const toggleHours = (h: number) =>
    setSettings((s) => ({
      ...s,
      hoursBefore: s.hoursBefore.includes(h) ? s.hoursBefore.filter((x) => x !== h) : [...s.hoursBefore, h],
    }));
  return (
    <Paper variant="outlined" sx={{ padding: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {t('reminders')} · {t(`translation:teams.${team}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('remindersHelp')}
      </Typography>
      <FormGroup>
        <FormControlLabel
          control={
            <Checkbox
              checked={settings.onCreate}
              onChange={(e) => setSettings((s) => ({ ...s, onCreate: e.target.checked }))}
            />
          }
          label={t('onCreate')}
        />
        {HOURS.map((h) => (
          <FormControlLabel
            key={h}
            control={<Checkbox checked={settings.hoursBefore.includes(h)} onChange={() => toggleHours(h)} />}
            label={t('hoursBefore', { count: h })}
          />
        ))}
      </FormGroup>
      <Button variant="outlined" disabled={save.isPending} onClick={() => save.mutate(settings)}>
        {t('saveReminders')}
      </Button>
      <div role="status" aria-live="polite">
        {save.isSuccess && (
          <Alert severity="success" sx={{ marginBlockStart: 1 }}>
            {t('remindersSaved')}
          </Alert>
        )}
      </div>
      {save.error && <Alert severity="error">{errorMessage(save.error)}</Alert>}
    </Paper>
  );
}
