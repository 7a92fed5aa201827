import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SKILL_HANDLES } from '../../../../contract/common';
import { MATCH_TYPE_HANDLES } from '../../../../contract/matches';
import { useCalendarExtras } from '../calendar-extras';
import type { CalendarEventData } from '../dialog-state';
import { formatWhen } from '../event-format';
import type { UiDual, UiMatch } from '../event-time';
import { CALENDAR_NS } from '../i18n/messages';

/*
 * What the event dialog shows read-only: another coach's event or any event to a player, a team's
 * match and a dual match (these two are changed on their own pages).
 */

/** An event the viewer does not change: when, where, which team, who is coming and its description. */
export function EventDetails({
  data,
  titleId,
  onClose,
}: {
  data: CalendarEventData;
  titleId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(CALENDAR_NS);
  const extras = useCalendarExtras();
  return (
    <>
      <DialogTitle id={titleId}>
        <span dir="auto">{data.title}</span>
      </DialogTitle>
      <DialogContent>
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('dialog.when')}
        </Typography>
        <Typography sx={{ marginBlockEnd: 2 }}>{formatWhen(data.start, data.end, i18n.language)}</Typography>
        {data.place && (
          <>
            <Typography variant="overline" component="h3" color="text.secondary">
              {t('dialog.place')}
            </Typography>
            <Typography dir="auto" sx={{ marginBlockEnd: 2, overflowWrap: 'anywhere' }}>
              {data.place}
            </Typography>
          </>
        )}
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('dialog.team')}
        </Typography>
        <Typography sx={{ marginBlockEnd: 2 }}>
          {data.team === null ? t('dialog.allTeams') : t(`translation:teams.${data.team}`)}
        </Typography>
        {data.id !== undefined && data.team !== null && extras.whoIsComing && (
          <Stack sx={{ marginBlockEnd: 2 }}>{extras.whoIsComing('event', data.id)}</Stack>
        )}
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('dialog.description')}
        </Typography>
        {data.desc ? (
          <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {data.desc}
          </Typography>
        ) : (
          <Typography color="text.secondary">{t('dialog.noDescription')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('dialog.close')}
        </Button>
      </DialogActions>
    </>
  );
}

/** A team's match: what, who, when and a link to the matches page where it is edited. */
export function MatchDetails({
  data,
  match,
  titleId,
  onClose,
}: {
  data: CalendarEventData;
  match: UiMatch;
  titleId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(CALENDAR_NS);
  const extras = useCalendarExtras();
  const type = MATCH_TYPE_HANDLES[match.matchType as keyof typeof MATCH_TYPE_HANDLES];
  const team = SKILL_HANDLES[match.team as keyof typeof SKILL_HANDLES];
  const side = (names: string[]) =>
    names.map((name, i) => (
      <Fragment key={i}>
        {i > 0 && ' / '}
        <bdi>{name}</bdi>
      </Fragment>
    ));
  return (
    <>
      <DialogTitle id={titleId}>{t(`match.types.${match.matchType}`)}</DialogTitle>
      <DialogContent>
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('match.players')}
        </Typography>
        <Typography sx={{ marginBlockEnd: 2, overflowWrap: 'anywhere' }}>
          {side(match.sides[0])} {t('match.versus')} {side(match.sides[1])}
        </Typography>
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('dialog.when')}
        </Typography>
        <Typography sx={{ marginBlockEnd: 2 }}>{formatWhen(data.start, data.end, i18n.language)}</Typography>
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('dialog.team')}
        </Typography>
        <Typography sx={{ marginBlockEnd: 2 }}>{t(`translation:teams.${match.team}`)}</Typography>
        {match.score && (
          <>
            <Typography variant="overline" component="h3" color="text.secondary">
              {t('match.score')}
            </Typography>
            <Typography dir="ltr" sx={{ marginBlockEnd: 2, textAlign: 'start' }}>
              {match.score}
            </Typography>
          </>
        )}
        {extras.whoIsComing && (
          <Stack sx={{ marginBlockEnd: 2 }}>{extras.whoIsComing('match', match.id)}</Stack>
        )}
        <Typography color="text.secondary">{t('match.readOnly')}</Typography>
      </DialogContent>
      <DialogActions>
        {type && team && (
          <Button component={RouterLink} to={`/matches/${type}/${team}`} sx={{ marginInlineEnd: 'auto' }}>
            {t('match.open')}
          </Button>
        )}
        <Button onClick={onClose} autoFocus>
          {t('dialog.close')}
        </Button>
      </DialogActions>
    </>
  );
}

/** A dual match: the opponent, when, where, the player's lines, and a link to its page where it is changed. */
export function DualDetails({
  data,
  dual,
  titleId,
  onClose,
}: {
  data: CalendarEventData;
  dual: UiDual;
  titleId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(CALENDAR_NS);
  const extras = useCalendarExtras();
  const team = SKILL_HANDLES[dual.team as keyof typeof SKILL_HANDLES];
  return (
    <>
      <DialogTitle id={titleId}>
        {t('dual.title')} <bdi>{dual.opponentName}</bdi>
      </DialogTitle>
      <DialogContent>
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('dialog.when')}
        </Typography>
        <Typography sx={{ marginBlockEnd: 2 }}>{formatWhen(data.start, data.end, i18n.language)}</Typography>
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('dialog.place')}
        </Typography>
        <Typography sx={{ marginBlockEnd: 2, overflowWrap: 'anywhere' }}>
          {t(`dual.sites.${dual.site}`)}
          {data.place && (
            <>
              {' · '}
              <bdi>{data.place}</bdi>
            </>
          )}
        </Typography>
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('dialog.team')}
        </Typography>
        <Typography sx={{ marginBlockEnd: 2 }}>{t(`translation:teams.${dual.team}`)}</Typography>
        {dual.lines.length > 0 && (
          <>
            <Typography variant="overline" component="h3" color="text.secondary">
              {t('dual.yourLines')}
            </Typography>
            <Typography dir="ltr" sx={{ marginBlockEnd: 2, textAlign: 'start' }}>
              {dual.lines.join(', ')}
            </Typography>
          </>
        )}
        {!dual.published && (
          <Typography color="text.secondary" sx={{ marginBlockEnd: 2 }}>
            {t('dual.notPublished')}
          </Typography>
        )}
        {extras.whoIsComing && (
          <Stack sx={{ marginBlockEnd: 2 }}>{extras.whoIsComing('dual', dual.id)}</Stack>
        )}
      </DialogContent>
      <DialogActions>
        {team && (
          <Button component={RouterLink} to={`/duals/${team}/${dual.id}`} sx={{ marginInlineEnd: 'auto' }}>
            {t('dual.open')}
          </Button>
        )}
        <Button onClick={onClose} autoFocus>
          {t('dialog.close')}
        </Button>
      </DialogActions>
    </>
  );
}
