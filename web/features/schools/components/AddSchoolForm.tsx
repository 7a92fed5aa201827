import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type KeyboardEvent } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  addSchoolBody,
  SCHOOL_LEVELS,
  schoolCandidates,
  type SchoolFound,
} from '../../../../contract/schools';
import { ApiError } from '../../../lib/api-client';
import { useAddSchool } from '../api';
import { SCHOOLS_NS } from '../i18n/messages';
import { SchoolPlace } from './SchoolPlace';

const addSchoolForm = addSchoolBody.pick({ name: true, city: true, region: true, level: true });
type AddSchoolValues = z.input<typeof addSchoolForm>;

export interface AddSchoolFormProps {
  /** The coach's verified sign-in (set-up), which the server asks for. */
  loginRegisterID: string;
  /** What the coach had typed in the search, to start the name with. */
  initialName: string;
  /** The school added, or an existing one the coach recognised as theirs. */
  onChosen: (school: SchoolFound, added: boolean) => void;
  onCancel: () => void;
}

function fieldMessageKey(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.message === 'is required') return 'add.errors.required';
  if (error.message === 'must be one line of plain text') return 'add.errors.plain';
  return error.type === 'too_big' ? 'add.errors.tooLong' : 'add.errors.required';
}

function failureKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'school_add_attempts') return 'add.errors.tooMany';
    if (error.code === 'register_not_found' || error.code === 'code_expired') return 'add.errors.expired';
  }
  return 'add.errors.failed';
}

/**
 * "My school is not listed" (issue 32): name, city, state or country and level. A school like one
 * already on Courtside answers "Is it one of these?" with the existing schools first; the coach
 * chooses theirs, or says theirs is a different one (sent again with confirmNew). It lives inside
 * the set-up form, so it is a group, not a form of its own: Enter in its fields adds the school.
 */
export function AddSchoolForm({ loginRegisterID, initialName, onChosen, onCancel }: AddSchoolFormProps) {
  const { t } = useTranslation(SCHOOLS_NS);
  const titleId = useId();
  const add = useAddSchool();
  const [candidates, setCandidates] = useState<{ schools: SchoolFound[]; confirmed: boolean } | null>(null);
  const { control, handleSubmit } = useForm<AddSchoolValues>({
    resolver: zodResolver(addSchoolForm),
    defaultValues: { name: initialName.trim(), city: '', region: '', level: 'high_school' },
  });

  const send = (confirmNew: boolean) =>
    handleSubmit((values) => {
      add.mutate(
        { ...values, loginRegisterID, confirmNew },
        {
          onSuccess: (school) => onChosen(school, true),
          onError: (error) => {
            if (error instanceof ApiError && error.code === 'school_exists_similar') {
              const parsed = schoolCandidates.safeParse(error.details);
              if (parsed.success) setCandidates({ schools: parsed.data.candidates, confirmed: confirmNew });
            }
          },
        },
      );
    })();

  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void send(false);
    }
  };

  if (candidates !== null) {
    return (
      <Paper variant="outlined" role="group" aria-labelledby={titleId} sx={{ padding: 2 }}>
        <Typography id={titleId} component="h2" variant="h6">
          {t('add.similarTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ marginBlockEnd: 1 }}>
          {t('add.similarIntro')}
        </Typography>
        <List disablePadding>
          {candidates.schools.map((school) => (
            <ListItem
              key={school.value}
              divider
              disableGutters
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
            >
              <div>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  <bdi>{school.label}</bdi>
                </Typography>
                {!school.verified && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t('chooser.unverified')}
                    sx={{ marginInlineStart: 1 }}
                  />
                )}
                <SchoolPlace school={school} />
              </div>
              <Button
                variant="contained"
                size="small"
                onClick={() => onChosen(school, false)}
                aria-label={`${t('add.useThis')}: ${school.label}`}
              >
                {t('add.useThis')}
              </Button>
            </ListItem>
          ))}
        </List>
        <Stack direction="row" spacing={1} sx={{ marginBlockStart: 2, flexWrap: 'wrap', gap: 1 }}>
          {!candidates.confirmed && (
            <Button variant="outlined" disabled={add.isPending} onClick={() => void send(true)}>
              {t('add.different')}
            </Button>
          )}
          <Button onClick={() => setCandidates(null)} disabled={add.isPending}>
            {t('add.back')}
          </Button>
        </Stack>
        {add.isError && !(add.error instanceof ApiError && add.error.code === 'school_exists_similar') && (
          <Alert severity="error" role="alert" sx={{ marginBlockStart: 2 }}>
            {t(failureKey(add.error))}
          </Alert>
        )}
      </Paper>
    );
  }

  return (
    <Paper variant="outlined" role="group" aria-labelledby={titleId} sx={{ padding: 2 }}>
      <Typography id={titleId} component="h2" variant="h6">
        {t('add.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ marginBlockEnd: 2 }}>
        {t('add.intro')}
      </Typography>
      <Stack spacing={2}>
        {(['name', 'city', 'region'] as const).map((name) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                required
                label={t(`add.${name}`)}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error ? t(fieldMessageKey(fieldState.error)!) : undefined}
                onKeyDown={onEnter}
                disabled={add.isPending}
                autoComplete={
                  name === 'city' ? 'address-level2' : name === 'region' ? 'address-level1' : 'organization'
                }
                slotProps={{ htmlInput: { dir: 'auto', maxLength: name === 'name' ? 100 : 80 } }}
              />
            )}
          />
        ))}
        <Controller
          name="level"
          control={control}
          render={({ field }) => (
            <TextField {...field} select required label={t('add.level')} disabled={add.isPending}>
              {SCHOOL_LEVELS.map((level) => (
                <MenuItem key={level} value={level}>
                  {t(`levels.${level}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {add.isError && (
          <Alert severity="error" role="alert">
            {t(failureKey(add.error))}
          </Alert>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            onClick={() => void send(false)}
            disabled={add.isPending}
            startIcon={add.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {add.isPending ? t('add.submitting') : t('add.submit')}
          </Button>
          <Button onClick={onCancel} disabled={add.isPending}>
            {t('add.back')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
