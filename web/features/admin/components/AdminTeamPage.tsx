import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AdminTeam } from '../../../../contract/admin';
import { paths } from '../../../config/paths';
import { hasErrorCode } from '../../../lib/error-message';
import { useAdminTeam } from '../api';
import { ADMIN_NS } from '../i18n/messages';
import { AdminFrame, type OnLookChange } from './AdminFrame';
import { CalendarItemLine, sidesText, useAdminFormatters } from './CalendarItemLine';

type Dual = AdminTeam['duals'][number];

/** A part of the page: a heading and its list, or a line saying it is empty. */
function Part({
  id,
  title,
  lead,
  empty,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ marginBlockEnd: 3 }}>
      <Typography component="h2" variant="h6" id={id} gutterBottom>
        {title}
      </Typography>
      {lead}
      {empty !== null ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {children}
        </Stack>
      )}
    </Box>
  );
}

/** Where a dual stands, in words: its result with lines won and lost, or published/draft ahead. */
function useDualStatus() {
  const { t } = useTranslation(ADMIN_NS);
  const { number } = useAdminFormatters();
  return (dual: Dual): { label: string; color: 'default' | 'success' | 'error' } => {
    const { result } = dual;
    const score = `${number(result.linesWon)}-${number(result.linesLost)}`;
    if (result.decided) {
      if (result.winnerSide === 1) return { label: t('dual.won', { score }), color: 'success' };
      if (result.winnerSide === 2) return { label: t('dual.lost', { score }), color: 'error' };
      return { label: t('dual.tied', { score }), color: 'default' };
    }
    if (result.linesWon + result.linesLost > 0) return { label: t('dual.live', { score }), color: 'default' };
    return { label: t(dual.published ? 'dual.published' : 'dual.draft'), color: 'default' };
  };
}

function DualItem({ dual }: { dual: Dual }) {
  const { t } = useTranslation(ADMIN_NS);
  const { when } = useAdminFormatters();
  const status = useDualStatus()(dual);
  const title = t(`item.dual.${dual.site}`, { opponent: dual.opponent.name });
  return (
    <Card component="li" variant="outlined" sx={{ padding: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {when(dual.startsAt)}
      </Typography>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        <bdi>{title}</bdi>
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, marginBlockStart: 0.5 }}>
        <Chip
          size="small"
          label={status.label}
          color={status.color}
          variant={status.color === 'default' ? 'outlined' : 'filled'}
        />
        {dual.publicUrl && (
          <Link href={dual.publicUrl} aria-label={t('dual.publicLabel', { opponent: dual.opponent.name })}>
            {t('dual.public')}
          </Link>
        )}
      </Box>
    </Card>
  );
}

function MatchItem({ match }: { match: AdminTeam['matches'][number] }) {
  const { t } = useTranslation(ADMIN_NS);
  const { day } = useAdminFormatters();
  return (
    <Box component="li" sx={{ borderBlockEnd: 1, borderColor: 'divider', paddingBlockEnd: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {day(`${match.MatchDate} ${match.MatchTime}`)} · {t(`matchType.${match.MatchType}`)}
      </Typography>
      <Typography variant="body2">
        <bdi>{sidesText(match.Players, t('versus'))}</bdi>
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} dir="ltr" component="p">
        {match.MatchScore || t('noScore')}
      </Typography>
    </Box>
  );
}

function TournamentItem({ tournament }: { tournament: AdminTeam['tournaments'][number] }) {
  const { t } = useTranslation(ADMIN_NS);
  const { number } = useAdminFormatters();
  const leader = tournament.players.find((p) => p.rank === 1);
  return (
    <Box component="li" sx={{ borderBlockEnd: 1, borderColor: 'divider', paddingBlockEnd: 1 }}>
      <Typography variant="subtitle2" component="h3">
        <bdi>{tournament.name}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('tournament.players', { count: tournament.players.length, n: number(tournament.players.length) })}
        {leader && (
          <>
            {' · '}
            {t('tournament.leader')} <bdi>{leader.players}</bdi>
          </>
        )}
      </Typography>
    </Box>
  );
}

/**
 * /admin/teams/:rosterId (issue 32): a team of the admin's school, read only: its duals with their
 * results (a published one links to its public page), its next calendar items, its recent matches
 * with scores and its tournaments. Another school's team, or none, says it is not found.
 */
export function AdminTeamPage({
  rosterId,
  onLookChange,
  extra,
}: {
  rosterId: number | null;
  onLookChange?: OnLookChange;
  /** What other features add below the team (issue 34: the audit log of texts to minors). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const { t: tApp } = useTranslation();
  const team = useAdminTeam(rosterId ?? 0, rosterId !== null);
  const { number } = useAdminFormatters();
  const notFound = rosterId === null || (team.isError && hasErrorCode(team.error, 'team_not_found'));

  const back = (
    <Button
      component={RouterLink}
      to={paths.admin}
      startIcon={
        <ArrowBackIcon
          sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
        />
      }
      sx={{ marginBlockEnd: 1 }}
    >
      {t('backToTeams')}
    </Button>
  );

  let content: ReactNode;
  if (notFound) {
    content = <Alert severity="info">{t('teamNotFound')}</Alert>;
  } else if (team.isPending) {
    content = (
      <Stack spacing={2} role="status" aria-label={t('teamLoading')}>
        <Skeleton variant="text" width="60%" height={40} />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
      </Stack>
    );
  } else if (team.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void team.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('teamLoadError')}
      </Alert>
    );
  } else {
    const page = team.data;
    const name = tApp(`teams.${page.team.teamType}`);
    content = (
      <>
        <Typography component="h1" variant="h5">
          {name}
        </Typography>
        <Typography color="text.secondary" sx={{ marginBlockEnd: 2 }}>
          <bdi>{page.team.schoolName}</bdi> · {t('readOnly')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 0, md: 3 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box>
            <Part
              id="admin-team-duals"
              title={t('duals')}
              lead={
                <Typography color="text.secondary" sx={{ marginBlockEnd: 1 }}>
                  {t('recordLine', {
                    won: number(page.record.won),
                    lost: number(page.record.lost),
                    tied: number(page.record.tied),
                  })}
                </Typography>
              }
              empty={page.duals.length === 0 ? t('noDuals') : null}
            >
              {page.duals.map((dual) => (
                <DualItem key={dual.id} dual={dual} />
              ))}
            </Part>
          </Box>
          <Box>
            <Part
              id="admin-team-upcoming"
              title={t('upcoming')}
              empty={page.upcoming.length === 0 ? t('nothingNext') : null}
            >
              {page.upcoming.map((item) => (
                <li
                  key={`${item.kind}-${item.kind === 'event' ? item.event.csa_id : item.kind === 'dual' ? item.dual.id : item.match.id}`}
                >
                  <CalendarItemLine item={item} />
                </li>
              ))}
            </Part>
            <Part
              id="admin-team-matches"
              title={t('recentMatches')}
              empty={page.matches.length === 0 ? t('noMatches') : null}
            >
              {page.matches.map((match) => (
                <MatchItem key={match.TennisMatchID} match={match} />
              ))}
            </Part>
            <Part
              id="admin-team-tournaments"
              title={t('tournaments')}
              empty={page.tournaments.length === 0 ? t('noTournaments') : null}
            >
              {page.tournaments.map((tournament) => (
                <TournamentItem key={tournament.ID} tournament={tournament} />
              ))}
            </Part>
          </Box>
        </Box>
      </>
    );
  }

  return (
    <AdminFrame onLookChange={onLookChange}>
      {back}
      {content}
      {!notFound && extra}
    </AdminFrame>
  );
}
