import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  allViolations,
  checkLineup,
  draftLineup,
  type AntiStackingRule,
  type DualFormat,
  type LineupLine,
  type LineupRosterEntry,
  type PlayerId,
} from '../../../../contract/duals';
import { isolate } from '../../../lib/isolate';
import { DUALS_NS } from '../i18n/messages';
import {
  benchOf,
  playerAt,
  removeSelected,
  sameSelection,
  tap,
  type Selection,
} from '../lineup-builder-model';
import { lineLabel, placeText } from '../violation-text';
import { LineCheckList } from './LineCheckList';
import { LineupBench } from './LineupBench';
import { PlaceBadge } from './PlaceBadge';

export interface LineupBuilderProps {
  format: DualFormat;
  /** The team's roster in ladder order, with availability. */
  roster: readonly LineupRosterEntry[];
  rule: AntiStackingRule;
  lineup: readonly LineupLine[];
  onChange: (lineup: LineupLine[]) => void;
  disabled?: boolean;
  /** A league dual's rule pack label (issue 35): the lines fit the pack, not "the team's rule". */
  rulePack?: string | null;
}

/**
 * The lineup builder (issue 20), phone first: one tap drafts the lineup from the ladder; a tap on a player
 * (or an empty place, or a line's name) and a tap on another swaps them; a player can also be dragged
 * onto a place. Every control is a button, so keyboards and screen readers swap the same way. Next to
 * each line, what the team's anti-stacking rule says about it (contract/duals/lineup.ts checks; nothing here
 * decides what is allowed, apart from refusing a move the rule forbids outright: one player on two
 * lines it does not allow).
 */
