import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryStatus } from '../../../../contract/announcements';
import { useMessage } from '../../../components/messages/MessageProvider';
import { deliveryQueryOptions, useRetryDelivery } from '../api';
import { useNumberFormat } from '../hooks/use-number-format';
import { ANNOUNCEMENTS_NS } from '../i18n/messages';
import { deliveryProgress } from '../mail-model';

const STATUS_COLORS: Record<DeliveryStatus, 'default' | 'primary' | 'success' | 'error'> = {
  queued: 'default',
  sending: 'primary',
  sent: 'success',
  failed: 'error',
};

/**
 * The coach's view of an announcement's text messages: a progress bar, the counts, one row per
 * recipient and a retry of the failed ones. It asks again every 2 s while any is queued or sending.
 */
export function DeliveryPanel({ id }: { id: number }) {
  const { t, i18n } = useTranslation(ANNOUNCEMENTS_NS);
  const format = useNumberFormat();
  const headingId = useId();
  const showMessage = useMessage();
  const delivery = useQuery(deliveryQueryOptions(id));
  const retry = useRetryDelivery();
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

  let content;
  if (delivery.isPending) {
    content = (
      <Box aria-busy="true">
        <Skeleton height={12} />
        <Skeleton variant="rounded" height={80} sx={{ marginBlockStart: 1 }} />
        <span className="visually-hidden">{t('delivery.loading')}</span>
      </Box>
    );
  } else if (delivery.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void delivery.refetch()}>
            {t('translation:app.retry')}
          </Button>
        }
      >
        {t('delivery.error')}
      </Alert>
    );
  } else {
    const data = delivery.data;
    const progress = deliveryProgress(data);
    content =
      progress.phase === 'empty' ? (
        <Typography color="text.secondary">{t('delivery.empty')}</Typography>
      ) : (
        <>
          <LinearProgress
            variant="determinate"
            value={progress.percent}
            color={progress.phase === 'failed' ? 'error' : progress.phase === 'sent' ? 'success' : 'primary'}
            aria-label={t('delivery.progress')}
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ marginBlockStart: 1 }} role="status">
            {progress.phase === 'sending'
              ? t('delivery.sending')
              : progress.phase === 'failed'
                ? t('delivery.doneWithFailures')
                : t('delivery.done')}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="delivery-summary">
            {t('delivery.summary', {
              sent: format.number(progress.sent),
              pending: format.number(progress.pending),
              failed: format.number(progress.failed),
              total: format.number(progress.total),
            })}
          </Typography>
          {progress.failed > 0 && progress.pending === 0 && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<ReplayIcon />}
              disabled={retry.isPending}
              sx={{ marginBlockStart: 1.5 }}
              onClick={() =>
                retry.mutate(id, {
                  onSuccess: () => showMessage({ message: t('delivery.retried'), variant: 'info' }),
                  onError: () => showMessage({ message: t('delivery.retryFailed'), variant: 'error' }),
                })
              }
            >
              {t('delivery.retry')}
            </Button>
          )}
          <TableContainer
            sx={{ marginBlockStart: 2, maxHeight: 360 }}
            tabIndex={0}
            role="region"
            aria-label={t('delivery.recipients')}
          >
            <Table size="small" stickyHeader aria-label={t('delivery.recipients')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('delivery.name')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t('delivery.phone')}
                  </TableCell>
                  <TableCell>{t('delivery.status')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t('delivery.attempts')}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {t('delivery.detail')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.recipients.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>
                      <span dir="auto">{r.name}</span>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      <span dir="ltr">{r.phone}</span>
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={STATUS_COLORS[r.status]}
                        label={t(`delivery.statuses.${r.status}`)}
                      />
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {format.number(r.attempts)}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, overflowWrap: 'anywhere' }}>
                      {r.status === 'sent' && r.sentAt
                        ? t('delivery.sentAt', { time: time(r.sentAt) })
                        : r.status === 'queued' && r.nextAttemptAt && r.attempts > 0
                          ? t('delivery.nextTry', { time: time(r.nextAttemptAt) })
                          : (r.lastError ?? '')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ marginBlockStart: 3 }}>
      <Typography
        id={headingId}
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 600, marginBlockEnd: 1 }}
      >
        {t('delivery.title')}
      </Typography>
      {content}
    </Box>
  );
}
