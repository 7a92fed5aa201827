import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TeamType } from '../../../../contract/common';
import type { MatchType, TennisMatch } from '../../../../contract/matches';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { matchListQueryOptions } from '../api';
import { useMatchFormat } from '../hooks/use-match-format';
import { MATCHES_NS } from '../i18n/messages';
import { typeHandle } from '../match-model';
import { matchInstant } from '../match-time';
import { pairLabel, Players, Score, When, Winner } from './MatchCells';

interface MatchListProps {
  type: MatchType;
  team: TeamType;
  /** Coaches edit and delete from each match; players only read. */
  editable: boolean;
  /** The match whose deletion is being confirmed or made: its buttons wait. */
  busyId: number | null;
  onEdit: (match: TennisMatch) => void;
  onDelete: (match: TennisMatch) => void;
}

/**
 * The team's matches of one type, newest first (as the server sends them): date and time in the
 * viewer's zone, singles or doubles, the players (side 1 vs side 2), the score and the winner.
 * A table on wide screens, a list of cards on phones.
 */
export function MatchList({ type, team, editable, busyId, onEdit, onDelete }: MatchListProps) {
  const { t } = useTranslation(MATCHES_NS);
  const format = useMatchFormat();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const matches = useQuery(matchListQueryOptions(type, team));
  const handle = typeHandle(type);
  const listLabel = t('list.label', {
    type: t(`translation:nav.${handle}`),
    team: t(`translation:teams.${team}`),
  });

  if (matches.isPending) {
    return (
      <Box aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} sx={{ marginBlockEnd: 1.5 }} />
        ))}
        <span className="visually-hidden" role="status">
          {t('list.loading')}
        </span>
      </Box>
    );
  }

  if (matches.isError) {
    if (matches.error instanceof ApiError && matches.error.status === 404) {
      return (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={paths.matchesChoose}>
              {t('list.toChoose')}
            </Button>
          }
        >
          {t('list.notYours')}
        </Alert>
      );
    }
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void matches.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('list.error')}
      </Alert>
    );
  }

  if (matches.data.length === 0) {
    return (
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          borderStyle: 'dashed',
          padding: 4,
          textAlign: 'center',
          backgroundColor: 'background.paper',
        }}
      >
        <Typography sx={{ fontWeight: 500 }}>{t(`list.empty.${handle}`)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 0.5 }}>
          {t(editable ? 'list.emptyCoach' : 'list.emptyPlayer')}
        </Typography>
      </Box>
    );
  }

  const vs = t('list.vs');
  const formatLabel = (match: TennisMatch) => t(match.IsSingles ? 'list.singles' : 'list.doubles');

  if (!wide) {
    return (
      <Box
        component="ul"
        aria-label={listLabel}
        sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 1.5 }}
      >
        {matches.data.map((match) => {
          const pair = pairLabel(match, vs);
          const instant = matchInstant(match);
          return (
            <li key={match.TennisMatchID}>
              <Card variant="outlined" component="article" aria-label={pair}>
                <CardContent sx={{ display: 'grid', gap: 1, paddingBlockEnd: editable ? 1 : 2 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 0 }}>
                      {format.date(instant)} · {format.time(instant)}
                    </Typography>
                    <Chip size="small" variant="outlined" label={formatLabel(match)} />
                  </Box>
                  <Typography component="div">
                    <Players match={match} />
                  </Typography>
                  <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
                    <Typography variant="body2" color="text.secondary" component="span">
                      {t('list.score')}
                    </Typography>
                    <Typography variant="body2" component="span">
                      <Score match={match} />
                    </Typography>
                    <Typography variant="body2" color="text.secondary" component="span">
                      {t('list.winner')}
                    </Typography>
                    <Typography variant="body2" component="span">
                      <Winner match={match} />
                    </Typography>
                  </Box>
                </CardContent>
                {editable && (
                  <CardActions sx={{ justifyContent: 'flex-end', paddingBlockStart: 0 }}>
                    <Button
                      size="small"
                      startIcon={<EditOutlinedIcon />}
                      onClick={() => onEdit(match)}
                      aria-label={t('list.edit', { players: pair })}
                    >
                      {t('list.editShort')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      startIcon={<DeleteOutlineIcon />}
                      onClick={() => onDelete(match)}
                      disabled={busyId === match.TennisMatchID}
                      aria-label={t('list.delete', { players: pair })}
                    >
                      {t('list.deleteShort')}
                    </Button>
                  </CardActions>
                )}
              </Card>
            </li>
          );
        })}
      </Box>
    );
  }

  return (
    <TableContainer
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, backgroundColor: 'background.paper' }}
    >
      <Table aria-label={listLabel}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('list.when')}</TableCell>
            <TableCell scope="col">{t('list.format')}</TableCell>
            <TableCell scope="col">{t('list.players')}</TableCell>
            <TableCell scope="col">{t('list.score')}</TableCell>
            <TableCell scope="col">{t('list.winner')}</TableCell>
            {editable && (
              <TableCell scope="col" align="right">
                <span className="visually-hidden">{t('list.actions')}</span>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {matches.data.map((match) => {
            const pair = pairLabel(match, vs);
            return (
              <TableRow key={match.TennisMatchID}>
                <TableCell sx={{ width: 170 }}>
                  <When match={match} format={format} />
                </TableCell>
                <TableCell sx={{ width: 110 }}>{formatLabel(match)}</TableCell>
                <TableCell>
                  <Players match={match} />
                </TableCell>
                <TableCell>
                  <Score match={match} />
                </TableCell>
                <TableCell>
                  <Winner match={match} />
                </TableCell>
                {editable && (
                  <TableCell align="right" sx={{ width: 112, whiteSpace: 'nowrap' }}>
                    <IconButton aria-label={t('list.edit', { players: pair })} onClick={() => onEdit(match)}>
                      <EditOutlinedIcon />
                    </IconButton>
                    <IconButton
                      color="error"
                      aria-label={t('list.delete', { players: pair })}
                      onClick={() => onDelete(match)}
                      disabled={busyId === match.TennisMatchID}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
