import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { Tooltip } from '../tooltip/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { PersonAvatar } from '../avatar/PersonAvatar';
import type { ShellSession } from './shell-types';

/** The navbar's user block: photo (or initials), first and last name, and the teams (coach) or team (player). */
export function UserHeader({
  session,
  compact = false,
  onNavigate,
}: {
  session: ShellSession;
  compact?: boolean;
  /** Called when the user follows the settings link (the mobile drawer then closes, as for menu items). */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { user, role } = session;

  if (user.status === 'pending') {
    return (
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }} aria-busy="true">
        <Skeleton variant="circular" width={40} height={40} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="70%" />
          <Skeleton width="50%" />
        </Box>
        <span className="visually-hidden">{t('shell.userLoading')}</span>
      </Box>
    );
  }

  if (user.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={user.retry}>
            {t('app.retry')}
          </Button>
        }
      >
        {t('shell.userError')}
      </Alert>
    );
  }

  const { firstName, lastName, avatar, teams } = user.user;
  const teamText =
    teams.length > 0
      ? teams.map((team) => t(`teams.${team}`)).join(t('shell.listSeparator'))
      : t('shell.noTeam');

  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
      <PersonAvatar firstName={firstName} lastName={lastName} src={avatar} color="secondary" />
      <Box sx={{ minWidth: 0 }} className="navbar-user-text">
        <Typography
          data-testid="user-name"
          sx={{ fontWeight: 600, lineHeight: 1.3 }}
          noWrap={compact}
          dir="auto"
        >
          {firstName} {lastName}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap={compact}>
          <span className="visually-hidden">
            {t(role === 'coach' ? 'shell.coachTeams' : 'shell.playerTeam')}{' '}
          </span>
          <span data-testid="user-teams">{teamText}</span>
        </Typography>
      </Box>
      <Tooltip title={t('settings.account')}>
        <IconButton
          component={RouterLink}
          to={paths.settings}
          onClick={onNavigate}
          aria-label={t('settings.account')}
          size="small"
          className="navbar-user-text"
          sx={{ marginInlineStart: 'auto', flexShrink: 0 }}
        >
          <ManageAccountsIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
