import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '../../../../contract/common';
import { MATCH_TYPE, type MatchType } from '../../../../contract/matches';
import { ladderMaxQueryOptions, useCreateMatch } from '../api';
import { errorMessage } from '../error-messages';
import { MATCHES_NS } from '../i18n/messages';
import { checkChallenge, fullName, ladderOrder, typeHandle } from '../match-model';
import { defaultMatchStart, toWire, viewerTimeZone, type LocalDateTime } from '../match-time';
import { ErrorText } from './ErrorText';
import { MatchSidePicker, type Picks } from './MatchSidePicker';
import { IsolatedText } from '../../../components/text/IsolatedText';
import { useSubmitOnce } from '../../../lib/submit-once';
import { rosterQueryOptions } from '../../../lib/roster-query';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { AskPlayersField } from '../../../components/choices/AskPlayersField';
import { MatchFormatField } from '../../../components/score/MatchFormatField';
import { teamFormatQueryOptions } from '../../../lib/team-format-query';

interface CreateMatchDialogProps {
  open: boolean;
  type: MatchType;
  team: TeamType;
  /** The signed-in coach, whose challenge range (maxNumberOfChallengePositions) applies. */
  coachId: number | undefined;
  onClose: () => void;
  onCreated: () => void;
}

const NO_PICKS: Picks = [null, null, null, null];
const SINGLES_SLOTS = [0, 2] as const;
const DOUBLES_SLOTS = [0, 1, 2, 3] as const;

type Problem = 'players' | 'when';

/**
 * A coach creates a match of the page's type for the page's team: singles (2 players) or doubles
 * (2 + 2; a challenge is singles only), the players from the team's roster (each once), and the
 * date and time typed in the coach's own time zone and sent in UTC.
 */
