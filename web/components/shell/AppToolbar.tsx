import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import Badge from '@mui/material/Badge';
import SettingsIcon from '@mui/icons-material/Settings';
import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import { Tooltip } from '../tooltip/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { THEMES, type ThemeId } from '../../theme/themes';
import { LanguageMenu } from './LanguageMenu';
import type { NavBadge } from './navigation-model';
import type { ShellSession } from './shell-types';
import { UserHeader } from './UserHeader';

/** Icons that point somewhere are mirrored in right-to-left pages. */
export const mirrorInRtl = (theme: Theme) => ({
  transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined,
});

export type MenuButtonMode = 'drawer' | 'fold' | 'none';

interface AppToolbarProps {
  session: ShellSession;
  themeId: ThemeId;
  language: Language;
  menuButton: MenuButtonMode;
  folded: boolean;
  /**
   * The menu's badges with a count (unread announcements, the to-do list): a dot on the phone's menu
   * button, and each badge's own words in its name (one poll can be in both: it is not added up).
   */
  menuBadges: readonly NavBadge[];
  /** Shows the brand and the user in the toolbar (when no vertical navbar shows them). */
  showBrand: boolean;
  showUser: boolean;
  onMenuButton: () => void;
  onInvertTheme: () => void;
  onLanguage: (language: Language) => void;
  onOpenSettings: () => void;
  onLogout: () => void;
  /** The toolbar's search (`<ToolbarSearch />` of web/features/search, given by the app layout). */
  search?: ReactNode;
  /** The user's shortcuts (`<ShortcutBar />` of web/features/users, given by the app layout). */
  shortcuts?: ReactNode;
}

export function AppToolbar(props: AppToolbarProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const inverseIsDark = THEMES[THEMES[props.themeId].inverse].palette.mode === 'dark';
  const invertLabel = t(inverseIsDark ? 'shell.toDark' : 'shell.toLight');

  const buttonLabel =
    props.menuButton === 'drawer' ? t('shell.openMenu') : props.folded ? t('shell.unfold') : t('shell.fold');
  // The drawer hides the menu's badges until it opens: the button shows that there are some.
  const menuDot = props.menuButton === 'drawer' && props.menuBadges.length > 0;
  const menuLabel = menuDot
    ? [buttonLabel, ...props.menuBadges.map((b) => t(b.label ?? b.title, { count: b.count }))].join(', ')
    : buttonLabel;

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBlockEnd: 1, borderColor: 'divider', backgroundColor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, paddingInline: { xs: 1, sm: 2 } }}>
        {props.menuButton !== 'none' && (
          <IconButton
            color="inherit"
            aria-label={menuLabel}
            aria-pressed={props.menuButton === 'fold' ? props.folded : undefined}
            onClick={props.onMenuButton}
          >
            {props.menuButton === 'fold' && !props.folded ? (
              <MenuOpenIcon sx={mirrorInRtl} />
            ) : (
              <Badge variant="dot" color="error" invisible={!menuDot}>
                <MenuIcon />
              </Badge>
            )}
          </IconButton>
        )}
        {props.showBrand && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <SportsTennisIcon color="primary" aria-hidden />
            <Typography
              component="p"
              variant="h6"
              noWrap
              sx={{ fontWeight: 700, display: { xs: 'none', sm: 'block' } }}
            >
              {t('app.name')}
            </Typography>
          </Box>
        )}
        <Box sx={{ flex: 1 }} />
        {props.search}
        {props.shortcuts}
        {props.showUser && (
          <Box sx={{ display: { xs: 'none', md: 'block' }, maxWidth: 320, marginInlineEnd: 1 }}>
            <UserHeader session={props.session} compact />
          </Box>
        )}
        <Tooltip title={invertLabel}>
          <IconButton color="inherit" aria-label={invertLabel} onClick={props.onInvertTheme}>
            {inverseIsDark ? <DarkModeIcon /> : <LightModeIcon />}
          </IconButton>
        </Tooltip>
        <LanguageMenu value={props.language} onChange={props.onLanguage} compact={narrow} />
        <Tooltip title={t('settings.title')}>
          <IconButton color="inherit" aria-label={t('settings.title')} onClick={props.onOpenSettings}>
            <SettingsIcon />
          </IconButton>
        </Tooltip>
        {narrow ? (
          <Tooltip title={t('shell.logout')}>
            <IconButton color="inherit" aria-label={t('shell.logout')} onClick={props.onLogout}>
              <LogoutIcon sx={mirrorInRtl} />
            </IconButton>
          </Tooltip>
        ) : (
          <Button color="inherit" startIcon={<LogoutIcon sx={mirrorInRtl} />} onClick={props.onLogout}>
            {t('shell.logout')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
