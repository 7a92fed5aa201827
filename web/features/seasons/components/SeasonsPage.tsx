import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TeamType } from '../../../../contract/common';
import { EXPORT_KINDS, type ExportKind, type Season } from '../../../../contract/seasons';
import { SeasonSelect } from '../../../components/choices/SeasonSelect';
import { paths } from '../../../config/paths';
import { errorMessageKey } from '../../../lib/error-message';
import { rosterQueryOptions } from '../../../lib/roster-query';
import { handleOf } from '../../../lib/teams';
import { downloadCsv, useSeasonLadder, useSeasons } from '../api';
import { SEASONS_NS } from '../i18n/messages';
import { RolloverDialog } from './RolloverDialog';
import { SeasonStats } from './SeasonStats';

/**
 * /seasons/{team} (issue 37): the team's seasons, the current one first; the chosen season's ladder
 * (an archived season's final ladder), its statistics and, for the coach, its CSV files, the roster
 * import and the start of the next season. `seasonExtra` is what other features show of the chosen season (the
 * route fills it: the leagues' record), below its statistics.
 */
export function SeasonsPage({
  team,
  coach,
  seasonExtra,
}: {
  team: TeamType;
  coach: boolean;
  seasonExtra?: (props: { rosterId: number; season: Season }) => ReactNode;
}) {
  const { t } = useTranslation(SEASONS_NS);
  const { t: tApp } = useTranslation();
  const roster = useQuery(rosterQueryOptions(team));
  const rosterId = roster.data?.teamRosterID;
  const seasons = useSeasons(rosterId);
  const [chosen, setChosen] = useState<number | null>(null);
  const [rolling, setRolling] = useState(false);
  const [started, setStarted] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const seasonId = chosen ?? seasons.data?.current.id;
  const ladder = useSeasonLadder(seasonId);
  const season = seasons.data?.seasons.find((s) => s.id === seasonId);
  const error = roster.error ?? seasons.error;

  if (error) return <Alert severity="error">{tApp(errorMessageKey(error).key)}</Alert>;
  if (!seasons.data || !season || rosterId === undefined)
    return <CircularProgress aria-label={t('loading')} />;

  const download = (kind: ExportKind) => {
    setFailed(false);
    downloadCsv(season.id, kind).catch(() => setFailed(true));
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography component="h1" variant="h5">
        {t('title')}
      </Typography>
      {started && <Alert severity="success">{t('rollover.done', { name: started })}</Alert>}
      <SeasonSelect rosterId={rosterId} value={chosen} onChange={setChosen} />
      <Typography color="text.secondary">
        {`${season.archivedAt ? season.name : t('current', { name: season.name })} · ${t('dates', { start: season.startsOn, end: season.endsOn })}`}
      </Typography>
      {coach && !season.archivedAt && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => setRolling(true)}>
            {t('rollover.open')}
          </Button>
          <Button component={RouterLink} to={paths.seasonImportOf(handleOf(team))}>
            {t('importRoster')}
          </Button>
        </Stack>
      )}

      <Stack component="section" aria-labelledby="season-ladder" spacing={1}>
        <Typography component="h2" variant="h6" id="season-ladder">
          {season.archivedAt ? t('finalLadder') : t('ladder')}
        </Typography>
        {ladder.isPending ? (
          <CircularProgress aria-label={t('loading')} />
        ) : ladder.isError ? (
          <Alert severity="error">{tApp(errorMessageKey(ladder.error).key)}</Alert>
        ) : ladder.data.rows.length === 0 ? (
          <Typography>{t('noPlayers')}</Typography>
        ) : (
          <List dense aria-labelledby="season-ladder">
            {ladder.data.rows.map((r) => (
              <ListItem key={r.playerId} divider>
                <ListItemText
                  primary={
                    <>
                      {`${r.position ?? '–'}. `}
                      <Link component={RouterLink} to={paths.playerOf(r.playerId)}>
                        <bdi>{`${r.firstName} ${r.lastName}`}</bdi>
                      </Link>
                    </>
                  }
                  secondary={
                    r.departure && r.departure !== 'stays'
                      ? t(`departure.${r.departure}`)
                      : r.position === null
                        ? t('noPosition')
                        : undefined
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </Stack>

      <SeasonStats seasonId={season.id} />

      {seasonExtra?.({ rosterId, season })}

      {coach && (
        <Stack component="section" aria-labelledby="season-exports" spacing={1}>
          <Typography component="h2" variant="h6" id="season-exports">
            {t('exports.title')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {EXPORT_KINDS.map((kind) => (
              <Button key={kind} variant="outlined" size="small" onClick={() => download(kind)}>
                {t(`exports.${kind}`)}
              </Button>
            ))}
          </Stack>
          {failed && <Alert severity="error">{t('exports.failed')}</Alert>}
        </Stack>
      )}

      {coach && (
        <RolloverDialog
          open={rolling}
          rosterId={rosterId}
          players={ladder.data?.rows ?? []}
          onClose={() => setRolling(false)}
          onDone={(name) => {
            setRolling(false);
            setChosen(null);
            setStarted(name);
          }}
        />
      )}
    </Stack>
  );
}