export function CreateMatchDialog({ open, type, team, coachId, onClose, onCreated }: CreateMatchDialogProps) {
  const { t, i18n } = useTranslation(MATCHES_NS);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const textId = useId();
  const isChallenge = type === MATCH_TYPE.challenge;
  const roster = useQuery({ ...rosterQueryOptions(team), enabled: open });
  const max = useQuery({
    ...ladderMaxQueryOptions(coachId ?? 0),
    enabled: open && isChallenge && coachId !== undefined,
    staleTime: 0,
  });
  const teamFormat = useQuery({
    ...teamFormatQueryOptions(roster.data?.teamRosterID ?? 0),
    enabled: open && roster.data !== undefined,
  });
  const create = useCreateMatch();
  const once = useSubmitOnce();

  const [singles, setSingles] = useState(true);
  const [picks, setPicks] = useState<Picks>(NO_PICKS);
  const [when, setWhen] = useState<LocalDateTime>(() => defaultMatchStart());
  const [problem, setProblem] = useState<Problem | null>(null);
  // undefined: the coach kept the team's default format (the server gives it to the new match).
  const [format, setFormat] = useState<string | null | undefined>(undefined);
  // Issue 29, item 14: asking the players is the coach's explicit choice, ticked as in the event form.
  const [ask, setAsk] = useState(true);

  const players = ladderOrder(roster.data?.players ?? []);
  const slots = singles ? SINGLES_SLOTS : DOUBLES_SLOTS;
  const number = new Intl.NumberFormat(i18n.language, { useGrouping: false });
  const check = isChallenge ? checkChallenge(players, picks[0], picks[2], max.data) : null;
  const blocked = check?.kind === 'needsPositions' || check?.kind === 'outOfRange';
  const zone = viewerTimeZone();

  const reset = () => {
    setSingles(true);
    setPicks(NO_PICKS);
    setWhen(defaultMatchStart());
    setProblem(null);
    setFormat(undefined);
    setAsk(true);
    create.reset();
    once.release();
  };

  const close = () => {
    if (!create.isPending) onClose();
  };

  const pick = (slot: number, value: string) => {
    const next = [...picks] as Picks;
    next[slot] = value === '' ? null : Number(value);
    setPicks(next);
    setProblem(null);
    create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = slots.map((slot) => players.find((p) => p.PlayerID === picks[slot]));
    if (chosen.some((p) => p === undefined)) {
      setProblem('players');
      return;
    }
    const wire = toWire(when);
    if (!wire) {
      setProblem('when');
      return;
    }
    if (blocked || roster.data === undefined || !once.hold()) return;
    setProblem(null);
    create.mutate(
      {
        SchoolTeamRosterID: roster.data.teamRosterID,
        MatchType: type,
        IsSingles: singles,
        ...wire,
        Plist: chosen.map((p) => ({ Name: fullName(p!), ID: p!.PlayerID })),
        ...(format === undefined ? {} : { MatchFormat: format }),
        ask,
      },
      { onSuccess: onCreated, onError: once.release },
    );
  };

  const handle = typeHandle(type);
  const pickerProps = {
    singles,
    slots,
    picks,
    players,
    isChallenge,
    disabled: !roster.isSuccess || players.length === 0,
    missing: problem === 'players',
    onPick: pick,
  };

  return (
    <FormDialog
      open={open}
      title={t(`create.title.${handle}`)}
      describedBy={textId}
      onClose={close}
      onExited={reset}
      onSubmit={submit}
      pending={create.isPending}
      submitDisabled={blocked || !roster.isSuccess || once.busy}
      cancelLabel={t('cancel')}
      submitLabel={t('create.submit')}
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogContentText id={textId}>
        {t('create.text', { team: t(`translation:teams.${team}`) })}
      </DialogContentText>
      <Stack spacing={2.5} sx={{ paddingBlockStart: 2 }}>
        <Box>
          <ToggleButtonGroup
            exclusive
            color="primary"
            size="small"
            value={singles ? 'singles' : 'doubles'}
            onChange={(_event, value: 'singles' | 'doubles' | null) => {
              if (value === null) return;
              setSingles(value === 'singles');
              setPicks(NO_PICKS);
              setProblem(null);
            }}
            aria-label={t('create.format')}
          >
            <ToggleButton value="singles">{t('list.singles')}</ToggleButton>
            <ToggleButton value="doubles" disabled={isChallenge}>
              {t('list.doubles')}
            </ToggleButton>
          </ToggleButtonGroup>
          {isChallenge && <FormHelperText>{t('errors.singlesOnly')}</FormHelperText>}
        </Box>

        {roster.isPending && <Alert severity="info">{t('create.rosterLoading')}</Alert>}
        {roster.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void roster.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('create.rosterError')}
          </Alert>
        )}
        {roster.isSuccess && players.length === 0 && <Alert severity="info">{t('create.noPlayers')}</Alert>}

        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 2,
            alignItems: 'stretch',
          }}
        >
          <MatchSidePicker side={1} {...pickerProps} />
          <Typography
            aria-hidden
            color="text.secondary"
            sx={{ alignSelf: 'center', paddingBlockStart: { sm: 4 }, fontWeight: 600 }}
          >
            {t('list.vs')}
          </Typography>
          <MatchSidePicker side={2} {...pickerProps} />
        </Box>

        {check?.kind === 'ok' && (
          <Alert severity="info">
            <IsolatedText
              ns={MATCHES_NS}
              i18nKey="create.challengeOk"
              values={{
                challenger: fullName(check.challenger),
                from: number.format(check.challenger.Position),
                defender: fullName(check.defender),
                to: number.format(check.defender.Position),
              }}
            />
          </Alert>
        )}
        {check?.kind === 'needsPositions' && <Alert severity="warning">{t('errors.needsPositions')}</Alert>}
        {check?.kind === 'outOfRange' && (
          <Alert severity="warning">
            {t(check.max === 1 ? 'errors.outOfRangeOne' : 'errors.outOfRange', {
              max: check.max,
              places: check.places,
            })}
          </Alert>
        )}

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            type="date"
            required
            label={t('form.date')}
            value={when.date}
            onChange={(event) => {
              setWhen({ ...when, date: event.target.value });
              setProblem(null);
            }}
            error={problem === 'when'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="time"
            required
            label={t('form.time')}
            value={when.time}
            onChange={(event) => {
              setWhen({ ...when, time: event.target.value });
              setProblem(null);
            }}
            error={problem === 'when'}
            helperText={t('form.zone', { zone })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
          />
        </Box>

        <MatchFormatField
          value={format === undefined ? (teamFormat.data?.res ?? null) : format}
          onChange={setFormat}
          disabled={format === undefined && teamFormat.isPending && roster.isSuccess}
          helperText={format === undefined && teamFormat.isSuccess ? t('create.formatDefault') : undefined}
        />

        <AskPlayersField checkbox={{ checked: ask, onChange: (_event, checked) => setAsk(checked) }} />

        {problem && (
          <Alert severity="error" role="alert">
            {t(problem === 'players' ? 'create.choosePlayers' : 'form.badWhen')}
          </Alert>
        )}
        {create.isError && (
          <Alert severity="error" role="alert">
            <ErrorText message={errorMessage(create.error)} />
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
