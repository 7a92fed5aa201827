import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VERSION_LABEL } from '../../config/app';
import type { Preferences } from '../../lib/stored-preferences';
import { THEMES } from '../../theme/themes';
import { AppToolbar } from './AppToolbar';
import { HorizontalNavigation } from './HorizontalNavigation';
import { countedBadges, type NavItem } from './navigation-model';
import { lazyUntilOpen } from '../lazy/lazy-until-open';
import type { ShellSession } from './shell-types';
import { UserHeader } from './UserHeader';
import { NAV_CLASSES, VerticalNavigation } from './VerticalNavigation';

const NAVBAR_WIDTH = 280;
const FOLDED_WIDTH = 72;
const MAIN_ID = 'main-content';

interface ShellProps {
  session: ShellSession;
  /** The menu as this user's role sees it. */
  menu: NavItem[];
  preferences: Preferences;
  onPreferencesChange: (patch: Partial<Preferences>) => void;
  onLogout: () => void;
  /** The toolbar's search (web/features/search ToolbarSearch, given by the app layout). */
  search?: ReactNode;
  /** The toolbar's shortcuts (web/features/users ShortcutBar, given by the app layout). */
  shortcuts?: ReactNode;
  children: ReactNode;
}

/** Hidden from sight but still read by screen readers. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A folded navbar shows icons only (until hovered or focused). */
const foldedSx = {
  [`& .${NAV_CLASSES.text}, & .${NAV_CLASSES.heading}, & .navbar-user-text, & .navbar-brand-text`]:
    visuallyHidden,
  [`& .${NAV_CLASSES.extra}, & .MuiCollapse-root`]: { display: 'none' },
  '& .MuiListItemButton-root': { justifyContent: 'center', paddingInline: 0 },
  '& .MuiListItemIcon-root': { minWidth: 0 },
  '& .navbar-user': { justifyContent: 'center' },
} as const;

function NavbarContent({
  session,
  menu,
  navLabel,
  onNavigate,
}: {
  session: ShellSession;
  menu: NavItem[];
  navLabel: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, paddingInline: 3, minHeight: 64 }}
        className="navbar-user"
      >
        <SportsTennisIcon color="primary" aria-hidden />
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }} className="navbar-brand-text" noWrap>
          {t('app.name')}
        </Typography>
      </Box>
      <Box sx={{ paddingInline: 2, paddingBlockEnd: 2 }} className="navbar-user">
        <Box className="navbar-user-block">
          <UserHeader session={session} onNavigate={onNavigate} />
        </Box>
      </Box>
      <Box component="nav" aria-label={navLabel} sx={{ flex: 1 }}>
        <VerticalNavigation items={menu} onNavigate={onNavigate} />
      </Box>
    </>
  );
}

/**
 * The vertical layout's side navbar on wide screens; it folds to icons and unfolds on hover or focus.
 * Its column runs the page's whole height (the panel's background and edge reach the footer of a
 * long page); the menu inside stays in view while the page scrolls.
 */
