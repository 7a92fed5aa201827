import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '../../../../contract/common';
import { DUAL_PLACE_MAX, type DualSite } from '../../../../contract/duals';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { useErrorMessage } from '../../../lib/error-message';
import { useSubmitOnce } from '../../../lib/submit-once';
import { teamFormatQueryOptions } from '../../../lib/team-format-query';
import { opponentSchoolsQueryOptions, useCreateDual, useInviteOpponent } from '../api';
import { defaultDualStart, formatOf, toInstant, type LocalDateTime } from '../dual-model';
import { DUALS_NS } from '../i18n/messages';
import { DualLinesFields, type DualLinesChoice } from './DualLinesFields';
import { DualSitePicker } from './DualSitePicker';

type School = { id: number; name: string; verified: boolean };

const NEW_LINES: DualLinesChoice = {
  preset: '3s2d',
  custom: { singles: 3, doubles: 2 },
  scoreFormat: undefined,
  perLine: false,
  lineFormats: {},
};
type Problem = 'opponent' | 'when' | 'lines';

interface CreateDualDialogProps {
  open: boolean;
  team: TeamType;
  rosterId: number;
  onClose: () => void;
  onCreated: (id: number) => void;
}

/**
 * A new dual: the opponent (a school of this Courtside from the list, which invites its coach, or a name
 * typed), home/away/neutral, the place, date and time, the lines (a preset or custom counts) and the score
 * format of every line (the team's default first), or of single lines.
 */
export function CreateDualDialog({ open, team, rosterId, onClose, onCreated }: CreateDualDialogProps) {
  const { t } = useTranslation(DUALS_NS);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const errorMessage = useErrorMessage();
  const schools = useQuery({ ...opponentSchoolsQueryOptions(), enabled: open });
  const teamFormat = useQuery({ ...teamFormatQueryOptions(rosterId), enabled: open });
  const create = useCreateDual();
  const invite = useInviteOpponent();
  const [inviting, setInviting] = useState(true);
  const once = useSubmitOnce();
  const [opponent, setOpponent] = useState<School | string | null>(null);
  const [typed, setTyped] = useState('');
  const [site, setSite] = useState<DualSite>('home');
  const [place, setPlace] = useState('');
  const [when, setWhen] = useState<LocalDateTime>(() => defaultDualStart());
  const [lines, setLines] = useState<DualLinesChoice>(NEW_LINES);
  const [problem, setProblem] = useState<Problem | null>(null);

  const allFormat = lines.scoreFormat === undefined ? (teamFormat.data?.res ?? null) : lines.scoreFormat;
  const format = formatOf(lines.preset, lines.custom, allFormat, lines.perLine ? lines.lineFormats : {});

  const reset = () => {
    setOpponent(null);
    setTyped('');
    setSite('home');
    setPlace('');
    setWhen(defaultDualStart());
    setLines(NEW_LINES);
    setProblem(null);
    setInviting(true);
    create.reset();
    once.release();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const school = typeof opponent === 'object' && opponent !== null ? opponent : null;
    const name = school ? school.name : typed.trim();
    if (name === '') return setProblem('opponent');
    const startsAt = toInstant(when);
    if (!startsAt) return setProblem('when');
    if (format.singles + format.doubles === 0) return setProblem('lines');
    if (!once.hold()) return;
    setProblem(null);
    create.mutate(
      {
        rosterId,
        ...(school ? { opponentSchoolId: school.id } : { opponentName: name }),
        site,
        place: place.trim(),
        startsAt,
        // Texts to players give the time in the coach's own zone.
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        format,
      },
      {
        onSuccess: (reply) => {
          // The invitation is its own call; a dual whose invitation failed is still made (the dual page
          // offers to invite again).
          if (school && inviting) {
            invite.mutate(reply.dual.id, { onSettled: () => onCreated(reply.dual.id) });
          } else onCreated(reply.dual.id);
        },
        onError: once.release,
      },
    );
  };

  return (
    <FormDialog
      open={open}
      title={t('create.title')}
      onClose={() => !create.isPending && onClose()}
      onExited={reset}
      onSubmit={submit}
      pending={create.isPending || invite.isPending}
      submitDisabled={once.busy}
      cancelLabel={t('cancel')}
      submitLabel={t('create.submit')}
      maxWidth="sm"
      fullScreen={fullScreen}
      error={create.isError ? errorMessage(create.error) : undefined}
    >
      <Stack spacing={2.5} sx={{ paddingBlockStart: 1 }}>
        <Typography color="text.secondary">
          {t('create.text', { team: t(`translation:teams.${team}`) })}
        </Typography>
        <Autocomplete
          freeSolo
          options={schools.data ?? []}
          loading={schools.isPending}
          value={opponent}
          onChange={(_event, value) => {
            setOpponent(value);
            setProblem(null);
          }}
          inputValue={typed}
          onInputChange={(_event, value) => {
            setTyped(value);
            if (typeof opponent === 'object' && opponent !== null && opponent.name !== value)
              setOpponent(null);
          }}
          getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
          renderOption={({ key, ...props }, option) => (
            <li key={key} {...props}>
              <bdi>{option.name}</bdi>
              {!option.verified && (
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('create.unverified')}
                  sx={{ marginInlineStart: 1 }}
                />
              )}
            </li>
          )}
          isOptionEqualToValue={(a, b) => typeof a !== 'string' && typeof b !== 'string' && a.id === b.id}
          renderInput={(params) => (
            <TextField
              {...params}
              required
              label={t('create.opponent')}
              error={problem === 'opponent'}
              helperText={
                typeof opponent === 'object' && opponent !== null
                  ? opponent.verified
                    ? t('create.opponentLinked')
                    : `${t('create.opponentLinked')} ${t('create.opponentUnverified')}`
                  : t('create.opponentHelp')
              }
            />
          )}
        />
        {typeof opponent === 'object' && opponent !== null && (
          <FormControlLabel
            control={<Checkbox checked={inviting} onChange={(event) => setInviting(event.target.checked)} />}
            label={t('create.invite')}
          />
        )}
        <DualSitePicker value={site} onChange={setSite} />
        <TextField
          label={t('create.place')}
          value={place}
          onChange={(event) => setPlace(event.target.value)}
          slotProps={{ htmlInput: { maxLength: DUAL_PLACE_MAX } }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <TextField
            type="date"
            required
            label={t('create.date')}
            value={when.date}
            onChange={(event) => setWhen({ ...when, date: event.target.value })}
            error={problem === 'when'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="time"
            required
            label={t('create.time')}
            value={when.time}
            onChange={(event) => setWhen({ ...when, time: event.target.value })}
            error={problem === 'when'}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
          />
        </Box>
        <DualLinesFields
          choice={lines}
          onChange={setLines}
          format={format}
          allFormat={allFormat}
          teamFormatPending={teamFormat.isPending}
        />
        {problem && (
          <Alert severity="error" role="alert">
            {t(`create.problem.${problem}`)}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
