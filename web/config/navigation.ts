import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CampaignIcon from '@mui/icons-material/Campaign';
import ChecklistIcon from '@mui/icons-material/Checklist';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import HistoryIcon from '@mui/icons-material/History';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import SportsScoreIcon from '@mui/icons-material/SportsScore';
import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import TuneIcon from '@mui/icons-material/Tune';
import { SKILL_HANDLES, TEAM_TYPES } from '../../contract/common';
import type { NavItem } from '../components/shell/navigation-model';
import { MATCH_TYPE_HANDLES, paths } from './paths';

/**
 * Matches: one collapse per match type, one page per team inside it. Nested entries
 * have no icons, so each level's text starts further in than its parent's.
 */
const matchesMenu: NavItem = {
  id: 'matches',
  type: 'collapse',
  title: 'nav.matches',
  icon: SportsTennisIcon,
  url: paths.matches,
  children: MATCH_TYPE_HANDLES.map((type) => ({
    id: `matches-${type}`,
    type: 'collapse',
    title: `nav.${type}`,
    url: `${paths.matches}/${type}`,
    children: TEAM_TYPES.map((team) => ({
      id: `matches-${type}-${SKILL_HANDLES[team]}`,
      type: 'item',
      title: `teams.${team}`,
      url: paths.matchesOf(type, SKILL_HANDLES[team]),
      exact: true,
      team,
    })),
  })),
};

/**
 * The one menu definition (SPEC.md section 2). Both layouts, the mobile drawer and the
 * role filter read it; later features only add items here.
 */
export const navigation: NavItem[] = [
  {
    id: 'overview',
    type: 'group',
    title: 'nav.overview',
    children: [
      {
        id: 'ladder',
        type: 'item',
        title: 'nav.ladder',
        icon: LeaderboardIcon,
        url: paths.ladderChoose,
        activeUnder: [paths.ladder],
      },
      {
        id: 'challenges',
        type: 'item',
        title: 'nav.challenges',
        icon: SportsScoreIcon,
        url: paths.challenges,
      },
      matchesMenu,
      { id: 'duals', type: 'item', title: 'nav.duals', icon: Diversity3Icon, url: paths.duals },
      { id: 'seasons', type: 'item', title: 'nav.seasons', icon: HistoryIcon, url: paths.seasons },
      { id: 'leagues', type: 'item', title: 'nav.leagues', icon: MilitaryTechIcon, url: paths.leagues },
      {
        id: 'tournaments',
        type: 'item',
        title: 'nav.tournaments',
        icon: EmojiEventsIcon,
        url: paths.tournaments,
      },
      {
        id: 'team-settings',
        type: 'item',
        title: 'nav.teamSettings',
        icon: TuneIcon,
        url: paths.teamSettings,
        auth: ['coach'],
      },
    ],
  },
  { id: 'overview-divider', type: 'divider' },
  {
    id: 'communication',
    type: 'group',
    title: 'nav.communication',
    children: [
      {
        id: 'announcements',
        type: 'item',
        title: 'nav.announcements',
        icon: CampaignIcon,
        url: paths.announcements,
      },
      {
        id: 'outreach',
        type: 'item',
        title: 'nav.outreach',
        icon: ContactMailIcon,
        url: paths.outreach,
        auth: ['coach'],
      },
    ],
  },
  { id: 'communication-divider', type: 'divider' },
  {
    id: 'scheduling',
    type: 'group',
    title: 'nav.scheduling',
    children: [
      { id: 'calendar', type: 'item', title: 'nav.calendar', icon: CalendarMonthIcon, url: paths.calendar },
      { id: 'todo', type: 'item', title: 'nav.todo', icon: ChecklistIcon, url: paths.todo },
    ],
  },
];
