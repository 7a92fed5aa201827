import CampaignIcon from '@mui/icons-material/Campaign';
import CloseIcon from '@mui/icons-material/Close';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import PersonIcon from '@mui/icons-material/Person';
import SearchIcon from '@mui/icons-material/Search';
import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import ArticleIcon from '@mui/icons-material/Article';
import type { SvgIconComponent } from '@mui/icons-material';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { PopperProps } from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEARCH_LIMIT_MAX, SEARCH_MIN_LENGTH, type SearchKind } from '../../../../contract/search/index';
import { filterByRole } from '../../../components/shell/navigation-model';
import type { ShellSession } from '../../../components/shell/shell-types';
import { navigation } from '../../../config/navigation';
import { searchQueryOptions } from '../api';
import { SEARCH_NS } from '../messages';
import { matchPages, menuPages } from '../page-matches';

/** How long typing must pause before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Pages first, at most this many; the server's names fill the rest of the ten. */
const PAGES_MAX = 4;

interface Option {
  key: string;
  kind: SearchKind | 'page' | 'status';
  title: string;
  secondary: string;
  link?: string;
  icon: SvgIconComponent;
}

const KIND_ICONS: Record<SearchKind, SvgIconComponent> = {
  player: PersonIcon,
  team: GroupsIcon,
  match: SportsTennisIcon,
  dual: Diversity3Icon,
  tournament: EmojiEventsIcon,
  event: EventIcon,
  announcement: CampaignIcon,
};

/**
 * The list of suggestions under the field, in the dialog's flow (not a floating popper): its inline
 * style wins over the popper's absolute position and measured width, and it takes a row of its
 * own below the field and the close button.
 */
function InlineList(props: PopperProps) {
  const { disablePortal: _portal, anchorEl: _anchor, open: _open, style, ...rest } = props;
  return (
    <Box
      {...(rest as object)}
      style={{ ...style, position: 'static', width: '100%', flexBasis: '100%', order: 1 }}
    />
  );
}

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  session: ShellSession;
  /** Phones: the whole screen. */
  fullScreen: boolean;
}

/**
 * The search (issue 32): the navigation's pages matched here, names from the server
 * (GET /api/auth/search) after typing pauses. A combobox with its listbox: arrows move, Enter opens,
 * Escape closes.
 */
export function SearchDialog({ open, onClose, session, fullScreen }: SearchDialogProps) {
  const { t, i18n } = useTranslation(SEARCH_NS);
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const q = input.trim();
  const [debounced, setDebounced] = useState(q);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(q), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q]);
  const asks = debounced.length >= SEARCH_MIN_LENGTH;
  const names = useQuery({ ...searchQueryOptions(debounced), enabled: open && asks });
  const waiting = q.length >= SEARCH_MIN_LENGTH && (debounced !== q || (asks && names.isPending));

  const teams = session.user.status === 'success' ? session.user.user.teams : undefined;
  const pages = useMemo(
    () => menuPages(filterByRole(navigation, session.role, teams), (key) => tApp(key)),
    [session.role, teams, tApp],
  );

  const options = useMemo((): Option[] => {
    if (q === '') return [];
    const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    const found: Option[] = matchPages(pages, q, PAGES_MAX).map((page) => ({
      key: `page-${page.id}`,
      kind: 'page',
      title: page.title,
      secondary: page.trail.length > 0 ? page.trail.join(' › ') : t('kinds.page'),
      link: page.link,
      icon: page.icon ?? ArticleIcon,
    }));
    const results = !waiting && names.isSuccess && names.data ? names.data : [];
    for (const r of results.slice(0, SEARCH_LIMIT_MAX - found.length)) {
      const team = r.team === undefined ? undefined : tApp(`teams.${r.team}`);
      found.push({
        key: `${r.kind}-${r.id}`,
        kind: r.kind,
        title: r.kind === 'team' && team ? team : r.title,
        secondary: [
          t(`kinds.${r.kind}`),
          r.kind === 'team' ? undefined : team,
          r.at ? dates.format(new Date(r.at)) : undefined,
          r.subtitle,
        ]
          .filter(Boolean)
          .join(' · '),
        link: r.link,
        icon: KIND_ICONS[r.kind],
      });
    }
    if (found.length > 0 && waiting) found.push(statusOption('loading', t('loading')));
    else if (found.length > 0 && asks && names.isError) found.push(statusOption('error', t('pagesOnly')));
    return found;
  }, [q, pages, waiting, asks, names.isSuccess, names.isError, names.data, t, tApp, i18n.language]);

  const close = () => {
    setInput('');
    onClose();
  };
  const emptyText = waiting ? t('loading') : asks && names.isError ? t('error') : t('noResults');

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          'aria-label': t('dialog'),
          sx: fullScreen ? {} : { alignSelf: 'flex-start', marginBlockStart: 8 },
        },
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, padding: 2 }}>
        <Autocomplete<Option, false, false, false>
          sx={{ flex: 1 }}
          open={q !== ''}
          options={options}
          filterOptions={(all) => all}
          getOptionLabel={(option) => option.title}
          getOptionDisabled={(option) => option.kind === 'status'}
          isOptionEqualToValue={(a, b) => a.key === b.key}
          value={null}
          inputValue={input}
          onInputChange={(_event, value, reason) => {
            if (reason !== 'reset') setInput(value);
          }}
          onChange={(_event, option) => {
            if (!option?.link) return;
            close();
            void navigate(option.link);
          }}
          onClose={(_event, reason) => {
            if (reason === 'escape') close();
          }}
          autoHighlight
          forcePopupIcon={false}
          disablePortal
          loading={waiting}
          loadingText={t('loading')}
          noOptionsText={emptyText}
          slots={{ popper: InlineList }}
          slotProps={{
            paper: { elevation: 0 },
            listbox: { sx: { maxHeight: fullScreen ? 'none' : '60vh' } },
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              placeholder={t('placeholder')}
              slotProps={{
                ...params.slotProps,
                htmlInput: {
                  ...params.slotProps.htmlInput,
                  'aria-label': t('label'),
                  enterKeyHint: 'search',
                },
                input: {
                  ...params.slotProps.input,
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
          renderOption={(props, option) => {
            const { key: _key, ...rest } = props as typeof props & { key: string };
            const Icon = option.icon;
            return (
              <Box component="li" key={option.key} {...rest} sx={{ gap: 1.5 }} data-kind={option.kind}>
                <Icon fontSize="small" color={option.kind === 'status' ? 'disabled' : 'action'} aria-hidden />
                <Box sx={{ minWidth: 0 }}>
                  <Typography noWrap>{option.title}</Typography>
                  {option.secondary && (
                    <Typography variant="body2" color="text.secondary" noWrap>
                      {option.secondary}
                    </Typography>
                  )}
                </Box>
              </Box>
            );
          }}
        />
        <IconButton aria-label={t('close')} onClick={close} sx={{ marginBlockStart: 1 }}>
          <CloseIcon />
        </IconButton>
      </Box>
    </Dialog>
  );
}

function statusOption(key: string, title: string): Option {
  return { key: `status-${key}`, kind: 'status', title, secondary: '', icon: SearchIcon };
}
