import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ClearIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { Tooltip } from '../../../components/tooltip/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AnnouncementLabel } from '../../../../contract/announcements';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { listQueryOptions } from '../api';
import { useNumberFormat } from '../hooks/use-number-format';
import { ANNOUNCEMENTS_NS } from '../i18n/messages';
import { listQueryOf, listTime, PAGE_SIZE, type MailView, type Role } from '../mail-model';
import { MessageItem } from './MessageItem';

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
