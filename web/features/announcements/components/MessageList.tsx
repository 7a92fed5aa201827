import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ClearIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { Tooltip } from '../../../components/tooltip/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AnnouncementLabel, AnnouncementSummary } from '../../../../contract/announcements';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { listQueryOptions } from '../api';
import { useNumberFormat } from '../hooks/use-number-format';
import { ANNOUNCEMENTS_NS } from '../i18n/messages';
import { listQueryOf, listTime, PAGE_SIZE, viewPath, type MailView, type Role } from '../mail-model';
import { AnswerChip, DeliveryChip, FlagButtons, LabelChip, PollChip } from './MailBits';

interface MessageListProps {
  role: Role;
  view: MailView;
  mailId: number | undefined;
  labels: AnnouncementLabel[] | undefined;
  /** Opens the side panel (narrow screens, where it is a drawer). */
  onOpenSidebar?: () => void;
}

/** The name of the list on screen. */
export function useViewTitle(role: Role, view: MailView, labels: AnnouncementLabel[] | undefined): string {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  switch (view.kind) {
    case 'audience': {
      const audience = t(`translation:teams.${view.skillLevel}`);
      return role === 'coach' ? `${audience} · ${t(`folders.${view.folder}`)}` : audience;
    }
    case 'label':
      return labels?.find((l) => l.id === view.labelId)?.name ?? t('sidebar.labels');
    case 'filter':
      return t(`filters.${view.filter}`);
  }
}

/** One page of a list, newest first, with search and paging; each entry opens in the reading pane. */
export function MessageList({ role, view, mailId, labels, onOpenSidebar }: MessageListProps) {
  const { t, i18n } = useTranslation(ANNOUNCEMENTS_NS);
  const format = useNumberFormat();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [page, setPage] = useState(0);
  const list = useQuery(listQueryOptions(listQueryOf(view, deferredSearch, page)));
  const title = useViewTitle(role, view, labels);
  // "Today" for the times of the list: the day the list was opened.
  const [now] = useState(() => new Date());

  const total = list.data?.total ?? 0;
  const from = page * PAGE_SIZE + 1;
  const to = Math.min(total, (page + 1) * PAGE_SIZE);
  const notAvailable = list.error instanceof ApiError && list.error.status === 404;

  const body = () => {
    if (list.isPending) {
      return (
        <Box aria-busy="true" sx={{ padding: 2 }}>
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} variant="rounded" height={72} sx={{ marginBlockEnd: 1.5 }} />
          ))}
          <span className="visually-hidden">{t('list.loading')}</span>
        </Box>
      );
    }
    if (list.isError) {
      return (
        <Box sx={{ padding: 2 }}>
          {notAvailable ? (
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" component={RouterLink} to={paths.announcementsChoose}>
                  {t('list.toChoose')}
                </Button>
              }
            >
              {t('list.notAvailable')}
            </Alert>
          ) : (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                  {t('translation:app.retry')}
                </Button>
              }
            >
              {t('list.error')}
            </Alert>
          )}
        </Box>
      );
    }
    if (list.data.data.length === 0) {
      return (
        <Box sx={{ padding: 3, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 500 }}>
            {deferredSearch.trim() ? t('list.emptySearch') : t('list.empty')}
          </Typography>
          {role === 'coach' &&
            view.kind === 'audience' &&
            view.folder !== 'trash' &&
            !deferredSearch.trim() && (
              <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 1 }}>
                {t('list.emptyCoach')}
              </Typography>
            )}
        </Box>
      );
    }
    return (
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.data.data.map((announcement) => (
          <MessageItem
            key={announcement.id}
            announcement={announcement}
            role={role}
            view={view}
            selected={announcement.id === mailId}
            time={listTime(announcement.time, now, i18n.language)}
          />
        ))}
      </Box>
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ padding: 1.5, borderBlockEnd: 1, borderColor: 'divider' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, marginBlockEnd: 1 }}>
          {onOpenSidebar && (
            <Tooltip title={t('sidebar.open')}>
              <IconButton aria-label={t('sidebar.open')} onClick={onOpenSidebar} edge="start">
                <MenuIcon />
              </IconButton>
            </Tooltip>
          )}
          <Typography id={headingId} component="h2" variant="h6" noWrap sx={{ flex: 1, minWidth: 0 }}>
            <span dir="auto">{title}</span>
          </Typography>
          <Tooltip title={t('list.refresh')}>
            <IconButton aria-label={t('list.refresh')} onClick={() => void list.refetch()}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
        </Box>
        <TextField
          type="search"
          size="small"
          fullWidth
          value={search}
          onChange={(event) => {
            // A new search starts at the first page.
            setSearch(event.target.value);
            setPage(0);
          }}
          label={t('list.search')}
          slotProps={{
            htmlInput: { dir: 'auto', maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: search ? (
                <InputAdornment position="end">
                  <IconButton
                    size="small"
                    aria-label={t('list.clearSearch')}
                    onClick={() => {
                      setSearch('');
                      setPage(0);
                    }}
                    edge="end"
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
        {total > PAGE_SIZE && (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'flex-end',
              gap: 0.5,
              marginBlockStart: 1,
            }}
          >
            <Typography variant="body2" color="text.secondary">
              {t('list.range', {
                from: format.number(from),
                to: format.number(to),
                total: format.number(total),
              })}
            </Typography>
            <Tooltip title={t('list.previous')}>
              <span>
                <IconButton
                  aria-label={t('list.previous')}
                  disabled={page === 0}
                  onClick={() => setPage((p) => p - 1)}
                >
                  <ChevronLeftIcon
                    sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
                  />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('list.next')}>
              <span>
                <IconButton
                  aria-label={t('list.next')}
                  disabled={to >= total}
                  onClick={() => setPage((p) => p + 1)}
                >
                  <ChevronRightIcon
                    sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
                  />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        )}
      </Box>
      <Box sx={{ height: 4 }}>
        {list.isFetching && !list.isPending && <LinearProgress aria-label={t('list.loading')} />}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>{body()}</Box>
    </Box>
  );
}

interface MessageItemProps {
  announcement: AnnouncementSummary;
  role: Role;
  view: MailView;
  selected: boolean;
  time: string;
}

function MessageItem({ announcement: a, role, view, selected, time }: MessageItemProps) {
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
