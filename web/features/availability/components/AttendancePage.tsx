import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  ATTENDANCE_MARKS,
  type AttendanceMark,
  type AttendanceReply,
  type SubjectKind,
} from '../../../../contract/availability';
import { errorCodeOf, useErrorMessage } from '../../../lib/error-message';
import { attendanceQuery, percent, teamRatesQuery, useSaveAttendance } from '../api';
import { AVAILABILITY_NS } from '../i18n/messages';
import { When } from './When';

/** /availability/{kind}/{id}/attendance: the coach marks each player in a tap, defaults from the answers. */
export function AttendancePage({ kind, id }: { kind: SubjectKind; id: number }) {
  const { t } = useTranslation(AVAILABILITY_NS);
  const errorMessage = useErrorMessage();
  const query = useQuery(attendanceQuery(kind, id));
  return (
    <Box sx={{ maxWidth: 720, marginInline: 'auto', padding: { xs: 1.5, sm: 3 } }}>
      <Button
        component={RouterLink}
        to={`/availability/${kind}/${id}`}
        startIcon={
          <ArrowBackIcon sx={(th) => ({ transform: th.direction === 'rtl' ? 'scaleX(-1)' : undefined })} />
        }
      >
        {t('title')}
      </Button>
      {query.isPending ? (
        <Skeleton variant="rounded" height={240} sx={{ marginBlockStart: 2 }} />
      ) : query.error ? (
        <Alert severity="error">{errorMessage(query.error)}</Alert>
      ) : (
        <Marks data={query.data} kind={kind} id={id} />
      )}
    </Box>
  );
}

function Marks({ data, kind, id }: { data: AttendanceReply; kind: SubjectKind; id: number }) {
  const { t } = useTranslation(AVAILABILITY_NS);
  const errorMessage = useErrorMessage();
  const save = useSaveAttendance(kind, id);
  const rates = useQuery({ ...teamRatesQuery(data.subject.team ?? 0), enabled: data.subject.team !== null });
  const [marks, setMarks] = useState<Record<number, AttendanceMark>>(() =>
    Object.fromEntries(data.players.map((p) => [p.id, p.mark])),
  );
  const titleId = useId();
  const rateOf = (playerId: number) => percent(rates.data?.data.find((r) => r.id === playerId)?.rate ?? null);
  return (
    <Stack spacing={2} sx={{ marginBlockStart: 1 }}>
      <Box>
        <Typography variant="h5" component="h1" id={titleId}>
          {t('attendanceTitle')}: <span dir="auto">{data.subject.name}</span>
        </Typography>
        <When subject={data.subject} />
      </Box>
      {!data.open && <Alert severity="info">{t('attendanceNotYet')}</Alert>}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          disabled={data.players.length === 0}
          onClick={() => setMarks(Object.fromEntries(data.players.map((p) => [p.id, 'present' as const])))}
        >
          {t('allPresent')}
        </Button>
      </Stack>
      <Paper
        variant="outlined"
        component="ul"
        aria-labelledby={titleId}
        sx={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {data.players.map((p, i) => {
          const rate = rateOf(p.id);
          const labelId = `${titleId}-p${p.id}`;
          return (
            <Box
              component="li"
              key={p.id}
              sx={{ padding: 1.5, borderBlockStart: i === 0 ? 0 : 1, borderColor: 'divider' }}
            >
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}
              >
                <Typography id={labelId} sx={{ fontWeight: 600 }} dir="auto">
                  {p.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {p.answer ? t(`answers.${p.answer}`) : t('answers.unanswered')}
                  {!p.saved && ` · ${t('notSaved')}`}
                </Typography>
              </Stack>
              <ToggleButtonGroup
                exclusive
                fullWidth
                size="small"
                aria-labelledby={labelId}
                value={marks[p.id]}
                onChange={(_e, value: AttendanceMark | null) =>
                  value && setMarks((m) => ({ ...m, [p.id]: value }))
                }
                sx={{ marginBlockStart: 1 }}
              >
                {ATTENDANCE_MARKS.map((m) => (
                  <ToggleButton
                    key={m}
                    value={m}
                    color="primary"
                    sx={{ textTransform: 'none', paddingBlock: 1 }}
                  >
                    {t(`marks.${m}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 0.5 }}>
                {rate === null ? t('rateNone') : t('rate', { rate })}
              </Typography>
            </Box>
          );
        })}
      </Paper>
      <Box sx={{ position: 'sticky', insetBlockEnd: 8 }}>
        <Button
          fullWidth
          size="large"
          variant="contained"
          disabled={save.isPending || data.players.length === 0 || !data.open}
          onClick={() =>
            save.mutate(data.players.map((p) => ({ playerId: p.id, mark: marks[p.id] ?? p.mark })))
          }
        >
          {t('saveAttendance')}
        </Button>
      </Box>
      <div role="status" aria-live="polite">
        {save.isSuccess && <Alert severity="success">{t('attendanceSaved')}</Alert>}
      </div>
      {save.error && (
        <Alert severity="error">
          {errorCodeOf(save.error) === 'attendance_too_early'
            ? t('attendanceNotYet')
            : errorMessage(save.error)}
        </Alert>
      )}
    </Stack>
  );
}
