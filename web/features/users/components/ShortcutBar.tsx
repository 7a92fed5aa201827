import BoltIcon from '@mui/icons-material/Bolt';
import EditIcon from '@mui/icons-material/Edit';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { ShortcutId } from '../../../../contract/users';
import { useMessage } from '../../../components/messages/MessageProvider';
import { isActive, type NavItem } from '../../../components/shell/navigation-model';
import { Tooltip } from '../../../components/tooltip/Tooltip';
import { useSaveShortcuts, userQueryOptions } from '../api';
import { USERS_NS } from '../i18n/messages';
import { pinnedPages, shortcutPages, type ShortcutPage } from '../shortcut-pages';
import { ShortcutEditor } from './ShortcutEditor';

/**
 * The toolbar's shortcuts (SPEC.md section 1; issue 32): the user's pinned pages of the navigation as icon
 * buttons, each named by its page (and its badge's count), and a button that edits them. `menu` is the
 * navigation as this user sees it, badges included: the bar offers exactly its pages.
 *
 * On a phone the toolbar has no room for a row: one "Shortcuts" button opens the same pages as a menu.
 */
export function ShortcutBar({ menu }: { menu: readonly NavItem[] }) {
  const { t } = useTranslation(USERS_NS);
  const { t: tApp } = useTranslation();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const user = useQuery(userQueryOptions());
  const save = useSaveShortcuts();
  const showMessage = useMessage();
  const [editing, setEditing] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const menuId = useId();

  // Signed out (the default user) or not known yet: no shortcuts to show.
  if (!user.data || user.data.role.length === 0) return null;
  const pages = shortcutPages(menu);
  const pinned = pinnedPages(menu, user.data.data.shortcuts);

  const labelOf = (page: ShortcutPage) => {
    const title = page.item.title ? tApp(page.item.title) : page.id;
    const count = page.item.badge?.count;
    return count ? t('badge', { title, count }) : title;
  };
  const onSave = (shortcuts: ShortcutId[]) => {
    setEditing(false);
    save.mutate(shortcuts, {
      onError: () => showMessage({ message: t('saveFailed'), variant: 'error' }),
    });
  };
  const icon = (page: ShortcutPage) => {
    const Icon = page.item.icon!;
    return (
      <Badge color="error" badgeContent={page.item.badge?.count} max={99}>
        <Icon />
      </Badge>
    );
  };
  const editor = (
    <ShortcutEditor
      open={editing}
      pages={pages}
      pinned={pinned.map((p) => p.id)}
      onSave={onSave}
      onClose={() => setEditing(false)}
    />
  );

  // The editor keeps its place in the tree whatever the width: turning a phone (or resizing a window)
  // while it is open keeps the changes not saved yet.
  return (
    <>
      {narrow ? phoneButton() : row()}
      {editor}
    </>
  );

  function phoneButton() {
    const badged = pinned.some((p) => (p.item.badge?.count ?? 0) > 0);
    return (
      <>
        <Tooltip title={t('open')}>
          <IconButton
            color="inherit"
            aria-label={t('open')}
            aria-haspopup="menu"
            aria-expanded={anchor ? true : undefined}
            aria-controls={anchor ? menuId : undefined}
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <Badge variant="dot" color="error" invisible={!badged}>
              <BoltIcon />
            </Badge>
          </IconButton>
        </Tooltip>
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {pinned.map((page) => (
            <MenuItem
              key={page.id}
              component={RouterLink}
              to={page.item.url!}
              selected={isActive(page.item, pathname)}
              onClick={() => setAnchor(null)}
              aria-label={labelOf(page)}
            >
              <ListItemIcon>{icon(page)}</ListItemIcon>
              <ListItemText>{page.item.title ? tApp(page.item.title) : page.id}</ListItemText>
            </MenuItem>
          ))}
          {pinned.length > 0 && <Divider />}
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setEditing(true);
            }}
          >
            <ListItemIcon>
              <EditIcon />
            </ListItemIcon>
            <ListItemText>{t('edit')}</ListItemText>
          </MenuItem>
        </Menu>
      </>
    );
  }

  function row() {
    return (
      <Box
        component="nav"
        aria-label={t('bar')}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.25, minWidth: 0 }}
      >
        {pinned.map((page) => (
          <Tooltip key={page.id} title={labelOf(page)}>
            <IconButton
              color={isActive(page.item, pathname) ? 'primary' : 'inherit'}
              component={RouterLink}
              to={page.item.url!}
              aria-label={labelOf(page)}
              aria-current={isActive(page.item, pathname) ? 'page' : undefined}
            >
              {icon(page)}
            </IconButton>
          </Tooltip>
        ))}
        <Tooltip title={t('edit')}>
          <IconButton color="inherit" aria-label={t('edit')} onClick={() => setEditing(true)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    );
  }
}
