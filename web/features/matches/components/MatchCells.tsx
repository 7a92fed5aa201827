import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { TennisMatch } from '../../../../contract/matches';
import type { MatchFormat } from '../hooks/use-match-format';
import { MATCHES_NS } from '../i18n/messages';
import { shownScore, sidesOf, winnerSideOf, type MatchPlayer } from '../match-model';
import { matchInstant } from '../match-time';

/* What a match shows in the list's table and cards (and the edit dialog's heading): who, when, score, winner. */

/** Names of one side, each isolated so a Latin name in Arabic text (or the reverse) keeps its direction. */
function Names({ players }: { players: MatchPlayer[] }) {
  return (
    <>
      {players.map((p, i) => (
        <Fragment key={p.ID}>
          {i > 0 && ' / '}
          <bdi>{p.Name}</bdi>
        </Fragment>
      ))}
    </>
  );
}

/** 'Ann Lee vs Ben Kay' as plain text, for accessible names. */
export function pairLabel(match: TennisMatch, vs: string): string {
  const sides = sidesOf(match);
  const side = (players: MatchPlayer[]) => players.map((p) => p.Name).join(' / ');
  return `${side(sides[1])} ${vs} ${side(sides[2])}`;
}

export function Missing({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden>—</span>
      <span className="visually-hidden">{label}</span>
    </>
  );
}

/** The score from the winner's side, or a dash read as 'no score'. */
export function Score({ match }: { match: TennisMatch }) {
  const { t } = useTranslation(MATCHES_NS);
  if (match.MatchScore === '') return <Missing label={t('list.noScore')} />;
  return (
    <Box
      component="span"
      dir="ltr"
      sx={{
        fontWeight: 600,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        unicodeBidi: 'isolate',
      }}
    >
      {shownScore(match)}
    </Box>
  );
}

/** The winning side with a trophy, or a dash read as 'no winner'. */
export function Winner({ match }: { match: TennisMatch }) {
  const { t } = useTranslation(MATCHES_NS);
  const side = winnerSideOf(match);
  if (side === null) return <Missing label={t('list.noWinner')} />;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.5 }}>
      <EmojiEventsIcon fontSize="small" sx={{ color: 'warning.main', alignSelf: 'center' }} aria-hidden />
      <span>
        <Names players={sidesOf(match)[side]} />
      </span>
    </Box>
  );
}

/** Side 1 vs side 2. */
export function Players({ match }: { match: TennisMatch }) {
  const { t } = useTranslation(MATCHES_NS);
  const sides = sidesOf(match);
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 500 }}>
        <Names players={sides[1]} />
      </Box>{' '}
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('list.vs')}
      </Box>{' '}
      <Box component="span" sx={{ fontWeight: 500 }}>
        <Names players={sides[2]} />
      </Box>
    </Box>
  );
}

/** The date and, under it, the time, in the viewer's zone. */
export function When({ match, format }: { match: TennisMatch; format: MatchFormat }) {
  const instant = matchInstant(match);
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {format.date(instant)}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {format.time(instant)}
      </Box>
    </Box>
  );
}
