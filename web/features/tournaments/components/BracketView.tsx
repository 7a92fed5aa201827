import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DrawMatchup, DrawStructure, DrawView } from '../../../../contract/tournaments/draws';
import { TOURNAMENTS_NS } from '../i18n/messages';

interface BracketViewProps {
  draw: DrawView;
  /** A coach's: the match whose two players are known was chosen (its result is entered). */
  onMatch?: (matchup: DrawMatchup) => void;
}

/**
 * A draw as a bracket (issue 36): each elimination structure's rounds side by side, scrolling sideways on a
 * phone; a round robin group's standings with the rule used, then its rounds. The signed-in player's own
 * matches are highlighted (their path through the draw).
 */
export function BracketView({ draw, onMatch }: BracketViewProps) {
  return (
    <Stack spacing={3}>
      {draw.structures.map((s) => (
        <StructureView
          key={s.index}
          draw={draw}
          structure={s}
          onMatch={onMatch}
          many={draw.structures.length > 1}
        />
      ))}
    </Stack>
  );
}

function StructureView({
  draw,
  structure,
  onMatch,
  many,
}: BracketViewProps & { structure: DrawStructure; many: boolean }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const rounds = [...new Set(structure.matchups.map((m) => m.round))].sort((a, b) => a - b);
  const last = rounds[rounds.length - 1];
  const headingId = `draw-structure-${structure.index}`;
  const roundName = (round: number) => {
    if (structure.kind === 'group') return t('draw.round', { round });
    const left = (last ?? round) - round;
    if (left === 0) return t('draw.final');
    if (left === 1) return t('draw.semifinal');
    return left === 2 ? t('draw.quarterfinal') : t('draw.round', { round });
  };
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ marginBlockEnd: 1 }}>
        {many || structure.kind === 'group' ? structureName(structure.name, t) : t('draw.bracket')}
      </Typography>
      {structure.standings && <Standings draw={draw} structure={structure} />}
      <Box
        role="region"
        aria-label={t('draw.roundsLabel')}
        tabIndex={0}
        sx={{
          overflowX: 'auto',
          paddingBlockEnd: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <Box sx={{ display: 'flex', gap: 2, minWidth: 'min-content' }}>
          {rounds.map((round) => (
            <Box key={round} sx={{ width: 210, flexShrink: 0, display: 'flex', flexDirection: 'column' }}>
              <Typography variant="subtitle2" color="text.secondary" sx={{ marginBlockEnd: 1 }}>
                {roundName(round)}
              </Typography>
              <Box
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: structure.kind === 'group' ? 'flex-start' : 'space-around',
                  gap: 1.5,
                  flexGrow: 1,
                }}
              >
                {structure.matchups
                  .filter((m) => m.round === round && !(structure.kind === 'group' && m.outcome === 'bye'))
                  .map((m) => (
                    <MatchBox key={m.id} draw={draw} matchup={m} onMatch={onMatch} />
                  ))}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

const structureName = (name: string, t: TFunction<typeof TOURNAMENTS_NS>) => {
  const group = /^Group (\d+)$/.exec(name);
  if (group) return t('draw.group', { number: Number(group[1]) });
  return t(`draw.structures.${name}`, { defaultValue: name });
};

function MatchBox({
  draw,
  matchup,
  onMatch,
}: {
  draw: DrawView;
  matchup: DrawMatchup;
  onMatch?: BracketViewProps['onMatch'];
}) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const entry = (id: number | null) => draw.entries.find((e) => e.id === id);
  const mine = matchup.sides.some((s) => entry(s.entryId)?.mine);
  const ready = matchup.sides.every((s) => s.entryId !== null && !s.bye);
  const label = (i: 0 | 1) => {
    const side = matchup.sides[i]!;
    if (side.bye) return t('draw.bye');
    const e = entry(side.entryId);
    return e ? e.name : t('draw.tbd');
  };
  const rows = ([0, 1] as const).map((i) => {
    const side = matchup.sides[i]!;
    const e = entry(side.entryId);
    const won = matchup.winner === i + 1 && matchup.outcome !== 'bye';
    return (
      <Box
        key={i}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 28, paddingInline: 1 }}
        data-testid={e ? `entry-${e.id}` : undefined}
      >
        {e?.seed != null && (
          <Typography
            component="span"
            variant="caption"
            color="text.secondary"
            aria-label={t('draw.seed', { seed: e.seed })}
          >
            [{e.seed}]
          </Typography>
        )}
        <Typography
          component="span"
          variant="body2"
          // A doubles pair ("A / B") wraps rather than being cut on a phone.
          noWrap={!draw.doubles}
          sx={{
            flexGrow: 1,
            overflowWrap: draw.doubles ? 'anywhere' : undefined,
            fontWeight: won ? 700 : 400,
            color: side.entryId === null ? 'text.secondary' : undefined,
            fontStyle: side.bye ? 'italic' : undefined,
          }}
        >
          <bdi>{label(i)}</bdi>
        </Typography>
        {won && <CheckIcon fontSize="small" color="success" aria-label={t('draw.winner')} />}
      </Box>
    );
  });
  const content = (
    <>
      {rows[0]}
      <Box sx={{ borderBlockStart: 1, borderColor: 'divider' }} />
      {rows[1]}
      {matchup.score && matchup.outcome !== 'bye' && (
        <Typography variant="caption" color="text.secondary" sx={{ paddingInline: 1 }} dir="ltr">
          {matchup.score}
        </Typography>
      )}
    </>
  );
  const a11y = t('draw.matchLabel', { first: label(0), second: label(1) });
  return (
    <Paper
      variant="outlined"
      data-testid={`match-${matchup.id}`}
      data-mine={mine || undefined}
      sx={{
        borderColor: mine ? 'primary.main' : undefined,
        borderWidth: mine ? 2 : 1,
        backgroundColor: mine ? 'action.selected' : undefined,
        overflow: 'hidden',
      }}
    >
      {onMatch && ready ? (
        <ButtonBase
          onClick={() => onMatch(matchup)}
          aria-label={
            matchup.winner
              ? t('draw.changeResultOf', { match: a11y })
              : t('draw.enterResultOf', { match: a11y })
          }
          sx={{ display: 'block', width: '100%', textAlign: 'start', paddingBlock: 0.5 }}
        >
          {content}
        </ButtonBase>
      ) : (
        <Box sx={{ paddingBlock: 0.5 }} aria-label={a11y} role="group">
          {content}
        </Box>
      )}
    </Paper>
  );
}

