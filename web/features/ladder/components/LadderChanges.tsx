import HistoryIcon from '@mui/icons-material/History';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '../../../../contract/common';
import type { LadderChange } from '../../../../contract/ladder';
import { useMessage } from '../../../components/messages/MessageProvider';
import { ladderChangesQueryOptions, undoErrorKey, useUndoLatestChange } from '../api';
import { useErrorMessage } from '../../../lib/error-message';
import { useDateTimeFormat, useFormatters } from '../hooks/use-formatters';
import { isolate } from '../../../lib/isolate';
import { changeScore, describeMove, latestUndoable } from '../ladder-model';
import { LADDER_NS } from '../messages';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { SeasonSelect } from '../../../components/choices/SeasonSelect';

const REASON_COLORS = {
  'coach-move': 'primary',
  removed: 'error',
  challenge: 'success',
  undo: 'default',
} as const satisfies Record<LadderChange['reason'], string>;

interface LadderChangesProps {
  team: TeamType;
  /** The team's roster id, whose seasons the history can be filtered by (issue 37). */
  rosterId: number;
  /** Coaches can undo the latest change. */
  canUndo: boolean;
}

/**
 * Recent ladder changes, newest first: who moved from where to where, why and when (in the
 * viewer's time zone). A coach can undo the latest change, after confirming.
 */
export function LadderChanges({ team, rosterId, canUndo }: LadderChangesProps) {
  const { t } = useTranslation(LADDER_NS);
  const format = useFormatters();
  const dateTime = useDateTimeFormat();
  const showMessage = useMessage();
  // The history of one season (issue 37): the current season's by default; an archived one's has no undo.
  const [season, setSeason] = useState<number | null>(null);
  const changes = useQuery(ladderChangesQueryOptions(team, season));
  const undo = useUndoLatestChange();
  const errorMessage = useErrorMessage();
  const [confirming, setConfirming] = useState(false);
  const na = t('na');

  const teamName = (code: number) =>
    code >= 1 && code <= 4 ? t(`translation:teams.${code}`) : t('changes.move.otherTeam');
  const undoable = changes.data ? latestUndoable(changes.data) : undefined;

  const runUndo = () =>
    undo.mutate(team, {
      onSuccess: () => showMessage({ message: t('changes.undoDone'), variant: 'success' }),
      onError: (error) => {
        const key = undoErrorKey(error);
        showMessage({ message: key === null ? errorMessage(error) : t(key), variant: 'error' });
      },
      onSettled: () => setConfirming(false),
    });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="ladder-changes-title"
      sx={{ padding: { xs: 2, sm: 2.5 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', marginBlockEnd: 1.5 }}>
        <HistoryIcon color="action" aria-hidden />
        <Typography
          id="ladder-changes-title"
          component="h2"
          variant="h6"
          sx={{ flex: '1 0 auto', marginInlineEnd: 'auto' }}
        >
          {t('changes.title')}
        </Typography>
        <SeasonSelect rosterId={rosterId} value={season} onChange={setSeason} />
        {canUndo && season === null && (
          <Button
            variant="outlined"
            size="small"
            startIcon={
              <UndoIcon
                aria-hidden
                sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
              />
            }
            onClick={() => setConfirming(true)}
            disabled={!undoable || undo.isPending}
          >
            {t('changes.undo')}
          </Button>
        )}
      </Box>

      {changes.isPending ? (
        <Box aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="text" sx={{ fontSize: '1rem' }} />
          ))}
          <span className="visually-hidden">{t('changes.loading')}</span>
        </Box>
      ) : changes.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void changes.refetch()}>
              {t('translation:app.retry')}
            </Button>
          }
        >
          {t('changes.error')}
        </Alert>
      ) : changes.data.length === 0 ? (
        <Typography color="text.secondary">{t('changes.empty')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="ladder-changes">
          {changes.data.map((change) => (
            <Box
              component="li"
              key={change.id}
              sx={{
                paddingBlock: 1.25,
                borderBlockStart: 1,
                borderColor: 'divider',
                '&:first-of-type': { borderBlockStart: 0 },
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  color={REASON_COLORS[change.reason]}
                  label={t(`changes.reason.${change.reason}`)}
                />
                {change.undone && <Chip size="small" variant="outlined" label={t('changes.undone')} />}
                {changeScore(change) !== null && (
                  <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                    {t('changes.score')}{' '}
                    <bdi dir="ltr" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {changeScore(change)}
                    </bdi>
                  </Typography>
                )}
                <Typography
                  component="time"
                  dateTime={change.createdAt}
                  variant="body2"
                  color="text.secondary"
                >
                  {dateTime.format(new Date(change.createdAt))}
                </Typography>
              </Box>
              <Box component="ul" sx={{ margin: 0, marginBlockStart: 0.5, paddingInlineStart: 2.5 }}>
                {change.moves.map((move, index) => {
                  const text = describeMove(move, format, na);
                  return (
                    <Typography
                      component="li"
                      variant="body2"
                      key={`${move.playerId}-${index}`}
                      sx={{ textDecoration: change.undone ? 'line-through' : 'none' }}
                    >
                      {t(`changes.move.${text.key}`, {
                        ...text.values,
                        name: isolate(text.values.name || t('changes.move.unnamed')),
                        fromTeam: teamName(text.values.fromTeam),
                        toTeam: teamName(text.values.toTeam),
                      })}
                    </Typography>
                  );
                })}
              </Box>
            </Box>
          ))}
        </Box>
      )}

      {canUndo && (
        <ConfirmDialog
          open={confirming}
          title={t('changes.undoTitle')}
          confirmLabel={t('changes.undoConfirm')}
          cancelLabel={t('cancel')}
          pending={undo.isPending}
          onConfirm={runUndo}
          onCancel={() => setConfirming(false)}
        >
          {undoable &&
            t('changes.undoText', {
              reason: t(`changes.reason.${undoable.reason}`),
              time: dateTime.format(new Date(undoable.createdAt)),
            })}
        </ConfirmDialog>
      )}
    </Paper>
  );
}
