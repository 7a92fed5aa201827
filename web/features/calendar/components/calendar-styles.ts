import type { Theme } from '@mui/material/styles';

/** A focus ring that shows on top of coloured event blocks as well as empty slots. */
export const focusRing = {
  '&.Mui-focusVisible, &:focus-visible': {
    outline: '2px solid',
    outlineColor: (theme: Theme) => theme.palette.secondary.main,
    outlineOffset: '-2px',
  },
} as const;

/** An event block or chip: the theme's primary colour, readable text. */
export const eventColors = {
  backgroundColor: 'primary.main',
  color: 'primary.contrastText',
  '&:hover': { backgroundColor: 'primary.dark' },
} as const;

/**
 * A team's match: the theme's secondary colour, so it stands apart from events; its dark shade,
 * so the slightly faded time line keeps its contrast (axe) in every theme.
 */
export const matchColors = {
  backgroundColor: 'secondary.dark',
  color: 'secondary.contrastText',
  '&:hover': { backgroundColor: 'secondary.dark', filter: 'brightness(0.9)' },
} as const;