function Standings({ draw, structure }: { draw: DrawView; structure: DrawStructure }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const name = (id: number) => draw.entries.find((e) => e.id === id)?.name ?? '';
  const mine = (id: number) => draw.entries.find((e) => e.id === id)?.mine ?? false;
  return (
    <Box sx={{ marginBlockEnd: 2 }}>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('draw.standings')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('draw.place')}</TableCell>
              <TableCell>{t('draw.player')}</TableCell>
              <TableCell align="center">{t('draw.wonLost')}</TableCell>
              <TableCell align="center">{t('draw.sets')}</TableCell>
              <TableCell align="center">{t('draw.games')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {structure.standings!.map((s) => (
              <TableRow key={s.entryId} selected={mine(s.entryId)} data-testid="standing">
                <TableCell>{s.place ?? '–'}</TableCell>
                <TableCell>
                  <bdi>{name(s.entryId)}</bdi>
                </TableCell>
                <TableCell
                  align="center"
                  dir="ltr"
                  sx={{ whiteSpace: 'nowrap' }}
                >{`${s.matchesWon}-${s.matchesLost}`}</TableCell>
                <TableCell
                  align="center"
                  dir="ltr"
                  sx={{ whiteSpace: 'nowrap' }}
                >{`${s.setsWon}-${s.setsLost}`}</TableCell>
                <TableCell
                  align="center"
                  dir="ltr"
                  sx={{ whiteSpace: 'nowrap' }}
                >{`${s.gamesWon}-${s.gamesLost}`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {draw.tallyRule && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ marginBlockStart: 1 }}
          data-testid="tally-rule"
        >
          {t('draw.rule', {
            steps: draw.tallyRule.map((r) => t(`draw.tally.${r}`)).join(t('draw.ruleJoin')),
          })}
        </Typography>
      )}
    </Box>
  );
}
