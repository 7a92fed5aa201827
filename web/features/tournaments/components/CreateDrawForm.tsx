import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '../../../../contract/common';
import type { TournamentPlayer } from '../../../../contract/tournaments';
import { DRAW_TYPES, SEEDINGS, type DrawType, type Seeding } from '../../../../contract/tournaments/draws';
import { useErrorMessage } from '../../../lib/error-message';
import { useCreateDraw } from '../draw-api';
import { TOURNAMENTS_NS } from '../i18n/messages';
import { completePairs, PairPicker, type PairDraft } from './PairPicker';

interface CreateDrawFormProps {
  tournamentId: number;
  players: TournamentPlayer[];
  /** The coach's teams, whose ladders can seed the draw. */
  teams: TeamType[];
  teamName: (team: TeamType) => string;
}

/**
 * Making a tournament's draw (issue 36): its type, how it is seeded (a team's ladder, the tournament's
 * ranks, or by hand: the players chosen and put in order, best first), a round robin's group size.
 * A doubles draw's entries are pairs of the team's players, built in the pair picker.
 */
export function CreateDrawForm({ tournamentId, players, teams, teamName }: CreateDrawFormProps) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const message = useErrorMessage();
  const create = useCreateDraw(tournamentId);
  const [drawType, setDrawType] = useState<DrawType>('single_elimination');
  // Until the coach chooses: their first team's ladder (the teams may arrive after the form opens).
  const [chosenSeeding, setSeeding] = useState<Seeding | null>(null);
  const seeding = chosenSeeding ?? (teams.length > 0 ? 'ladder' : 'ranks');
  const [chosenTeam, setTeam] = useState<TeamType | null>(null);
  const team = chosenTeam ?? teams[0] ?? '';
  const [groupSize, setGroupSize] = useState('');
  const [doubles, setDoubles] = useState(false);
  const [pairs, setPairs] = useState<PairDraft[]>([
    [null, null],
    [null, null],
  ]);
  const [order, setOrder] = useState(() =>
    players.map((p) => ({ id: p.PlayersID, name: p.players, on: true })),
  );

  const move = (i: number, by: -1 | 1) =>
    setOrder((list) => {
      const next = [...list];
      const [item] = next.splice(i, 1);
      next.splice(i + by, 0, item!);
      return next;
    });

  const submit = () =>
    create.mutate({
      drawType,
      seeding,
      ...((seeding === 'ladder' || doubles) && team !== '' ? { team } : {}),
      ...(doubles ? { pairs: completePairs(pairs) } : {}),
      ...(seeding === 'manual' && !doubles ? { entrants: order.filter((p) => p.on).map((p) => p.id) } : {}),
      ...(drawType === 'round_robin' && groupSize ? { groupSize: Number(groupSize) } : {}),
    });

  return (
    <Paper variant="outlined" sx={{ padding: { xs: 2, sm: 3 } }}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack spacing={2}>
          <Typography component="h2" variant="h6">
            {t('draw.createTitle')}
          </Typography>
          <Typography color="text.secondary">{t('draw.createHelp')}</Typography>
          <TextField
            select
            label={t('draw.type')}
            value={drawType}
            onChange={(e) => setDrawType(e.target.value as DrawType)}
          >
            {DRAW_TYPES.map((d) => (
              <MenuItem key={d} value={d}>
                {t(`draw.types.${d}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('draw.event')}
            value={doubles ? 'doubles' : 'singles'}
            onChange={(e) => setDoubles(e.target.value === 'doubles')}
          >
            <MenuItem value="singles">{t('draw.events.singles')}</MenuItem>
            <MenuItem value="doubles" disabled={teams.length === 0}>
              {t('draw.events.doubles')}
            </MenuItem>
          </TextField>
          <TextField
            select
            label={t('draw.seeding')}
            value={seeding}
            onChange={(e) => setSeeding(e.target.value as Seeding)}
          >
            {SEEDINGS.map((s) => (
              <MenuItem key={s} value={s} disabled={s === 'ladder' && teams.length === 0}>
                {t(doubles ? `draw.pairSeedings.${s}` : `draw.seedings.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          {(seeding === 'ladder' || doubles) && (
            <TextField
              select
              label={t('draw.team')}
              value={team}
              onChange={(e) => setTeam(Number(e.target.value) as TeamType)}
              helperText={t(doubles ? 'draw.pairs.teamHelp' : 'draw.ladderHelp')}
            >
              {teams.map((tt) => (
                <MenuItem key={tt} value={tt}>
                  {teamName(tt)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {drawType === 'round_robin' && (
            <TextField
              select
              label={t('draw.groupSize')}
              value={groupSize}
              onChange={(e) => setGroupSize(e.target.value)}
            >
              <MenuItem value="">{t('draw.oneGroup')}</MenuItem>
              {[3, 4, 5, 6, 7, 8].map((n) => (
                <MenuItem key={n} value={String(n)}>
                  {t('draw.groupsOf', { count: n })}
                </MenuItem>
              ))}
            </TextField>
          )}
          {doubles && team !== '' && <PairPicker team={team} pairs={pairs} onChange={setPairs} />}
          {seeding === 'manual' && !doubles && (
            <Box>
              <Typography variant="subtitle2">{t('draw.manualHelp')}</Typography>
              <List dense aria-label={t('draw.manualOrder')}>
                {order.map((p, i) => (
                  <ListItem
                    key={p.id}
                    secondaryAction={
                      <>
                        <IconButton
                          aria-label={t('draw.moveUp', { name: p.name })}
                          disabled={i === 0}
                          onClick={() => move(i, -1)}
                        >
                          <ArrowUpwardIcon />
                        </IconButton>
                        <IconButton
                          aria-label={t('draw.moveDown', { name: p.name })}
                          disabled={i === order.length - 1}
                          onClick={() => move(i, 1)}
                        >
                          <ArrowDownwardIcon />
                        </IconButton>
                      </>
                    }
                  >
                    <Checkbox
                      edge="start"
                      checked={p.on}
                      slotProps={{ input: { 'aria-label': t('draw.include', { name: p.name }) } }}
                      onChange={(e) =>
                        setOrder((list) =>
                          list.map((x) => (x.id === p.id ? { ...x, on: e.target.checked } : x)),
                        )
                      }
                    />
                    <ListItemText primary={<bdi>{p.name}</bdi>} />
                  </ListItem>
                ))}
              </List>
            </Box>
          )}
          {create.error && (
            <Alert severity="error" role="alert">
              {message(create.error)}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {create.isPending ? t('actions.saving') : t('draw.create')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
