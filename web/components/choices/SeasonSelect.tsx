import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useSeasons } from '../../lib/seasons-query';

/**
 * The one season choice of every list (issue 37): a small select of the team's seasons, the current
 * one first and chosen by default (`value` null), archived ones newest first. Answers null for the
 * current season, else the archived season's id. Shows nothing until the team has a past season.
 */
export function SeasonSelect({
  rosterId,
  value,
  onChange,
}: {
  rosterId: number | undefined;
  value: number | null;
  onChange: (seasonId: number | null) => void;
}) {
  const { t } = useTranslation();
  const seasons = useSeasons(rosterId);
  const data = seasons.data;
  if (!data || data.seasons.length < 2) return null;
  const archived = data.seasons.filter((s) => s.archivedAt !== null);
  const chosen = archived.find((s) => s.id === value);
  return (
    <TextField
      select
      size="small"
      label={t('seasons.label')}
      value={chosen ? chosen.id : data.current.id}
      onChange={(e) => {
        const id = Number(e.target.value);
        onChange(id === data.current.id ? null : id);
      }}
      helperText={chosen ? t('seasons.archived') : undefined}
      sx={{ minWidth: 180, maxWidth: '100%' }}
    >
      <MenuItem value={data.current.id}>{t('seasons.current', { name: data.current.name })}</MenuItem>
      {archived.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
