import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '../../../../contract/common';
import type { DualScoring } from '../../../../contract/duals';
import {
  allViolations,
  checkLineup,
  DEFAULT_ANTI_STACKING_RULE,
  type DualFormat,
  type LineupLine,
  type LineupRosterEntry,
} from '../../../../contract/duals';
import { useMessage } from '../../../components/messages/MessageProvider';
import { useErrorMessage } from '../../../lib/error-message';
import { rosterQueryOptions } from '../../../lib/roster-query';
import { teamRuleQueryOptions, usePublishOpponentLineup, useSaveOpponentLineup } from '../api';
import { DUALS_NS } from '../i18n/messages';
import { LineupBuilder } from './LineupBuilder';
import { PublishDialog, reasonAskedBy } from './PublishDialog';

/**
 * The linked opponent's coach sets their own team's lineup for the dual (side 2) with the same builder, under
 * their own team's rule, and publishes it; each side's lineup shows to the other once both are published.
 */
export function OpponentLineupSection({ scoring, team }: { scoring: DualScoring; team: TeamType }) {
  const { t } = useTranslation(DUALS_NS);
  const roster = useQuery(rosterQueryOptions(team));
  const rule = useQuery({
    ...teamRuleQueryOptions(roster.data?.teamRosterID ?? 0),
    enabled: roster.data !== undefined,
  });
  if (roster.isError || rule.isError) return <Alert severity="error">{t('opponentLineup.error')}</Alert>;
  if (!roster.data || !rule.data) return <Skeleton variant="rounded" height={200} />;
  const entries: LineupRosterEntry[] = roster.data.players.map((p) => ({
    id: p.PlayerID,
    name: `${p.FirstName} ${p.LastName}`,
    position: p.Position > 0 ? p.Position : null,
  }));
  return (
    <OpponentLineupForm
      scoring={scoring}
      roster={entries}
      rule={rule.data.res ?? DEFAULT_ANTI_STACKING_RULE}
    />
  );
}

function OpponentLineupForm({
  scoring,
  roster,
  rule,
}: {
  scoring: DualScoring;
  roster: LineupRosterEntry[];
  rule: typeof DEFAULT_ANTI_STACKING_RULE;
}) {
  const { t } = useTranslation(DUALS_NS);
  const showMessage = useMessage();
  const errorMessage = useErrorMessage();
  const save = useSaveOpponentLineup(scoring.id);
  const publish = usePublishOpponentLineup(scoring.id);
  const [publishing, setPublishing] = useState(false);
  const format: DualFormat = {
    preset: 'custom',
    singles: scoring.lines.filter((l) => l.kind === 'singles').length,
    doubles: scoring.lines.filter((l) => l.kind === 'doubles').length,
  };
  // The view names our players; the builder works with ids (names of this team's roster are found back).
  const idOf = (name: string | null) =>
    name === null ? null : (roster.find((p) => p.name === name)?.id ?? null);
  const [lineup, setLineup] = useState<LineupLine[]>(() =>
    scoring.lines.map((l) => ({
      line: l.line,
      players: (l.side2Players ?? Array<null>(l.kind === 'singles' ? 1 : 2).fill(null)).map(idOf),
    })),
  );
  const body = lineup.map((l) => ({
    line: l.line,
    players: l.players.map((id) => (id === null ? null : { id })),
  }));

  const incomplete = lineup.some((l) => l.players.includes(null));
  const violations = allViolations(checkLineup(lineup, roster, rule));

  return (
    <Box component="section" aria-labelledby="opponent-lineup" sx={{ display: 'grid', gap: 2 }}>
      <PublishDialog
        open={publishing}
        violations={violations}
        asked={reasonAskedBy(publish.error)}
        pending={publish.isPending}
        error={publish.isError && !reasonAskedBy(publish.error) ? errorMessage(publish.error) : undefined}
        onClose={() => {
          setPublishing(false);
          publish.reset();
        }}
        onPublish={(reason) =>
          publish.mutate(reason, {
            onSuccess: () => {
              setPublishing(false);
              showMessage({ message: t('opponentLineup.done'), variant: 'success' });
            },
          })
        }
      />
      <Typography id="opponent-lineup" component="h2" variant="h6">
        {t('opponentLineup.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(scoring.published.side2 ? 'opponentLineup.published' : 'opponentLineup.help')}
      </Typography>
      <LineupBuilder format={format} roster={roster} rule={rule} lineup={lineup} onChange={setLineup} />
      {save.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
      {scoring.published.side2 && <Alert severity="warning">{t('dual.changeUnpublishes')}</Alert>}
      {incomplete && (
        <Typography variant="body2" color="text.secondary">
          {t('dual.fillEveryPlace')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={save.isPending}
          onClick={() =>
            save.mutate(body, {
              onSuccess: () => showMessage({ message: t('dual.saved'), variant: 'success' }),
            })
          }
        >
          {t('dual.save')}
        </Button>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          disabled={save.isPending || publish.isPending || incomplete}
          onClick={() => save.mutate(body, { onSuccess: () => setPublishing(true) })}
        >
          {t(scoring.published.side2 ? 'dual.publishAgain' : 'dual.publish')}
        </Button>
      </Box>
    </Box>
  );
}
