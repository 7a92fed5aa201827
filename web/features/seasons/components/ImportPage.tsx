import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import Papa from 'papaparse';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TeamType } from '../../../../contract/common';
import { ROSTER_COLUMNS, type CheckedRow } from '../../../../contract/seasons';
import { paths } from '../../../config/paths';
import { errorMessageKey } from '../../../lib/error-message';
import { rosterQueryOptions } from '../../../lib/roster-query';
import { handleOf } from '../../../lib/teams';
import { useImport, usePreview } from '../api';
import { SEASONS_NS } from '../i18n/messages';
import { ImportRowCard } from './ImportRowCard';

/** The rows as a roster file again, to be checked by the same preview after the coach fixed some. */
function rowsAsCsv(rows: readonly CheckedRow[]): Blob {
  const text = Papa.unparse({
    fields: [...ROSTER_COLUMNS],
    data: rows.map((r) => [
      r.firstName,
      r.lastName,
      r.phone,
      r.email,
      r.graduationYear,
      r.guardianName,
      r.guardianPhone,
      r.guardianEmail,
    ]),
  });
  return new Blob([text], { type: 'text/csv' });
}

/**
 * /seasons/{team}/import (issue 37): a roster file is read and each row's problems shown before
 * anything is saved; the coach fixes rows here and checks again, then saves the good rows in one go
 * (with the Team PIN texted to them if asked).
 */
export function ImportPage({ team }: { team: TeamType }) {
  const { t } = useTranslation(SEASONS_NS);
  const { t: tApp } = useTranslation();
  const roster = useQuery(rosterQueryOptions(team));
  const rosterId = roster.data?.teamRosterID ?? 0;
  const preview = usePreview(rosterId);
  const save = useImport(rosterId);
  const [rows, setRows] = useState<CheckedRow[] | null>(null);
  const [sendPins, setSendPins] = useState(true);

  const read = (file: Blob) => {
    save.reset();
    preview.mutate(file, { onSuccess: (reply) => setRows(reply.rows) });
  };
  const good = rows?.filter((r) => r.problems.length === 0).length ?? 0;
  const bad = (rows?.length ?? 0) - good;
  const back = paths.seasonsOf(handleOf(team));

  if (roster.isError) return <Alert severity="error">{tApp(errorMessageKey(roster.error).key)}</Alert>;
  if (!roster.data) return <CircularProgress aria-label={t('loading')} />;

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Typography component="h1" variant="h5">
        {t('import.title')}
      </Typography>
      <Typography color="text.secondary">{t('import.intro')}</Typography>
      <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
        {t('import.choose')}
        <input
          hidden
          type="file"
          accept=".csv,text/csv"
          aria-label={t('import.file')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) read(file);
            e.target.value = '';
          }}
        />
      </Button>
      {preview.isPending && <CircularProgress aria-label={t('import.reading')} />}
      {preview.isError && <Alert severity="error">{tApp(errorMessageKey(preview.error).key)}</Alert>}
      {save.isSuccess ? (
        <Stack spacing={1}>
          <Alert severity="success">{t('import.saved', { count: save.data.saved })}</Alert>
          {save.data.skipped.length > 0 && (
            <Alert severity="warning">{t('import.skipped', { count: save.data.skipped.length })}</Alert>
          )}
          <Button component={RouterLink} to={back} sx={{ alignSelf: 'flex-start' }}>
            {t('import.back')}
          </Button>
        </Stack>
      ) : (
        rows && (
          <Stack spacing={1.5}>
            <Alert severity={bad > 0 ? 'warning' : 'info'} role="status">
              {t('import.summary', { good, bad })}
            </Alert>
            {rows.map((row, i) => (
              <ImportRowCard
                key={row.line}
                row={row}
                onChange={(next) => setRows(rows.map((r, j) => (j === i ? next : r)))}
              />
            ))}
            {bad > 0 && (
              <Button
                variant="outlined"
                onClick={() => read(rowsAsCsv(rows))}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('import.recheck')}
              </Button>
            )}
            <FormControlLabel
              control={<Checkbox checked={sendPins} onChange={(e) => setSendPins(e.target.checked)} />}
              label={t('import.sendPins')}
            />
            {save.isError && <Alert severity="error">{tApp(errorMessageKey(save.error).key)}</Alert>}
            <Button
              variant="contained"
              disabled={good === 0 || save.isPending}
              onClick={() => save.mutate({ rows: rows.map(({ problems: _problems, ...r }) => r), sendPins })}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('import.confirm', { count: good })}
            </Button>
          </Stack>
        )
      )}
    </Stack>
  );
}
