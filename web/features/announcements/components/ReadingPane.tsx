import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { Tooltip } from '../../../components/tooltip/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { AnnouncementDetail, AnnouncementLabel } from '../../../../contract/announcements';
import { useMessage } from '../../../components/messages/MessageProvider';
import { ApiError } from '../../../lib/api-client';
import { detailQueryOptions, useDeleteAnnouncement, useMarkRead, useSetFlags } from '../api';
import { ANNOUNCEMENTS_NS } from '../i18n/messages';
import { fullTime, viewPath, type MailView, type Role } from '../mail-model';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { DeliveryPanel } from './DeliveryPanel';
import { LabelsMenu } from './LabelsMenu';
import { FlagButtons, LabelChip, mirrorInRtl, PollChip } from './MailBits';
import { CoachPollResults, PlayerPoll } from './PollPanel';

interface ReadingPaneProps {
  role: Role;
  view: MailView;
  mailId: number;
  labels: AnnouncementLabel[] | undefined;
  /** Narrow screens show the list or the message: a way back to the list. */
  showBack: boolean;
}

/** One announcement: its text (as text, never HTML), the public link, the poll and (coach) the delivery. */
export function ReadingPane({ role, view, mailId, labels, showBack }: ReadingPaneProps) {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  const detail = useQuery(detailQueryOptions(mailId));
  const { mutate: markRead } = useMarkRead();
  const unread = detail.data?.unread === true;
  // Opening it is reading it: the list's bold and the menu's badge follow.
  useEffect(() => {
    if (unread) markRead(mailId);
  }, [unread, mailId, markRead]);

  const back = showBack && (
    <Button component={RouterLink} to={viewPath(view)} startIcon={<ArrowBackIcon sx={mirrorInRtl} />}>
      {t('reading.back')}
    </Button>
  );

  if (detail.isPending) {
    return (
      <Box sx={{ padding: 2 }} aria-busy="true">
        {back}
        <Skeleton variant="text" sx={{ fontSize: '1.75rem', maxWidth: 420 }} />
        <Skeleton variant="text" sx={{ maxWidth: 260 }} />
        <Skeleton variant="rounded" height={160} sx={{ marginBlockStart: 2 }} />
        <span className="visually-hidden">{t('reading.loading')}</span>
      </Box>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Box sx={{ padding: 2 }}>
        {back}
        <Alert
          severity={missing ? 'info' : 'error'}
          sx={{ marginBlockStart: 1 }}
          action={
            missing ? undefined : (
              <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
                {t('translation:app.retry')}
              </Button>
            )
          }
        >
          {missing ? t('reading.notFound') : t('reading.error')}
        </Alert>
      </Box>
    );
  }
  return <Reading role={role} view={view} announcement={detail.data} labels={labels} back={back} />;
}

interface ReadingProps {
  role: Role;
  view: MailView;
  announcement: AnnouncementDetail;
  labels: AnnouncementLabel[] | undefined;
  back: React.ReactNode;
}

