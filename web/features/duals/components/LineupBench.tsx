import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerId } from '../../../../contract/duals';
import { isolate } from '../../../lib/isolate';
import { DUALS_NS } from '../i18n/messages';
import { sameSelection, type benchOf, type Selection } from '../lineup-builder-model';
import { PlaceBadge } from './PlaceBadge';

/**
 * The builder's bench: the players on no line (a tap selects one, or it is dragged onto a place), then those
 * not available for this dual.
 */
export function LineupBench({
  bench,
  selection,
  disabled,
  onTap,
  dragProps,
  place,
}: {
  bench: ReturnType<typeof benchOf>;
  selection: Selection | null;
  disabled: boolean;
  onTap: (target: Selection) => void;
  dragProps: (source: Selection) => { draggable: boolean; onDragStart: (event: DragEvent) => void };
  /** A player's ladder place in words. */
  place: (id: PlayerId) => string;
}) {
  const { t } = useTranslation(DUALS_NS);
  const heading = useId();
  return (
    <Box component="section" aria-labelledby={heading}>
      <Typography id={heading} component="h3" variant="subtitle2" sx={{ marginBlockEnd: 1 }}>
        {t('builder.bench')}
      </Typography>
      {bench.free.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('builder.benchEmpty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {bench.free.map((p) => {
            const target: Selection = { kind: 'bench', player: p.id };
            const selected = sameSelection(selection, target);
            return (
              <li key={p.id}>
                <Button
                  size="small"
                  variant={selected ? 'contained' : 'outlined'}
                  color="inherit"
                  aria-pressed={selected}
                  aria-label={t('builder.benchPlayer', { name: isolate(p.name), place: place(p.id) })}
                  onClick={() => onTap(target)}
                  disabled={disabled}
                  {...dragProps(target)}
                  sx={{ textTransform: 'none', gap: 0.75, minHeight: 40 }}
                >
                  <PlaceBadge position={p.position} />
                  <bdi>{p.name}</bdi>
                </Button>
              </li>
            );
          })}
        </Box>
      )}
      {bench.unavailable.length > 0 && (
        <Alert severity="info" sx={{ marginBlockStart: 1.5 }}>
          {t('builder.unavailable', {
            names: bench.unavailable.map((p) => isolate(p.name)).join(t('builder.listSeparator')),
          })}
        </Alert>
      )}
    </Box>
  );
}
