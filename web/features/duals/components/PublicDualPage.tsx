import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PublicFrame } from '../../../components/shell/PublicFrame';
import type { PublicDual } from '../../../../contract/duals';
import { publicDualQueryOptions } from '../api';
import { usePublicDualLive } from '../live';
import { DUALS_NS } from '../i18n/messages';
import { useDualFormatters } from './DualSummaryCard';
import { LineResults, type LineView, TeamTotal } from './LineResults';

/**
 * /dual/{token}: a published dual for parents and fans, signed out: the teams, when and where, the team
 * total toward the lines needed, then each line's players, live score and result. Each change arrives through the
 * live stream (live.ts) as it is entered; while the stream is not connected the page reads again every 30 s.
 */
export function PublicDualPage({ token }: { token: string }) {
  const { t } = useTranslation(DUALS_NS);
  const { when } = useDualFormatters();
  const live = usePublicDualLive(token);
  const query = useQuery(publicDualQueryOptions(token, live));
  const dual = query.data;
  const ours = dual ? `${dual.schoolName} ${dual.teamName}` : '';

  return (
    <PublicFrame
      query={query}
      texts={{ loading: t('public.loading'), notFound: t('public.notFound'), error: t('public.error') }}
    >
      {dual && (
        <>
          <Box>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              <bdi>{ours}</bdi> {t('results.vs')} <bdi>{dual.opponentName}</bdi>
            </Typography>
            <Typography color="text.secondary">
              {when(dual.startsAt)} · {t(`site.${dual.site}`)}
              {dual.place && (
                <>
                  {' · '}
                  <bdi>{dual.place}</bdi>
                </>
              )}
            </Typography>
          </Box>
          <TeamTotal
            names={{ 1: ours, 2: dual.opponentName }}
            lines={{ 1: dual.result.linesWon, 2: dual.result.linesLost }}
            final={dual.result.decided}
            winnerSide={dual.result.winnerSide}
            tally={dual.live.tally}
          />
          <Box component="section" aria-labelledby="public-lines" sx={{ display: 'grid', gap: 1.5 }}>
            <Typography id="public-lines" component="h2" variant="h6">
              {t('public.lines')}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="live-status">
              {live ? t('public.live') : t('public.reconnecting')}
            </Typography>
            <LineResults lines={linesOfPublic(dual)} teams={{ 1: ours, 2: dual.opponentName }} />
          </Box>
        </>
      )}
    </PublicFrame>
  );
}

/** The public reply's lines as the result views show them (it names the players; nobody confirms there). */
function linesOfPublic(dual: PublicDual): LineView[] {
  return dual.lines.map(({ line, scoreFormat }) => {
    const result = dual.lineResults.find((r) => r.line === line);
    return {
      line,
      scoreFormat,
      side1Players: dual.lineup.find((l) => l.line === line)?.players ?? null,
      side2Players: dual.opponentLineup.find((l) => l.line === line)?.players ?? null,
      score: result?.score ?? null,
      outcome: result?.outcome ?? null,
      winnerSide: result?.winnerSide ?? null,
      confirmation: result?.confirmation ?? 'none',
      awaitingYou: false,
      disputeReason: null,
      liveSets: dual.live.lines.find((l) => l.line === line)?.sets ?? null,
    };
  });
}
