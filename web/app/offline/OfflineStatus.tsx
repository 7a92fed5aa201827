import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutationState, useQueryClient, type Mutation } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message';
import { forgetQueuedChange, isWaiting, type QueuedChange } from '../../lib/offline-queue';
import { useOnline } from './use-online';

/**
 * Above every signed-in page (issue 33): offline, "Offline, last updated <time>" (the oldest answer the
 * page shows, kept on the device), or that the page was not kept; online or not, the changes waiting in
 * the offline queue (lib/offline-queue.ts), in the order they will be sent, and those the server
 * refused since, to dismiss (a line result changed meanwhile is resolved on its dual's page).
 */

/** The time of the oldest answer the page's queries show; 0 when they show none. */
function useOldestShownAnswer(): number {
  const queryCache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (onChange) => queryCache.subscribe(onChange),
    () => {
      const times = queryCache
        .findAll({ type: 'active' })
        .map((query) => query.state.dataUpdatedAt)
        .filter((time) => time > 0);
      return times.length > 0 ? Math.min(...times) : 0;
    },
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any mutation of the cache, read by its variables
type AnyMutation = Mutation<any, any, any, any>;

const queuedOf = (m: AnyMutation) => m.state.variables as Partial<QueuedChange> | undefined;
const isQueued = (m: AnyMutation) => typeof queuedOf(m)?.idempotencyKey === 'string' && queuedOf(m)?.what;

export function OfflineStatus() {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const online = useOnline();
  const oldest = useOldestShownAnswer();
  const waiting = useMutationState({
    filters: { predicate: (m) => Boolean(isQueued(m)) && isWaiting(m.state) },
    select: (m) => queuedOf(m) as QueuedChange,
  });
  const refused = useMutationState({
    filters: {
      status: 'error',
      // A line result changed meanwhile is shown with both results on its dual's page.
      predicate: (m) =>
        Boolean(isQueued(m)) && (m.state.error as { code?: string } | null)?.code !== 'dual_line_changed',
    },
    select: (m) => ({ change: queuedOf(m) as QueuedChange, error: m.state.error }),
  });
  const time = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  const label = (change: QueuedChange) =>
    t(change.what === 'availability' ? 'offline.availability' : 'offline.lineScore', {
      time: time(change.queuedAt),
    });

  if (online && waiting.length === 0 && refused.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, marginBlockEnd: 2 }}>
      {!online && (
        <Alert severity="info" role="status" data-testid="offline-banner">
          {oldest > 0 ? t('offline.banner', { time: time(oldest) }) : t('offline.bannerNothing')}
        </Alert>
      )}
      {waiting.length > 0 && (
        <Alert severity="warning" role="status" data-testid="offline-queue">
          {t('offline.waiting', { count: waiting.length })}
          <Box component="ol" sx={{ margin: 0, paddingInlineStart: 3 }}>
            {[...waiting]
              .sort((a, b) => a.queuedAt - b.queuedAt)
              .map((change) => (
                <li key={change.idempotencyKey}>{label(change)}</li>
              ))}
          </Box>
        </Alert>
      )}
      {refused.map(({ change, error }) => (
        <Alert
          key={change.idempotencyKey}
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => forgetQueuedChange(queryClient, change)}>
              {t('offline.dismiss')}
            </Button>
          }
        >
          {label(change)}: {t('offline.refused', { reason: errorMessage(error) })}
        </Alert>
      ))}
    </Box>
  );
}
