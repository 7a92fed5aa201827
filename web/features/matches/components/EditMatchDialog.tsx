import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MATCH_TYPE, type TennisMatch } from '../../../../contract/matches';
import type { Side } from '../../../../contract/scores/tennis-score';
import { EditAbandonedError, useSaveMatch, type SavedResult } from '../api';
import { errorMessage, type ErrorMessage } from '../error-messages';
import { MATCHES_NS } from '../i18n/messages';
import {
  draftProblem,
  readScore,
  savedFormat,
  sidesOf,
  winnerSideOf,
  type MatchPlayer,
} from '../match-model';
import { toLocal, viewerTimeZone, type LocalDateTime } from '../match-time';
import { ErrorText } from './ErrorText';
import { IsolatedText } from '../../../components/text/IsolatedText';
import { AskPlayersField } from '../../../components/choices/AskPlayersField';
import { MatchFormatField } from '../../../components/score/MatchFormatField';
import { ScoreEntry } from '../../../components/score/ScoreEntry';
import { Players } from './MatchCells';

interface EditMatchDialogProps {
  /** The match being edited; null while the dialog is closed (or closing). */
  match: TennisMatch | null;
  open: boolean;
  onClose: () => void;
  onSaved: (result: SavedResult) => void;
}

const sideNames = (players: MatchPlayer[]) => players.map((p) => p.Name).join(' / ');

/**
 * A coach edits a match: the score (checked live with the contract's parser, the same check the
 * server makes), the winning side, and the date and time in their own time zone. No winner and
 * no score save only the date and time (SPEC.md section 4).
 */
export function EditMatchDialog({ match, open, onClose, onSaved }: EditMatchDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const save = useSaveMatch();
  const close = () => {
    if (!save.isPending) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      slotProps={{ transition: { onExited: () => save.reset() } }}
    >
      {match && (
        <EditForm
          key={match.TennisMatchID}
          match={match}
          titleId={titleId}
          save={save}
          onClose={close}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

interface EditFormProps {
  match: TennisMatch;
  titleId: string;
  save: ReturnType<typeof useSaveMatch>;
  onClose: () => void;
  onSaved: (result: SavedResult) => void;
}

function EditForm({ match, titleId, save, onClose, onSaved }: EditFormProps) {
  const { t } = useTranslation(MATCHES_NS);
  const sides = sidesOf(match);
  const savedWinner = winnerSideOf(match);
  const [score, setScore] = useState(match.MatchScore);
  const [format, setFormat] = useState<string | null>(() => savedFormat(match));
  const [winner, setWinner] = useState<Side | null>(savedWinner);
  const [savedWhen] = useState<LocalDateTime>(() => toLocal(match));
  const [when, setWhen] = useState<LocalDateTime>(savedWhen);
  const [askAgain, setAskAgain] = useState(false);
  const [attempted, setAttempted] = useState(false);

  // Moving the match offers to ask its players again, as moving an event does (unticked).
  const moved = when.date !== savedWhen.date || when.time !== savedWhen.time;
  const draft = { score, winner, when, format, ask: moved ? askAgain : undefined };
  const problem = draftProblem(draft, match);
  const read = readScore(score, format);
  const blocking = problem?.kind === 'score' || problem?.kind === 'winnerDisagrees';
  const timeOnly = read.kind === 'empty' && winner === null;
  const zone = viewerTimeZone();

  const changeScore = (text: string) => {
    setScore(text);
    save.reset();
    const next = readScore(text, format);
    // A finished score names its winner: choose that side for the coach when none is chosen yet.
    if (next.kind === 'valid' && next.parsed.winnerSide !== null && winner === null) {
      setWinner(next.parsed.winnerSide);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (problem !== null) return;
    save.mutate({ match, draft }, { onSuccess: onSaved });
  };

  let winnerHelp: ReactNode = null;
  if (problem?.kind === 'winnerDisagrees') {
    winnerHelp = (
      <IsolatedText
        ltr={['score']}
        ns={MATCHES_NS}
        i18nKey="errors.winnerDisagrees"
        values={{ score: problem.score, names: sideNames(sides[problem.side]) }}
      />
    );
  } else if (problem?.kind === 'winnerRequired' && attempted) {
    winnerHelp = t('errors.winnerRequired');
  }

  const saveError: ErrorMessage | null = save.isError
    ? save.error instanceof EditAbandonedError
      ? { key: 'errors.abandoned' }
      : errorMessage(save.error)
    : null;

  const isChallenge = match.MatchType === MATCH_TYPE.challenge;

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogTitle id={titleId}>{t('edit.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          <Players match={match} />
          {' · '}
          {t(match.IsSingles ? 'list.singles' : 'list.doubles')}
        </DialogContentText>
        <Stack spacing={2.5} sx={{ paddingBlockStart: 2 }}>
          <MatchFormatField
            value={format}
            onChange={(code) => {
              setFormat(code);
              save.reset();
            }}
          />
          <ScoreEntry
            value={score}
            onChange={changeScore}
            format={format}
            sides={{ 1: sideNames(sides[1]), 2: sideNames(sides[2]) }}
            autoFocus
          />

          <FormControl component="fieldset" error={winnerHelp !== null}>
            <FormLabel component="legend">{t('edit.winner')}</FormLabel>
            <RadioGroup
              value={winner === null ? 'none' : String(winner)}
              onChange={(_event, value) => {
                setWinner(value === 'none' ? null : (Number(value) as Side));
                save.reset();
              }}
            >
              {savedWinner === null && (
                <FormControlLabel value="none" control={<Radio />} label={t('edit.noWinner')} />
              )}
              {([1, 2] as const).map((side) => (
                <FormControlLabel
                  key={side}
                  value={String(side)}
                  control={<Radio />}
                  label={
                    <span>
                      <bdi>{sideNames(sides[side])}</bdi>{' '}
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {t(side === 1 ? 'edit.side1' : 'edit.side2')}
                      </Box>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
            {winnerHelp && <FormHelperText role="alert">{winnerHelp}</FormHelperText>}
          </FormControl>

          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              type="date"
              required
              label={t('form.date')}
              value={when.date}
              onChange={(event) => setWhen({ ...when, date: event.target.value })}
              error={attempted && problem?.kind === 'when'}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="time"
              required
              label={t('form.time')}
              value={when.time}
              onChange={(event) => setWhen({ ...when, time: event.target.value })}
              error={attempted && problem?.kind === 'when'}
              helperText={t('form.zone', { zone })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
            />
          </Box>
          {attempted && problem?.kind === 'when' && (
            <Alert severity="error" role="alert">
              {t('form.badWhen')}
            </Alert>
          )}
          {moved && (
            <AskPlayersField
              again
              checkbox={{ checked: askAgain, onChange: (_event, checked) => setAskAgain(checked) }}
            />
          )}

          {timeOnly ? (
            <Alert severity="info">{t('edit.timeOnly')}</Alert>
          ) : (
            isChallenge && (
              <Alert severity="info">
                {t(savedWinner === null ? 'edit.challengeNote' : 'edit.challengeSaved')}
              </Alert>
            )
          )}
          {saveError && (
            <Alert severity="error" role="alert">
              <ErrorText message={saveError} />
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={blocking}>
          {t('edit.submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}
