import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Tooltip } from '../../../components/tooltip/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnnouncementDetail } from '../../../../contract/announcements';
import { useMessage } from '../../../components/messages/MessageProvider';
import { pollResultsQueryOptions, useAnswerPoll } from '../api';
import { useNumberFormat } from '../hooks/use-number-format';
import { ANNOUNCEMENTS_NS } from '../i18n/messages';
import { share } from '../mail-model';

/** A player's poll: one answer among the options, changeable. */
export function PlayerPoll({ announcement }: { announcement: AnnouncementDetail }) {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  const headingId = useId();
  const showMessage = useMessage();
  const answer = useAnswerPoll();
  const options = announcement.poll?.options ?? [];
  const saved = announcement.myAnswer;
  const [choice, setChoice] = useState<number | null>(saved);
  const savedText = saved === null ? undefined : options[saved];

  const submit = () => {
    if (choice === null) return;
    answer.mutate(
      { id: announcement.id, option: choice },
      {
        onSuccess: () => showMessage({ message: t('poll.saved'), variant: 'success' }),
        onError: () => showMessage({ message: t('poll.failed'), variant: 'error' }),
      },
    );
  };

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ marginBlockStart: 3, padding: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('poll.title')}
      </Typography>
      {savedText === undefined ? (
        <Typography color="text.secondary" sx={{ marginBlockEnd: 1 }}>
          {t('poll.choose')}
        </Typography>
      ) : (
        <Alert severity="success" sx={{ marginBlock: 1 }}>
          {t('poll.yourAnswer', { answer: `\u2068${savedText}\u2069` })}
        </Alert>
      )}
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormControl>
          <FormLabel id={`${headingId}-options`} className="visually-hidden">
            {t('poll.options')}
          </FormLabel>
          <RadioGroup
            aria-labelledby={`${headingId}-options`}
            value={choice === null ? '' : String(choice)}
            onChange={(event) => setChoice(Number(event.target.value))}
          >
            {options.map((option, index) => (
              <FormControlLabel
                key={index}
                value={String(index)}
                control={<Radio />}
                label={<span dir="auto">{option}</span>}
                disabled={answer.isPending}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <Box sx={{ marginBlockStart: 1 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={choice === null || choice === saved || answer.isPending}
          >
            {answer.isPending ? t('poll.sending') : saved === null ? t('poll.submit') : t('poll.change')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

/** A coach's poll results: counts per option, who answered what and who has not answered. */
export function CoachPollResults({ id, skillLevel }: { id: number; skillLevel: number }) {
  const { t, i18n } = useTranslation(ANNOUNCEMENTS_NS);
  const format = useNumberFormat();
  const headingId = useId();
  const results = useQuery({ ...pollResultsQueryOptions(id), refetchInterval: 15_000 });
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

  let content;
  if (results.isPending) {
    content = (
      <Box aria-busy="true">
        <Skeleton height={24} />
        <Skeleton height={24} />
        <span className="visually-hidden">{t('poll.loading')}</span>
      </Box>
    );
  } else if (results.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void results.refetch()}>
            {t('translation:app.retry')}
          </Button>
        }
      >
        {t('poll.error')}
      </Alert>
    );
  } else {
    const data = results.data;
    const answered = data.answeredCount ?? 0;
    const notAnswered = data.notAnswered ?? [];
    const answers = data.answers ?? [];
    const total = answered + notAnswered.length;
    content = (
      <>
        <Typography variant="body2" color="text.secondary" data-testid="poll-answered">
          {t('poll.answeredCount', { answered: format.number(answered), total: format.number(total) })}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', padding: 0, margin: 0, marginBlockStart: 1.5 }}>
          {data.options.map((option) => {
            const count = option.count ?? 0;
            const percent = share(count, answered);
            return (
              <Box component="li" key={option.index} sx={{ marginBlockEnd: 1.5 }} data-testid="poll-option">
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    <span dir="auto">{option.text}</span>
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                    {t('poll.optionCount', { count: format.number(count), percent: format.percent(percent) })}
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={percent}
                  aria-label={option.text}
                  sx={{ height: 10, borderRadius: 5, marginBlockStart: 0.5 }}
                />
              </Box>
            );
          })}
        </Box>

        <Typography component="h4" variant="subtitle2" sx={{ marginBlockStart: 2 }}>
          {t('poll.whoAnswered')}
        </Typography>
        {answers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('poll.nobodyAnswered')}
          </Typography>
        ) : (
          <TableContainer tabIndex={0} role="region" aria-label={t('poll.whoAnswered')}>
            <Table size="small" aria-label={t('poll.whoAnswered')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('poll.player')}</TableCell>
                  <TableCell>{t('poll.answer')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('poll.when')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {answers.map((a) => (
                  <TableRow key={a.playerId}>
                    <TableCell>
                      <span dir="auto">{`${a.firstName} ${a.lastName}`}</span>
                    </TableCell>
                    <TableCell>
                      <span dir="auto">{data.options[a.option]?.text ?? ''}</span>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {time(a.answeredAt)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}

        <Typography component="h4" variant="subtitle2" sx={{ marginBlockStart: 2 }}>
          {t('poll.notAnswered')}
        </Typography>
        {notAnswered.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {answered > 0 ? t('poll.everyoneAnswered') : t('poll.nobodyAnswered')}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('poll.notAnswered')}
            sx={{
              listStyle: 'none',
              padding: 0,
              margin: 0,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 0.75,
              marginBlockStart: 0.5,
            }}
          >
            {notAnswered.map((p) => (
              <li key={p.playerId}>
                <Chip size="small" label={<span dir="auto">{`${p.firstName} ${p.lastName}`}</span>} />
              </li>
            ))}
          </Box>
        )}
        {skillLevel > 4 && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ marginBlockStart: 1.5 }}>
            {t('poll.contactsNote')}
          </Typography>
        )}
      </>
    );
  }

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ marginBlockStart: 3, padding: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {t('poll.resultsTitle')}
        </Typography>
        <Tooltip title={t('poll.refresh')}>
          <IconButton aria-label={t('poll.refresh')} onClick={() => void results.refetch()} size="small">
            <RefreshIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {content}
    </Box>
  );
}