function DesktopNavbar({ folded, children }: { folded: boolean; children: ReactNode }) {
  const [foldedOpen, setFoldedOpen] = useState(false);
  const iconsOnly = folded && !foldedOpen;
  return (
    <Box
      data-testid="navbar-column"
      sx={{
        width: folded ? FOLDED_WIDTH : NAVBAR_WIDTH,
        flexShrink: 0,
        transition: 'width 200ms',
        backgroundColor: 'background.paper',
        borderInlineEnd: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        data-testid="navbar"
        data-folded={folded}
        onMouseEnter={() => folded && setFoldedOpen(true)}
        onMouseLeave={() => setFoldedOpen(false)}
        onFocus={() => folded && setFoldedOpen(true)}
        onBlur={(event: FocusEvent<HTMLElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFoldedOpen(false);
        }}
        sx={[
          {
            position: 'sticky',
            insetBlockStart: 0,
            zIndex: (theme: Theme) => theme.zIndex.appBar + 1,
            width: iconsOnly ? FOLDED_WIDTH : NAVBAR_WIDTH,
            height: '100dvh',
            overflowY: 'auto',
            overflowX: 'hidden',
            display: 'flex',
            flexDirection: 'column',
            backgroundColor: 'background.paper',
            // Drawn over the column's own edge, so the two read as one.
            borderInlineEnd: 1,
            borderColor: 'divider',
            transition: 'width 200ms',
            boxShadow: folded && foldedOpen ? 8 : 0,
          },
          iconsOnly && foldedSx,
        ]}
      >
        {children}
      </Box>
    </Box>
  );
}

/** The settings drawer: its code (radio groups and all) loads when it is first opened. */
const SettingsPanel = lazyUntilOpen(
  () => import('./SettingsPanel').then((module) => module.SettingsPanel),
  (props) => props.open,
);

/**
 * The chrome every signed-in page lives in (SPEC.md section 2 "Navigation chrome"):
 * vertical or horizontal menu, foldable navbar, a drawer on narrow screens, the toolbar
 * and the settings panel.
 */
export function Shell({
  session,
  menu,
  preferences,
  onPreferencesChange,
  onLogout,
  search,
  shortcuts,
  children,
}: ShellProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [folded, setFolded] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const vertical = preferences.layout === 'vertical';
  const sideNavbar = vertical && !narrow;
  const navLabel = t('nav.label');

  const navbar = (onNavigate?: () => void) => (
    <NavbarContent session={session} menu={menu} navLabel={navLabel} onNavigate={onNavigate} />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }} data-layout={preferences.layout}>
      <Link
        href={`#${MAIN_ID}`}
        sx={{
          ...visuallyHidden,
          '&:focus': {
            position: 'fixed',
            insetBlockStart: 8,
            insetInlineStart: 8,
            width: 'auto',
            height: 'auto',
            clip: 'auto',
            zIndex: 2000,
            padding: 1.5,
            backgroundColor: 'background.paper',
            boxShadow: 4,
            borderRadius: 1,
          },
        }}
      >
        {t('app.skipToContent')}
      </Link>

      {sideNavbar && <DesktopNavbar folded={folded}>{navbar()}</DesktopNavbar>}
      {narrow && (
        <Drawer
          anchor="left"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          slotProps={{ paper: { 'aria-label': navLabel, sx: { width: NAVBAR_WIDTH, maxWidth: '85vw' } } }}
        >
          {navbar(() => setMobileOpen(false))}
        </Drawer>
      )}

      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppToolbar
          session={session}
          themeId={preferences.theme}
          language={preferences.language}
          menuButton={narrow ? 'drawer' : vertical ? 'fold' : 'none'}
          folded={folded}
          menuBadges={countedBadges(menu)}
          showBrand={!sideNavbar}
          showUser={!sideNavbar}
          onMenuButton={() => (narrow ? setMobileOpen(true) : setFolded((value) => !value))}
          onInvertTheme={() => onPreferencesChange({ theme: THEMES[preferences.theme].inverse })}
          onLanguage={(language) => onPreferencesChange({ language })}
          onOpenSettings={() => setSettingsOpen(true)}
          onLogout={onLogout}
          search={search}
          shortcuts={shortcuts}
        />
        {!vertical && !narrow && <HorizontalNavigation items={menu} label={navLabel} />}
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ flex: 1, padding: { xs: 2, sm: 3 }, outline: 'none' }}
        >
          {children}
        </Box>
        <Box
          component="footer"
          sx={{ paddingInline: 3, paddingBlock: 1.5, borderBlockStart: 1, borderColor: 'divider' }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('app.name')} <span dir="ltr">{VERSION_LABEL}</span>
          </Typography>
        </Box>
      </Box>

      <SettingsPanel
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        preferences={preferences}
        onChange={onPreferencesChange}
      />
    </Box>
  );
}
