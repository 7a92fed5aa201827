import { zodResolver } from '@hookform/resolvers/zod';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { pinSchema, TEAM_TYPES } from '../../../../contract/common';
import { joinTeam, joinTeamErrorKey } from '../api';
import { LADDER_NS } from '../messages';

const REQUIRED = 'required';

/**
 * SPEC.md section 5 "Join team": school, team and PIN are required ('Fields are required'); the
 * PIN is exactly 6 digits ('Invalid pin'). The team arrives from the select as a string.
 */
const joinTeamForm = z.object({
  school: z.string().trim().min(1, REQUIRED),
  teamtype: z
    .string()
    .min(1, REQUIRED)
    .pipe(z.enum(TEAM_TYPES.map(String) as [string, ...string[]])),
  pin: z.string().trim().min(1, REQUIRED).pipe(pinSchema),
});
type JoinTeamValues = z.input<typeof joinTeamForm>;

function invalidMessageKey(errors: FieldErrors<JoinTeamValues>): 'join.required' | 'join.invalidPin' {
  const missing = Object.values(errors).some((error) => error?.message === REQUIRED);
  return missing ? 'join.required' : 'join.invalidPin';
}

/** What the form gives its school field. */
export interface JoinSchoolFieldProps {
  /** The chosen school's value ('' for none). */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
  disabled: boolean;
}

/**
 * The school field, filled by the page (web/app/routes/ladder-choose.tsx: the schools feature's
 * search, issue 32; features do not import each other).
 */
export type JoinSchoolField = (props: JoinSchoolFieldProps) => ReactElement;

/** /ladder-choose for a coach with no team: 'Join a team!' (school, team, Team PIN). */
export function JoinTeamForm({ schoolField }: { schoolField: JoinSchoolField }) {
  const { t } = useTranslation(LADDER_NS);
  const [messageKey, setMessageKey] = useState<string | null>(null);

  const { control, handleSubmit, formState } = useForm<JoinTeamValues>({
    resolver: zodResolver(joinTeamForm),
    defaultValues: { school: '', teamtype: '', pin: '' },
  });
  const { errors } = formState;

  const join = useMutation({
    mutationFn: (values: JoinTeamValues) =>
      joinTeam({
        school: values.school.trim(),
        teamtype: Number(values.teamtype) as (typeof TEAM_TYPES)[number],
        pin: values.pin.trim(),
      }),
    // SPEC.md section 4: on success the page reloads (and the coach now coaches the team).
    onSuccess: () => window.location.reload(),
    onError: (error) => setMessageKey(joinTeamErrorKey(error)),
  });

  const onSubmit = handleSubmit(
    (values) => {
      setMessageKey(null);
      join.mutate(values);
    },
    (invalid) => setMessageKey(invalidMessageKey(invalid)),
  );

  // A message belongs to the values it was about: editing any field clears it.
  const clearMessage = () => {
    if (messageKey !== null) setMessageKey(null);
  };
  const busy = join.isPending || join.isSuccess;

  return (
    <Card variant="outlined" sx={{ maxWidth: 560 }}>
      <CardContent sx={{ padding: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', marginBlockEnd: 1 }}>
          <GroupAddIcon color="primary" aria-hidden />
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
            {t('join.title')}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ marginBlockEnd: 3 }}>
          {t('join.intro')}
        </Typography>

        <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void onSubmit(event)}>
          <Controller
            name="school"
            control={control}
            render={({ field }) =>
              schoolField({
                value: field.value,
                onChange: (value) => {
                  field.onChange(value);
                  clearMessage();
                },
                onBlur: field.onBlur,
                invalid: Boolean(errors.school),
                disabled: busy,
              })
            }
          />
          <Controller
            name="teamtype"
            control={control}
            render={({ field }) => (
              <TextField
                {...field}
                onChange={(event) => {
                  field.onChange(event);
                  clearMessage();
                }}
                select
                required
                label={t('join.team')}
                error={Boolean(errors.teamtype)}
                disabled={busy}
              >
                {TEAM_TYPES.map((team) => (
                  <MenuItem key={team} value={String(team)}>
                    {t(`translation:teams.${team}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="pin"
            control={control}
            render={({ field }) => (
              <TextField
                {...field}
                onChange={(event) => {
                  field.onChange(event);
                  clearMessage();
                }}
                required
                label={t('join.pin')}
                helperText={t('join.pinHelp')}
                error={Boolean(errors.pin)}
                disabled={busy}
                autoComplete="off"
                slotProps={{
                  htmlInput: { inputMode: 'numeric', maxLength: 6, dir: 'ltr', spellCheck: false },
                }}
              />
            )}
          />
          {messageKey !== null && (
            <Alert severity="error" role="alert">
              {t(messageKey)}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            sx={{ alignSelf: 'flex-start' }}
          >
            {busy ? t('join.submitting') : t('join.submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
