import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { alpha, type Theme } from '@mui/material/styles';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { NavBadgeChip } from './NavBadgeChip';
import { containsPath, linkTarget, type NavItem } from './navigation-model';

/** SPEC.md section 9: submenus of the horizontal layout open after 150 ms of hover. */
export const HOVER_DELAY_MS = 150;

const entrySx = (level: number) => (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  width: level === 0 ? 'auto' : '100%',
  minHeight: level === 0 ? 40 : 40,
  paddingInline: 1.5,
  borderRadius: 2,
  justifyContent: 'flex-start',
  textAlign: 'start' as const,
  whiteSpace: 'nowrap' as const,
  color: 'text.primary',
  fontSize: '0.9375rem',
  textDecoration: 'none',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&.Mui-focusVisible, &:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: -2,
  },
  '&.active, &[data-inside="true"]': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.24 : 0.12),
    color: theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark,
    fontWeight: 600,
  },
});

interface EntryProps {
  item: NavItem;
  level: number;
  onNavigate: () => void;
}

function EntryLabel({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <>
      {Icon && <Icon fontSize="small" aria-hidden />}
      <span>{t(item.title ?? item.id)}</span>
      {item.badge && <NavBadgeChip badge={item.badge} />}
    </>
  );
}

/** A group or collapse: a disclosure button whose panel opens on click, Enter, or 150 ms of hover. */
function DisclosureEntry({ item, level, onNavigate }: EntryProps) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const inside = containsPath(item, pathname);

  const [shownPath, setShownPath] = useState(pathname);

  useEffect(() => () => clearTimeout(timer.current), []);
  // Another page shows: the menus close.
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  const later = useCallback((next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), HOVER_DELAY_MS);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      // A hover that began just before (the panel opened under the pointer) must not reopen it.
      clearTimeout(timer.current);
      setOpen(false);
      button.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  // Choosing a page closes this panel and every panel around it.
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
    onNavigate();
  };

  const Chevron = level === 0 ? ExpandMoreIcon : ChevronRightIcon;

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box
        sx={{ position: 'relative' }}
        onMouseEnter={() => later(true)}
        onMouseLeave={() => later(false)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        <ButtonBase
          ref={button}
          aria-expanded={open}
          aria-controls={panelId}
          data-inside={inside}
          onClick={() => {
            clearTimeout(timer.current);
            setOpen((value) => !value);
          }}
          sx={entrySx(level)}
        >
          <EntryLabel item={item} />
          <Chevron
            fontSize="small"
            aria-hidden
            sx={(theme) => ({
              marginInlineStart: 'auto',
              transform: level > 0 && theme.direction === 'rtl' ? 'scaleX(-1)' : undefined,
            })}
          />
        </ButtonBase>
        {open && (
          <Paper
            id={panelId}
            elevation={8}
            component="ul"
            sx={{
              position: 'absolute',
              zIndex: (theme) => theme.zIndex.appBar + level + 1,
              top: level === 0 ? 'calc(100% + 4px)' : 0,
              insetInlineStart: level === 0 ? 0 : '100%',
              minWidth: 240,
              margin: 0,
              padding: 0.75,
              listStyle: 'none',
            }}
          >
            {(item.children ?? []).map((child) => (
              <HorizontalEntry key={child.id} item={child} level={level + 1} onNavigate={close} />
            ))}
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}

function HorizontalEntry({ item, level, onNavigate }: EntryProps) {
  const { t } = useTranslation();
  switch (item.type) {
    case 'group':
    case 'collapse':
      return (
        <li>
          <DisclosureEntry item={item} level={level} onNavigate={onNavigate} />
        </li>
      );
    case 'item':
      return (
        <li>
          <ButtonBase
            component={NavLink}
            to={item.url ?? '/'}
            end={item.exact ?? false}
            onClick={onNavigate}
            sx={entrySx(level)}
          >
            <EntryLabel item={item} />
          </ButtonBase>
        </li>
      );
    case 'link': {
      const target = linkTarget(item);
      return (
        <li>
          <ButtonBase
            component="a"
            href={item.url}
            target={target}
            rel={target === '_blank' ? 'noopener noreferrer' : undefined}
            onClick={onNavigate}
            sx={entrySx(level)}
          >
            <EntryLabel item={item} />
            {target === '_blank' && (
              <>
                <OpenInNewIcon fontSize="inherit" aria-hidden />
                <span className="visually-hidden">{t('nav.opensInNewTab')}</span>
              </>
            )}
          </ButtonBase>
        </li>
      );
    }
    case 'divider':
      // An <hr> inside a plain <li>: a list may only hold list items.
      return (
        <Box component="li" sx={{ display: 'flex' }}>
          <Divider
            orientation={level === 0 ? 'vertical' : 'horizontal'}
            flexItem={level === 0}
            sx={{
              marginInline: level === 0 ? 0.5 : 0,
              marginBlock: level === 0 ? 1 : 0.5,
              width: level === 0 ? undefined : '100%',
            }}
          />
        </Box>
      );
  }
}

const noop = () => undefined;

/** The horizontal layout's menu bar (wide screens only; narrow screens use the drawer). */
export function HorizontalNavigation({ items, label }: { items: NavItem[]; label: string }) {
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{
        borderBlockEnd: 1,
        borderColor: 'divider',
        backgroundColor: 'background.paper',
        paddingInline: 2,
        paddingBlock: 0.5,
        position: 'relative',
        zIndex: (theme) => theme.zIndex.appBar - 1,
      }}
    >
      <Box
        component="ul"
        sx={{ display: 'flex', alignItems: 'stretch', gap: 0.5, margin: 0, padding: 0, listStyle: 'none' }}
      >
        {items.map((item) => (
          <HorizontalEntry key={item.id} item={item} level={0} onNavigate={noop} />
        ))}
      </Box>
    </Box>
  );
}
