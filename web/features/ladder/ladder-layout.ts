/** The row of the player search and the coach's PIN panel (a column on narrow screens). */
export const SEARCH_ROW = {
  display: 'flex',
  flexDirection: { xs: 'column', sm: 'row' },
  alignItems: { xs: 'stretch', sm: 'flex-start' },
  justifyContent: 'space-between',
  gap: 2,
} as const;
