import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '../../../../contract/common';
import type { Dual, DualScoring } from '../../../../contract/duals';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useErrorMessage } from '../../../lib/error-message';
import { rosterQueryOptions } from '../../../lib/roster-query';
import { useMarkNoShow } from '../api';
import { DUALS_NS } from '../i18n/messages';

interface Player {
  id: number;
  name: string;
}

interface NoShowChange {
  line: string;
  before: (string | null)[];
  after: (string | null)[];
}

/** The dual's own coach (side 1): the players of their published lineup, from the dual. */
export function OwnNoShowPanel({ dual, leagueId }: { dual: Dual; leagueId: number }) {
  const nameOf = new Map(dual.roster.map((p) => [p.id, p.name]));
  const players: Player[] = [
    ...new Set(dual.lineup.flatMap((l) => l.players).filter((id): id is number => id !== null)),
  ].map((id) => ({ id, name: nameOf.get(id) ?? '' }));
  return <NoShowPanel dualId={dual.id} leagueId={leagueId} players={players} published={dual.published} />;
}

/**
 * The linked opponent's coach (side 2): the players of their published lineup, named in the scoring view and
 * found back in their team's roster (as their lineup builder does, OpponentLineupSection.tsx).
 */
export function OpponentNoShowPanel({ scoring, team }: { scoring: DualScoring; team: TeamType }) {
  const roster = useQuery(rosterQueryOptions(team));
  if (!roster.data || scoring.leagueId == null) return null;
  const idOf = new Map(roster.data.players.map((p) => [`${p.FirstName} ${p.LastName}`, p.PlayerID]));
  const names = [...new Set(scoring.lines.flatMap((l) => l.side2Players ?? []))];
  const players = names.flatMap((name) => {
    const id = name === null ? undefined : idOf.get(name);
    return id === undefined || name === null ? [] : [{ id, name }];
  });
  return (
    <NoShowPanel
      dualId={scoring.id}
      leagueId={scoring.leagueId}
      players={players}
      published={scoring.published.side2}
    />
  );
}

/**
 * Match day on a published league dual (issue 35), for the coach of either side: mark a player of their lineup
 * absent (after a confirmation); the league recomputes the side's legal lineup from the ladder under the pack
 * (POST /leagues/{id}/duals/{dualId}/no-show) and the panel lists what changed. The changed lineup is a draft
 * to publish again: the panel then keeps only what changed (it stays mounted while the dual is a league dual).
 */
function NoShowPanel({
  dualId,
  leagueId,
  players,
  published,
}: {
  dualId: number;
  leagueId: number;
  players: Player[];
  published: boolean;
}) {
  const { t, i18n } = useTranslation(DUALS_NS);
  const message = useErrorMessage();
  const mark = useMarkNoShow(leagueId, dualId);
  const [asking, setAsking] = useState<Player | null>(null);
  // What changed, kept as the answer gave it and put into words as drawn (a language switch redraws it).
  const [done, setDone] = useState<{ name: string; changes: NoShowChange[] } | null>(null);
  const names = (list: (string | null)[]) => list.map((n) => n ?? t('noShow.empty')).join(' + ');
  if (!published && !done) return null;
  return (
    <Box component="section" aria-labelledby="no-show-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h2" variant="h6" id="no-show-title">
        {t('noShow.title')}
      </Typography>
      {published && (
        <Typography variant="body2" color="text.secondary">
          {t('noShow.help')}
        </Typography>
      )}
      {done && (
        <Alert severity="info" data-testid="no-show-changes">
          <Typography sx={{ fontWeight: 600 }}>
            <bdi>{t('noShow.changed', { name: done.name })}</bdi>
          </Typography>
          {done.changes.length === 0 ? (
            t('noShow.none')
          ) : (
            <Box component="ul" sx={{ margin: 0, paddingInlineStart: 2.5 }}>
              {done.changes.map((c) => (
                <li key={c.line}>
                  {/* In the page's direction, so the arrow points from the player before to the one after. */}
                  <bdi dir={i18n.dir()}>
                    {t('noShow.change', { line: c.line, before: names(c.before), after: names(c.after) })}
                  </bdi>
                </li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {published &&
          players.map((p) => (
            <Button key={p.id} size="small" variant="outlined" onClick={() => setAsking(p)}>
              <bdi>{t('noShow.absent', { name: p.name })}</bdi>
            </Button>
          ))}
      </Box>
      <ConfirmDialog
        open={asking !== null}
        title={t('noShow.confirmTitle', { name: asking?.name ?? '' })}
        confirmLabel={t('noShow.confirm')}
        cancelLabel={t('cancel')}
        pending={mark.isPending}
        error={mark.isError ? message(mark.error) : undefined}
        onCancel={() => setAsking(null)}
        onExited={() => mark.reset()}
        onConfirm={() => {
          if (!asking) return;
          const player = asking;
          mark.mutate(player.id, {
            onSuccess: ({ changes }) => {
              setDone({ name: player.name, changes });
              setAsking(null);
            },
          });
        }}
      >
        {t('noShow.confirmText', { name: asking?.name ?? '' })}
      </ConfirmDialog>
    </Box>
  );
}
