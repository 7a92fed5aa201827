import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DUALS_NS } from '../i18n/messages';

/**
 * A player's ladder position as a small badge (the number alone, "-" when unplaced): the button's accessible
 * name says it in words, so the badge is hidden from screen readers.
 */
export function PlaceBadge({ position }: { position: number | null }) {
  const { i18n } = useTranslation(DUALS_NS);
  const text =
    position === null ? '-' : new Intl.NumberFormat(i18n.language, { useGrouping: false }).format(position);
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        flexShrink: 0,
        minWidth: '2.25em',
        paddingInline: 0.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        fontVariantNumeric: 'tabular-nums',
        fontWeight: 700,
        textAlign: 'center',
        lineHeight: 1.6,
      }}
    >
      {text}
    </Box>
  );
}