export function LineupBuilder({
  format,
  roster,
  rule,
  lineup,
  onChange,
  disabled = false,
  rulePack = null,
}: LineupBuilderProps) {
  const { t, i18n } = useTranslation(DUALS_NS);
  const language = i18n.language;
  const [selection, setSelection] = useState<Selection | null>(null);
  const [news, setNews] = useState('');
  const byId = new Map(roster.map((p) => [p.id, p]));
  const checks = checkLineup(lineup, roster, rule);
  const problems = allViolations(checks).length;
  const bench = benchOf(lineup, roster, rule);
  const nameOf = (id: PlayerId | null) =>
    id === null ? '' : (byId.get(id)?.name ?? t('builder.unknownPlayer', { id }));

  const apply = (target: Selection, from: Selection | null = selection) => {
    if (disabled) return;
    const result = tap(lineup, from, target, roster, rule);
    if (result.kind === 'select') {
      setSelection(result.selection);
      setNews(result.selection ? t('builder.selected', { what: describe(result.selection) }) : '');
    } else if (result.kind === 'refused') {
      setSelection(null);
      setNews(
        t('builder.refused', {
          name: isolate(nameOf(result.player)),
          line: lineLabel(t, result.line, language),
          otherLine: lineLabel(t, result.otherLine, language),
        }),
      );
    } else {
      setSelection(null);
      setNews(t('builder.moved'));
      onChange(result.lineup);
    }
  };

  const describe = (s: Selection): string => {
    if (s.kind === 'line') return lineLabel(t, s.line, language);
    if (s.kind === 'bench') return isolate(nameOf(s.player));
    const id = playerAt(lineup, s.ref);
    return id === null
      ? t('builder.emptyOf', { line: lineLabel(t, s.ref.line, language) })
      : isolate(nameOf(id));
  };

  const draft = () => {
    const { lineup: drafted, unfilled } = draftLineup(roster, format, rule);
    setSelection(null);
    setNews(
      unfilled.length === 0
        ? t('builder.drafted')
        : t('builder.draftedUnfilled', {
            lines: unfilled.map((l) => lineLabel(t, l, language)).join(t('builder.listSeparator')),
          }),
    );
    onChange(drafted);
  };

  const remove = () => {
    const after = removeSelected(lineup, selection);
    if (!after) return;
    setNews(t('builder.removed', { name: describe(selection!) }));
    setSelection(null);
    onChange(after);
  };

  const dragProps = (source: Selection) => ({
    draggable: !disabled,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', describe(source));
      setSelection(source);
    },
  });
  const dropProps = (target: Selection) => ({
    onDragOver: (event: DragEvent) => {
      if (selection && !disabled) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (selection && !sameSelection(selection, target)) apply(target);
    },
  });

  const place = (id: PlayerId) => placeText(t, byId.get(id)?.position ?? null, language);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Button variant="contained" startIcon={<AutoFixHighIcon />} onClick={draft} disabled={disabled}>
          {t('builder.draft')}
        </Button>
        <Typography
          variant="body2"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          color="text.primary"
          data-testid="lineup-summary"
        >
          {problems === 0 ? (
            <CheckCircleOutlineIcon fontSize="small" color="success" aria-hidden />
          ) : (
            <WarningAmberIcon fontSize="small" color="warning" aria-hidden />
          )}
          {problems === 0 ? t('builder.allGood') : t('builder.problems', { count: problems })}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('builder.help')}
      </Typography>
      <Box aria-live="polite" role="status" sx={{ minHeight: '1.5em' }}>
        {news && <Typography variant="body2">{news}</Typography>}
      </Box>
      {selection?.kind === 'slot' && playerAt(lineup, selection.ref) !== null && (
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={remove}>
            {t('builder.remove', { name: describe(selection) })}
          </Button>
          <Button size="small" onClick={() => setSelection(null)}>
            {t('builder.cancelSelection')}
          </Button>
        </Stack>
      )}

      <Box component="ol" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 1.5 }}>
        {lineup.map((line, index) => {
          const violations = checks[index]?.violations ?? [];
          const label = lineLabel(t, line.line, language);
          const lineSelection: Selection = { kind: 'line', line: line.line };
          const lineSelected = sameSelection(selection, lineSelection);
          return (
            <Paper
              component="li"
              key={line.line}
              variant="outlined"
              data-testid={`line-${line.line}`}
              sx={{
                padding: 1.5,
                borderColor: violations.length > 0 ? 'warning.main' : undefined,
                display: 'grid',
                gap: 1,
                gridTemplateColumns: 'auto 1fr',
                alignItems: 'start',
              }}
            >
              <Button
                variant={lineSelected ? 'contained' : 'outlined'}
                size="small"
                aria-pressed={lineSelected}
                aria-label={t('builder.lineButton', { line: label })}
                onClick={() => apply(lineSelection)}
                disabled={disabled}
                sx={{ minWidth: 56, fontWeight: 700 }}
              >
                {label}
              </Button>
              <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
                {line.players.map((id, slot) => {
                  const target: Selection = { kind: 'slot', ref: { line: line.line, slot } };
                  const selected = sameSelection(selection, target);
                  const onRoster = id === null || byId.has(id);
                  const slotName =
                    line.players.length === 2 ? t('builder.partner', { line: label, n: slot + 1 }) : label;
                  return (
                    <Button
                      key={slot}
                      variant={selected ? 'contained' : 'outlined'}
                      color={onRoster ? 'inherit' : 'warning'}
                      aria-pressed={selected}
                      aria-label={
                        id === null
                          ? t('builder.emptySlot', { slot: slotName })
                          : t('builder.filledSlot', {
                              slot: slotName,
                              name: isolate(nameOf(id)),
                              place: place(id),
                            })
                      }
                      onClick={() => apply(target)}
                      disabled={disabled}
                      {...(id === null ? {} : dragProps(target))}
                      {...dropProps(target)}
                      sx={{
                        justifyContent: 'flex-start',
                        textTransform: 'none',
                        borderStyle: id === null ? 'dashed' : 'solid',
                        gap: 1,
                        minHeight: 44,
                        ...(selected ? {} : { bgcolor: 'background.paper' }),
                      }}
                    >
                      {id === null ? (
                        <Typography component="span" variant="body2" color="text.secondary">
                          {t('builder.empty')}
                        </Typography>
                      ) : (
                        <>
                          <PlaceBadge position={byId.get(id)?.position ?? null} />
                          <Box
                            component="bdi"
                            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                          >
                            {nameOf(id)}
                          </Box>
                        </>
                      )}
                    </Button>
                  );
                })}
              </Box>
              <LineCheckList line={line.line} violations={violations} rulePack={rulePack} />
            </Paper>
          );
        })}
      </Box>

      <LineupBench
        bench={bench}
        selection={selection}
        disabled={disabled}
        onTap={apply}
        dragProps={dragProps}
        place={place}
      />
    </Box>
  );
}
