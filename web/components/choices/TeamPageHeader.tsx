import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface TeamPageHeaderProps {
  /** The page's heading (h1). */
  title: string;
  /** The line above it (the team's name on a team's page); without it the heading stands alone. */
  overline?: string;
  /** A line under the heading, in its block (the duals season's record). */
  below?: ReactNode;
  /** What the page offers beside its heading (a coach's create buttons). */
  actions?: ReactNode;
}

/**
 * The heading row of a team's page (matches, tournaments, duals): an optional overline, the h1, an
 * optional line under it, and the page's actions at the far end, wrapping under the heading on a
 * narrow screen.
 */
export function TeamPageHeader({ title, overline, below, actions }: TeamPageHeaderProps) {
  const heading = (
    <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
  );
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: overline || below ? 'flex-end' : 'center',
        justifyContent: 'space-between',
        gap: 2,
        marginBlockEnd: 2,
      }}
    >
      {overline || below ? (
        <Box sx={{ minWidth: 0 }}>
          {overline && (
            <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
              {overline}
            </Typography>
          )}
          {heading}
          {below}
        </Box>
      ) : (
        heading
      )}
      {actions}
    </Box>
  );
}