function Reading({ role, view, announcement: a, labels, back }: ReadingProps) {
  const { t, i18n } = useTranslation(ANNOUNCEMENTS_NS);
  const coach = role === 'coach';
  const subjectId = useId();
  const showMessage = useMessage();
  const navigate = useNavigate();
  const setFlags = useSetFlags();
  const remove = useDeleteAnnouncement();
  const [confirming, setConfirming] = useState(false);
  const coachName = `${a.coach.firstName} ${a.coach.lastName}`;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(a.link);
      showMessage({ message: t('reading.copied'), variant: 'success' });
    } catch {
      showMessage({ message: t('reading.copyFailed'), variant: 'warning' });
    }
  };

  const confirmDelete = () =>
    remove.mutate(a.id, {
      onSuccess: (reply) => {
        setConfirming(false);
        showMessage({
          message: reply.state === 'deleted' ? t('reading.deleted') : t('reading.trashed'),
          variant: 'success',
        });
        void navigate(viewPath(view), { replace: true });
      },
      onError: () => {
        setConfirming(false);
        showMessage({ message: t('reading.deleteFailed'), variant: 'error' });
      },
    });

  const restore = () =>
    setFlags.mutate(
      { id: a.id, flags: { trashed: false } },
      {
        onSuccess: () => showMessage({ message: t('reading.restored'), variant: 'success' }),
        onError: () => showMessage({ message: t('reading.flagsFailed'), variant: 'error' }),
      },
    );

  return (
    <Box component="article" aria-labelledby={subjectId} sx={{ padding: { xs: 1.5, sm: 2.5 } }}>
      {(coach || back) && (
        <Box
          role={coach ? 'toolbar' : undefined}
          aria-label={coach ? t('reading.label') : undefined}
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 0.5,
            marginBlockEnd: 1,
            minHeight: 40,
          }}
        >
          {back && <Box sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}>{back}</Box>}
          <Box sx={{ flex: 1 }} />
          {coach && (
            <>
              <FlagButtons announcement={a} />
              <LabelsMenu announcement={a} labels={labels} />
              {a.trashed && (
                <Tooltip title={t('reading.restore')}>
                  <IconButton
                    aria-label={t('reading.restore')}
                    onClick={restore}
                    disabled={setFlags.isPending}
                  >
                    <RestoreFromTrashIcon />
                  </IconButton>
                </Tooltip>
              )}
              <Tooltip title={t('reading.delete')}>
                <IconButton aria-label={t('reading.delete')} onClick={() => setConfirming(true)}>
                  <DeleteOutlinedIcon />
                </IconButton>
              </Tooltip>
            </>
          )}
        </Box>
      )}

      {a.trashed && (
        <Alert severity="info" sx={{ marginBlockEnd: 2 }}>
          {t('reading.inTrash')}
        </Alert>
      )}

      <Typography
        id={subjectId}
        component="h2"
        variant="h5"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        <span dir="auto">{a.subject}</span>
      </Typography>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, marginBlock: 1.5 }}>
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }} aria-hidden>
          {a.coach.firstName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('reading.from')}:{' '}
            </Box>
            <Box component="span" sx={{ fontWeight: 600 }}>
              <bdi>{coachName}</bdi>
            </Box>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' · '}
              {t('reading.to')}:{' '}
            </Box>
            {t(`translation:teams.${a.skillLevel}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <time dateTime={a.time}>{fullTime(a.time, i18n.language)}</time>
          </Typography>
        </Box>
      </Box>

      {(a.isPoll || a.labels.length > 0) && (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, marginBlockEnd: 1.5 }}
          aria-label={t('reading.labels')}
        >
          {a.isPoll && <PollChip />}
          {a.labels.map((label) => (
            <LabelChip key={label.id} label={label} />
          ))}
        </Box>
      )}

      <Divider sx={{ marginBlockEnd: 2 }} />

      <Typography
        component="div"
        dir="auto"
        data-testid="announcement-message"
        sx={{ whiteSpace: 'pre-wrap', unicodeBidi: 'plaintext', overflowWrap: 'anywhere', lineHeight: 1.7 }}
      >
        {a.message}
      </Typography>

      {a.poll &&
        (coach ? <CoachPollResults id={a.id} skillLevel={a.skillLevel} /> : <PlayerPoll announcement={a} />)}

      <Box sx={{ marginBlockStart: 3, padding: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography variant="subtitle2" component="h3">
          {t('reading.publicLink')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 0.5 }}>
          {t('reading.publicLinkHelp')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Link
            href={a.link}
            target="_blank"
            rel="noopener"
            dir="ltr"
            sx={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}
            data-testid="public-link"
          >
            {a.link}
          </Link>
          <Tooltip title={t('reading.copy')}>
            <IconButton aria-label={t('reading.copy')} onClick={() => void copyLink()}>
              <ContentCopyIcon />
            </IconButton>
          </Tooltip>
        </Box>
      </Box>

      {coach && <DeliveryPanel id={a.id} />}

      <ConfirmDialog
        open={confirming}
        title={a.trashed ? t('reading.deleteTitle') : t('reading.trashTitle')}
        confirmLabel={a.trashed ? t('reading.deleteConfirm') : t('reading.trashConfirm')}
        cancelLabel={t('reading.cancel')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      >
        {a.trashed ? (a.mine ? t('reading.deleteMine') : t('reading.deleteOthers')) : t('reading.trashText')}
      </ConfirmDialog>
    </Box>
  );
}
