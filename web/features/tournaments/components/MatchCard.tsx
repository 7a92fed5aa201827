import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_RANK, NO_WINNER, type TournamentMatch } from '../../../../contract/tournaments';
import { scoreForWinner } from '../../../../contract/scores/tennis-score';
import { TOURNAMENTS_NS } from '../i18n/messages';

interface MatchCardProps {
  tournamentName: string;
  match: TournamentMatch;
  /** Edit and Delete show for coaches while the negative-rankings-error flag is not set. */
  showActions: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

const labelSx = {
  color: 'text.secondary',
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: 0.4,
} as const;

/** A tournament match: its tournament, the two players with their ranks, the score from the winner's side
 * (issue 29, item 20; first player first while there is no winner) and the winner. */
export function MatchCard({ tournamentName, match, showActions, onEdit, onDelete }: MatchCardProps) {
  const { t, i18n } = useTranslation(TOURNAMENTS_NS);
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const winner = match.IsWonEnum === NO_WINNER ? undefined : match.Players[match.IsWonEnum - 1];
  const [first, second] = match.Players;
  const names = { first: first!.PlayerName, second: second!.PlayerName };
  const score = scoreForWinner(match.Score, match.IsWonEnum === NO_WINNER ? null : match.IsWonEnum);

  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`${names.first} ${t('matches.versus')} ${names.second}`}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1.5 }}>
        <Box>
          <Typography component="div" sx={labelSx}>
            {t('matches.tournament')}
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <bdi>{tournamentName}</bdi>
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 1 }}>
          {match.Players.map((player, index) => (
            <Box key={player.PlayerID} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography component="div" sx={labelSx}>
                  {t(index === 0 ? 'matches.teamA' : 'matches.teamB')}
                </Typography>
                <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
                  <bdi>{player.PlayerName}</bdi>
                  {winner?.PlayerID === player.PlayerID && (
                    <EmojiEventsIcon
                      fontSize="small"
                      sx={{ color: 'warning.main', verticalAlign: 'text-bottom', marginInlineStart: 0.5 }}
                      aria-hidden
                    />
                  )}
                </Typography>
              </Box>
              <Chip
                size="small"
                variant="outlined"
                label={t('matches.rank', {
                  rank: player.PlayerRank === NO_RANK ? t('table.na') : number.format(player.PlayerRank),
                })}
              />
            </Box>
          ))}
          {score !== '' && (
            <Box>
              <Typography component="div" sx={labelSx}>
                {t('matches.score')}
              </Typography>
              <Typography component="div" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                <bdi dir="ltr" data-testid="match-score">
                  {score}
                </bdi>
              </Typography>
            </Box>
          )}
          <Box>
            <Typography component="div" sx={labelSx}>
              {t('matches.winner')}
            </Typography>
            <Typography
              component="div"
              data-testid="match-winner"
              sx={{
                margin: 0,
                fontWeight: winner ? 600 : 400,
                color: winner ? 'text.primary' : 'text.secondary',
              }}
            >
              {winner ? <bdi>{winner.PlayerName}</bdi> : t('matches.notAvailable')}
            </Typography>
          </Box>
        </Box>
      </CardContent>
      {showActions && (
        <CardActions sx={{ justifyContent: 'flex-end', borderBlockStart: 1, borderColor: 'divider' }}>
          <Button
            size="small"
            startIcon={<EditIcon />}
            onClick={onEdit}
            aria-label={t('matches.editLabel', names)}
          >
            {t('matches.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={onDelete}
            aria-label={t('matches.deleteLabel', names)}
          >
            {t('matches.delete')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
