import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { SEASONS_NS } from '../i18n/messages';

/**
 * A player's ladder position at the end of each season (and now), as a small line chart drawn in
 * SVG: position 1 at the top. No chart library: a dozen points do not need one. The picture is
 * described in words for screen readers (its aria-label lists every point).
 */
export function PositionsChart({
  points,
}: {
  points: readonly { seasonName: string; position: number | null }[];
}) {
  const { t } = useTranslation(SEASONS_NS);
  const theme = useTheme();
  const placed = points.filter((p): p is { seasonName: string; position: number } => p.position !== null);
  const worst = Math.max(3, ...placed.map((p) => p.position));
  const width = 320;
  const height = 120;
  const pad = 24;
  const x = (i: number) =>
    points.length === 1 ? width / 2 : pad + (i * (width - 2 * pad)) / (points.length - 1);
  const y = (pos: number) => pad + ((pos - 1) * (height - 2 * pad)) / Math.max(1, worst - 1);
  const label = t('player.chart', {
    list: points.map((p) => `${p.seasonName}: ${p.position ?? t('noPosition')}`).join(', '),
  });
  // The first and last season's names stay inside the picture.
  const anchor = (i: number) =>
    points.length === 1 ? 'middle' : i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle';
  const line = points
    .map((p, i) => (p.position === null ? null : `${x(i)},${y(p.position)}`))
    .filter((s): s is string => s !== null)
    .join(' ');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height + 20}`}
      style={{ width: '100%', maxWidth: 480, direction: 'ltr' }}
    >
      <polyline points={line} fill="none" stroke={theme.palette.primary.main} strokeWidth={2} />
      {points.map((p, i) => (
        <g key={`${p.seasonName}-${i}`}>
          {p.position !== null && (
            <circle cx={x(i)} cy={y(p.position)} r={4} fill={theme.palette.primary.main} />
          )}
          <text
            x={x(i)}
            y={p.position === null ? height / 2 : y(p.position) - 8}
            textAnchor="middle"
            fontSize={11}
            fill={theme.palette.text.primary}
          >
            {p.position ?? '–'}
          </text>
          <text
            x={x(i)}
            y={height + 14}
            textAnchor={anchor(i)}
            fontSize={10}
            fill={theme.palette.text.secondary}
          >
            {p.seasonName}
          </text>
        </g>
      ))}
    </svg>
  );
}
