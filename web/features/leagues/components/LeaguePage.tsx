import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { League } from '../../../../contract/leagues';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import type { Role } from '../../../lib/session';
import { downloadCsv, leagueQueryOptions, useJoinLeague } from '../api';
import { LEAGUES_NS } from '../i18n/messages';
import { LeagueManage } from './LeagueManage';
import { ResultsList } from './ResultsList';
import { ScheduleList } from './ScheduleList';
import { StandingsTable } from './StandingsTable';

/**
 * /leagues/{id}: a league for its members: its rule pack with its source, the standings with each tie's rule,
 * the generated round robin (ScheduleList), the duals by round with each dual's lineup deadline as a countdown, the public page's link, the reports;
 * for coaches, inviting schools (the founders), joining (an invited school) and adding duals.
 */
export function LeaguePage({ id, role }: { id: number; role: Role }) {
  const { t } = useTranslation(LEAGUES_NS);
  const query = useQuery(leagueQueryOptions(id));
  const league = query.data;
  const back = (
    <Button component={RouterLink} to={paths.leagues} startIcon={<ArrowBackIcon className="flip-rtl" />}>
      {t('league.back')}
    </Button>
  );
  if (query.isPending)
    return (
      <Box sx={{ maxWidth: 900, marginInline: 'auto' }} aria-busy="true">
        <Skeleton variant="text" sx={{ fontSize: '2rem' }} />
        <Skeleton variant="rounded" height={240} />
        <span className="visually-hidden">{t('league.loading')}</span>
      </Box>
    );
  if (!league) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Box sx={{ maxWidth: 900, marginInline: 'auto', display: 'grid', gap: 2 }}>
        {back}
        <Alert severity={notFound ? 'info' : 'error'}>
          {t(notFound ? 'league.notFound' : 'league.error')}
        </Alert>
      </Box>
    );
  }
  return (
    <Box sx={{ maxWidth: 900, marginInline: 'auto', display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Box>{back}</Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
          <bdi>{league.name}</bdi>
        </Typography>
        <Typography color="text.secondary">
          <bdi>{league.season}</bdi> · {t(`translation:teams.${league.teamType}`)}
        </Typography>
        <PackSummary league={league} />
      </Box>
      {league.invited && role === 'coach' && <JoinBanner id={league.id} />}
      <StandingsTable rows={league.standings} tieBreaks={league.tieBreaks} />
      <ScheduleList league={league} mayGenerate={role === 'coach' && league.mayManage} />
      <ResultsList
        results={league.duals}
        extra={(d) => <Countdown due={d.lineupDue} final={d.status === 'final'} />}
      />
      <PublicLink url={league.publicUrl} />
      {role === 'coach' && <LeagueManage league={league} />}
      <Exports id={league.id} />
    </Box>
  );
}

function PackSummary({ league }: { league: League }) {
  const { t, i18n } = useTranslation(LEAGUES_NS);
  const pack = league.rulePack;
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="league-pack">
      <Typography sx={{ fontWeight: 600 }}>
        <bdi>{t('league.rules', { pack: pack.label })}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {pack.source.url ? (
          <Link href={pack.source.url} target="_blank" rel="noreferrer">
            <bdi>{t('league.source', { source: pack.source.title })}</bdi>
          </Link>
        ) : (
          <bdi>{t('league.source', { source: pack.source.title })}</bdi>
        )}
      </Typography>
      <Typography variant="body2">
        <bdi>{pack.penalty}</bdi>
      </Typography>
      {league.freezeOn && (
        <Chip
          sx={{ justifySelf: 'start' }}
          size="small"
          color={league.frozen ? 'warning' : 'default'}
          label={t(league.frozen ? 'league.frozen' : 'league.freeze', { date: day(league.freezeOn) })}
        />
      )}
    </Box>
  );
}

/** "Lineups due in 2 days" (or "were due 3 hours ago"), from the pack's posting deadline. */
function Countdown({ due, final }: { due: string | null; final: boolean }) {
  const { t, i18n } = useTranslation(LEAGUES_NS);
  const [now] = useState(() => Date.now());
  if (!due || final) return null;
  const ms = new Date(due).getTime() - now;
  const hours = Math.round(ms / 3_600_000);
  const rtf = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
  const when = Math.abs(hours) >= 48 ? rtf.format(Math.round(hours / 24), 'day') : rtf.format(hours, 'hour');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={ms < 0 ? 'error' : 'info'}
      label={t(ms < 0 ? 'duals.overdue' : 'duals.due', { when })}
    />
  );
}

function JoinBanner({ id }: { id: number }) {
  const { t } = useTranslation(LEAGUES_NS);
  const join = useJoinLeague(id);
  const message = useErrorMessage();
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" disabled={join.isPending} onClick={() => join.mutate(undefined)}>
          {t('league.join')}
        </Button>
      }
    >
      {join.isError ? message(join.error) : t('league.invitedBanner')}
    </Alert>
  );
}

function PublicLink({ url }: { url: string }) {
  const { t } = useTranslation(LEAGUES_NS);
  const [copied, setCopied] = useState(false);
  const path = new URL(url).pathname;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Link component={RouterLink} to={path}>
        {t('league.publicLink')}
      </Link>
      <Button
        size="small"
        onClick={() =>
          void navigator.clipboard?.writeText(url).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? t('league.copied') : t('league.copy')}
      </Button>
    </Box>
  );
}

function Exports({ id }: { id: number }) {
  const { t } = useTranslation(LEAGUES_NS);
  const [failed, setFailed] = useState(false);
  const get = (which: 'results' | 'lines') => {
    setFailed(false);
    downloadCsv(id, which).catch(() => setFailed(true));
  };
  return (
    <Box component="section" aria-labelledby="exports-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h2" variant="h6" id="exports-title">
        {t('exports.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => get('results')}>
          {t('exports.results')}
        </Button>
        <Button variant="outlined" onClick={() => get('lines')}>
          {t('exports.lines')}
        </Button>
      </Box>
      {failed && <Alert severity="error">{t('exports.failed')}</Alert>}
    </Box>
  );
}
