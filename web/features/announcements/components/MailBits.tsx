import Box from '@mui/material/Box';
import LabelIcon from '@mui/icons-material/Label';
import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import LabelImportantOutlinedIcon from '@mui/icons-material/LabelImportantOutlined';
import PollIcon from '@mui/icons-material/Poll';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../../../components/tooltip/Tooltip';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type {
  AnnouncementLabel,
  AnnouncementSummary,
  DeliveryCounts,
} from '../../../../contract/announcements';
import { useMessage } from '../../../components/messages/MessageProvider';
import { useSetFlags } from '../api';
import { useNumberFormat } from '../hooks/use-number-format';
import { ANNOUNCEMENTS_NS } from '../i18n/messages';
import { deliveryProgress } from '../mail-model';

/** For icons that point in the reading direction (arrows, tags, the paper plane): mirrored right to left. */
export const mirrorInRtl = (theme: Theme) => ({
  transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
});

/** The coach's star and important marks, as two toggle buttons. */
export function FlagButtons({
  announcement,
  size = 'medium',
}: {
  announcement: AnnouncementSummary;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  const setFlags = useSetFlags();
  const showMessage = useMessage();
  const toggle = (flags: { starred?: boolean; important?: boolean }) =>
    setFlags.mutate(
      { id: announcement.id, flags },
      { onError: () => showMessage({ message: t('reading.flagsFailed'), variant: 'error' }) },
    );
  const starLabel = announcement.starred ? t('list.unstar') : t('list.star');
  const importantLabel = announcement.important ? t('list.unmarkImportant') : t('list.markImportant');
  return (
    <>
      <Tooltip title={starLabel} disableInteractive placement="top">
        <IconButton
          size={size}
          aria-label={t('list.star')}
          aria-pressed={announcement.starred}
          onClick={() => toggle({ starred: !announcement.starred })}
        >
          {announcement.starred ? <StarIcon sx={{ color: '#f9a825' }} /> : <StarBorderIcon />}
        </IconButton>
      </Tooltip>
      <Tooltip title={importantLabel} disableInteractive>
        <IconButton
          size={size}
          aria-label={t('filters.important')}
          aria-pressed={announcement.important}
          onClick={() => toggle({ important: !announcement.important })}
        >
          {announcement.important ? (
            <LabelImportantIcon sx={[{ color: '#ef6c00' }, mirrorInRtl]} />
          ) : (
            <LabelImportantOutlinedIcon sx={mirrorInRtl} />
          )}
        </IconButton>
      </Tooltip>
    </>
  );
}

/** How far the announcement's text messages have got (coach). */
export function DeliveryChip({ counts }: { counts: DeliveryCounts }) {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  const format = useNumberFormat();
  const progress = deliveryProgress(counts);
  const done = format.number(progress.sent + progress.failed);
  const total = format.number(progress.total);
  switch (progress.phase) {
    case 'empty':
      return <Chip size="small" variant="outlined" label={t('delivery.chipEmpty')} />;
    case 'sending':
      return (
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={t('delivery.chipSending', { done, total })}
        />
      );
    case 'failed':
      return (
        <Chip
          size="small"
          color="error"
          variant="outlined"
          label={t('delivery.chipFailed', { failed: format.number(progress.failed) })}
        />
      );
    case 'sent':
      return (
        <Chip
          size="small"
          color="success"
          variant="outlined"
          label={t('delivery.chipSent', { done, total })}
        />
      );
  }
}

export function PollChip() {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  return (
    <Chip size="small" color="secondary" variant="outlined" icon={<PollIcon />} label={t('list.poll')} />
  );
}

/** A player's poll: answered or still to answer. */
export function AnswerChip({ answered }: { answered: boolean }) {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  return answered ? (
    <Chip size="small" color="success" variant="outlined" label={t('list.answered')} />
  ) : (
    <Chip size="small" color="primary" variant="filled" label={t('list.answerNeeded')} />
  );
}

export function LabelChip({ label }: { label: AnnouncementLabel }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<LabelIcon sx={[{ color: `${label.color} !important` }, mirrorInRtl]} />}
      label={
        // The span cuts the name itself, so the ellipsis is at the name's own end in either direction.
        <Box
          component="span"
          dir="auto"
          sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {label.name}
        </Box>
      }
    />
  );
}
