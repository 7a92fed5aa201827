import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TennisMatch } from '../../../../contract/matches';
import { SEASONS_NS } from '../i18n/messages';

/** One result as the player page lists it: date, who played, the score, won or lost for the player. */
export function MatchLine({ match, playerId }: { match: TennisMatch; playerId: number }) {
  const { t } = useTranslation(SEASONS_NS);
  const perSide = match.IsSingles ? 1 : 2;
  const sides = [match.Players.slice(0, perSide), match.Players.slice(perSide)];
  const won = match.Winners.some((w) => w.ID === playerId);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary" dir="ltr">
        {match.MatchDate}
      </Typography>
      <Typography variant="body2">
        {sides.map((s) => s.map((p) => p.Name).join(' / ')).join(' – ')}
      </Typography>
      {match.MatchScore && (
        <Typography variant="body2" dir="ltr" sx={{ fontWeight: 500 }}>
          {match.MatchScore}
        </Typography>
      )}
      {match.Winners.length > 0 && (
        <Chip
          size="small"
          color={won ? 'success' : 'default'}
          label={won ? t('player.won') : t('player.lost')}
        />
      )}
    </Stack>
  );
}
