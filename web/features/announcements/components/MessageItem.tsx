import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AnnouncementSummary } from '../../../../contract/announcements';
import { ANNOUNCEMENTS_NS } from '../i18n/messages';
import { viewPath, type MailView, type Role } from '../mail-model';
import { AnswerChip, DeliveryChip, FlagButtons, LabelChip, PollChip } from './MailBits';

interface MessageItemProps {
  announcement: AnnouncementSummary;
  role: Role;
  view: MailView;
  selected: boolean;
  time: string;
}

/** One entry of the list: who, when, subject, preview and chips; a link that opens it in the reading pane. */
export function MessageItem({ announcement: a, role, view, selected, time }: MessageItemProps) {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  const coachName = `${a.coach.firstName} ${a.coach.lastName}`;
  return (
    <Box
      component="li"
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'flex-start',
        borderBlockEnd: 1,
        borderColor: 'divider',
        backgroundColor: selected
          ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.08)
          : 'transparent',
        borderInlineStart: 3,
        borderInlineStartColor: selected ? theme.palette.primary.main : 'transparent',
      })}
    >
      {role === 'coach' && (
        <Box
          sx={{ display: 'flex', flexDirection: 'column', paddingBlockStart: 0.5, paddingInlineStart: 0.5 }}
        >
          <FlagButtons announcement={a} size="small" />
        </Box>
      )}
      <Box
        component={RouterLink}
        to={viewPath(view, a.id)}
        aria-current={selected ? 'true' : undefined}
        sx={(theme) => ({
          flex: 1,
          minWidth: 0,
          display: 'block',
          color: 'inherit',
          textDecoration: 'none',
          paddingBlock: 1.25,
          paddingInline: 1.5,
          '&:hover': { backgroundColor: theme.palette.action.hover },
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
        })}
      >
        {a.unread && <span className="visually-hidden">{t('list.unread')}</span>}
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          {/* User text is cut by the element that takes its direction: the ellipsis lands at its own end. */}
          <Typography
            variant="body2"
            noWrap
            dir="auto"
            sx={{ flex: 1, minWidth: 0, fontWeight: a.unread ? 700 : 600, textAlign: 'start' }}
          >
            {coachName}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {time}
          </Typography>
        </Box>
        <Typography
          variant="body2"
          noWrap
          dir={a.subject ? 'auto' : undefined}
          sx={{ fontWeight: a.unread ? 700 : 500 }}
        >
          {a.subject || t('list.noSubject')}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          dir="auto"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {a.preview}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.5,
            marginBlockStart: 0.75,
            '&:empty': { display: 'none' },
          }}
        >
          {view.kind !== 'audience' && <Chip size="small" label={t(`translation:teams.${a.skillLevel}`)} />}
          {a.isPoll && <PollChip />}
          {a.isPoll && role === 'player' && <AnswerChip answered={a.myAnswer !== null} />}
          {role === 'coach' && a.delivery && <DeliveryChip counts={a.delivery} />}
          {a.labels.map((label) => (
            <LabelChip key={label.id} label={label} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
