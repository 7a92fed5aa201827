import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { NavBadgeChip } from './NavBadgeChip';
import { containsPath, indentFor, linkTarget, type NavItem } from './navigation-model';

interface EntryProps {
  item: NavItem;
  level: number;
  /** Called when a page is chosen (the mobile drawer closes then). */
  onNavigate?: () => void;
}

/** Class names the folded navbar uses to show icons only. */
export const NAV_CLASSES = { text: 'nav-text', extra: 'nav-extra', heading: 'nav-heading' } as const;

const itemSx = (level: number) =>
  ({
    minHeight: 44,
    borderRadius: 2,
    marginInline: 1,
    marginBlock: 0.25,
    paddingInlineStart: `${indentFor(level) - 8}px`,
    paddingInlineEnd: 1.5,
    '&.active': {
      backgroundColor: 'primary.main',
      color: 'primary.contrastText',
      '& .MuiListItemIcon-root': { color: 'inherit' },
      '&:hover': { backgroundColor: 'primary.dark' },
    },
  }) as const;

function EntryIcon({ item }: { item: NavItem }) {
  const Icon = item.icon;
  if (!Icon) return null;
  return (
    <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
      <Icon fontSize="small" aria-hidden />
    </ListItemIcon>
  );
}

function PageEntry({ item, level, onNavigate }: EntryProps) {
  const { t } = useTranslation();
  return (
    <ListItemButton
      component={NavLink}
      to={item.url ?? '/'}
      end={item.exact ?? false}
      onClick={onNavigate}
      sx={itemSx(level)}
    >
      <EntryIcon item={item} />
      <ListItemText className={NAV_CLASSES.text} primary={t(item.title ?? item.id)} />
      {item.badge && <NavBadgeChip className={NAV_CLASSES.extra} badge={item.badge} />}
    </ListItemButton>
  );
}

function LinkEntry({ item, level, onNavigate }: EntryProps) {
  const { t } = useTranslation();
  const target = linkTarget(item);
  const newTab = target === '_blank';
  return (
    <ListItemButton
      component="a"
      href={item.url}
      target={target}
      rel={newTab ? 'noopener noreferrer' : undefined}
      onClick={onNavigate}
      sx={itemSx(level)}
    >
      <EntryIcon item={item} />
      <ListItemText
        className={NAV_CLASSES.text}
        primary={
          <>
            {t(item.title ?? item.id)}
            {newTab && <span className="visually-hidden"> {t('nav.opensInNewTab')}</span>}
          </>
        }
      />
      {item.badge && <NavBadgeChip className={NAV_CLASSES.extra} badge={item.badge} />}
      {newTab && <OpenInNewIcon className={NAV_CLASSES.extra} fontSize="inherit" aria-hidden />}
    </ListItemButton>
  );
}

function CollapseEntry({ item, level, onNavigate }: EntryProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const inside = containsPath(item, pathname);
  const [open, setOpen] = useState(inside);
  const [wasInside, setWasInside] = useState(inside);
  const listId = useId();

  // SPEC.md section 2: a collapse opens by itself when the current page comes inside it.
  if (inside !== wasInside) {
    setWasInside(inside);
    if (inside) setOpen(true);
  }

  return (
    <>
      <ListItemButton
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={inside && !open ? 'active' : undefined}
        sx={itemSx(level)}
      >
        <EntryIcon item={item} />
        <ListItemText className={NAV_CLASSES.text} primary={t(item.title ?? item.id)} />
        {item.badge && <NavBadgeChip className={NAV_CLASSES.extra} badge={item.badge} />}
        <ExpandMoreIcon
          className={NAV_CLASSES.extra}
          fontSize="small"
          aria-hidden
          sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
        />
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {(item.children ?? []).map((child) => (
            <NavEntry key={child.id} item={child} level={level + 1} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

function GroupEntry({ item, level, onNavigate }: EntryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <li>
      <ListSubheader
        id={headingId}
        className={NAV_CLASSES.heading}
        component="div"
        disableSticky
        sx={{
          backgroundColor: 'transparent',
          paddingInlineStart: `${indentFor(level)}px`,
          textTransform: 'uppercase',
          letterSpacing: '0.06em',
          fontSize: '0.75rem',
          fontWeight: 700,
          lineHeight: '36px',
          color: 'text.secondary',
        }}
      >
        {t(item.title ?? item.id)}
      </ListSubheader>
      <List disablePadding aria-labelledby={headingId}>
        {(item.children ?? []).map((child) => (
          <NavEntry key={child.id} item={child} level={level} onNavigate={onNavigate} />
        ))}
      </List>
    </li>
  );
}

function NavEntry(props: EntryProps) {
  switch (props.item.type) {
    case 'group':
      return <GroupEntry {...props} />;
    case 'collapse':
      return (
        <li>
          <CollapseEntry {...props} />
        </li>
      );
    case 'item':
      return (
        <li>
          <PageEntry {...props} />
        </li>
      );
    case 'link':
      return (
        <li>
          <LinkEntry {...props} />
        </li>
      );
    case 'divider':
      // An <hr> inside a plain <li>: a list may only hold list items.
      return (
        <li>
          <Divider sx={{ marginBlock: 1, marginInline: 2 }} />
        </li>
      );
  }
}

/** The vertical menu: groups with headings, collapses that open in place, indented by level. */
export function VerticalNavigation({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  return (
    <List component="ul" disablePadding sx={{ paddingBlock: 1 }}>
      {items.map((item) => (
        <NavEntry key={item.id} item={item} level={0} onNavigate={onNavigate} />
      ))}
    </List>
  );
}
