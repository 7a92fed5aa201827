import GroupsIcon from '@mui/icons-material/Groups';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TeamType } from '../../../../contract/common';
import { paths } from '../../../config/paths';
import { handleOf } from '../../../lib/teams';
import { LADDER_NS } from '../messages';

interface TeamSidebarProps {
  /** The user's teams in SPEC.md's order, or null while they load. */
  teams: TeamType[] | null;
  current: TeamType;
}

/**
 * The ladder page's side list of the coach's teams (a player's one team). It sits at the
 * inline start, so it is on the right in Arabic; on narrow screens it is a row above the ladder.
 */
export function TeamSidebar({ teams, current }: TeamSidebarProps) {
  const { t } = useTranslation(LADDER_NS);
  return (
    <Paper
      component="nav"
      variant="outlined"
      aria-label={t('sidebar.label')}
      sx={{ paddingBlock: 1, alignSelf: 'start', position: { md: 'sticky' }, insetBlockStart: { md: 16 } }}
    >
      <Typography
        component="h2"
        variant="overline"
        color="text.secondary"
        sx={{ display: 'block', paddingInline: 2, lineHeight: 2.5 }}
      >
        {t('sidebar.title')}
      </Typography>
      {teams === null ? (
        // As tall as one team's row, so the ladder below it (narrow screens) does not move up.
        <Skeleton variant="rounded" height={36} sx={{ marginInline: 1 }} />
      ) : (
        <List
          dense
          disablePadding
          sx={{
            display: { xs: 'flex', md: 'block' },
            flexWrap: 'wrap',
            gap: { xs: 0.5, md: 0 },
            paddingInline: 1,
          }}
        >
          {teams.map((team) => {
            const selected = team === current;
            return (
              <ListItem key={team} disablePadding sx={{ width: { xs: 'auto', md: '100%' } }}>
                <ListItemButton
                  component={RouterLink}
                  to={paths.ladderOf(handleOf(team))}
                  selected={selected}
                  aria-current={selected ? 'page' : undefined}
                  sx={{ borderRadius: 1 }}
                >
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <GroupsIcon fontSize="small" aria-hidden />
                  </ListItemIcon>
                  <ListItemText primary={t(`translation:teams.${team}`)} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
