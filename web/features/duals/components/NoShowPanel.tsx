import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dual } from '../../../../contract/duals';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useErrorMessage } from '../../../lib/error-message';
import { useMarkNoShow } from '../api';
import { DUALS_NS } from '../i18n/messages';

interface Player {
  id: number;
  name: string;
}

/**
 * Match day on a published league dual (issue 35), for its coach: mark a player of the lineup absent (after a
 * confirmation); the league recomputes the legal lineup from the ladder and the panel lists what changed.
 */
export function NoShowPanel({ dual, leagueId }: { dual: Dual; leagueId: number }) {
  const { t } = useTranslation(DUALS_NS);
  const message = useErrorMessage();
  const mark = useMarkNoShow(leagueId, dual.id);
  const [asking, setAsking] = useState<Player | null>(null);
  const [done, setDone] = useState<{ name: string; changes: string[] } | null>(null);
  const nameOf = new Map(dual.roster.map((p) => [p.id, p.name]));
  const players: Player[] = [
    ...new Set(dual.lineup.flatMap((l) => l.players).filter((id): id is number => id !== null)),
  ].map((id) => ({ id, name: nameOf.get(id) ?? '' }));
  const names = (list: (string | null)[]) => list.map((n) => n ?? t('noShow.empty')).join(' + ');
  return (
    <Box component="section" aria-labelledby="no-show-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h2" variant="h6" id="no-show-title">
        {t('noShow.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('noShow.help')}
      </Typography>
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
                <li key={c}>
                  <bdi>{c}</bdi>
                </li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {players.map((p) => (
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
              setDone({
                name: player.name,
                changes: changes.map((c) =>
                  t('noShow.change', { line: c.line, before: names(c.before), after: names(c.after) }),
                ),
              });
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
