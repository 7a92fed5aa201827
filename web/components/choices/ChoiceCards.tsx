import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A list of choice cards in as many columns as fit, each at least `minWidth` px (one on a phone). */
export function ChoiceCards({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minWidth}px), 1fr))`,
      }}
    >
      {children}
    </Box>
  );
}

interface ChoiceCardProps {
  to: string;
  icon: ReactNode;
  title: ReactNode;
  /** h2 when the cards are the page's sections; h3 under a section heading of their own. */
  headingLevel: 'h2' | 'h3';
  description: ReactNode;
  /** The link's name when the title alone does not say where it goes. */
  label?: string;
}

/** One card of ChoiceCards: the whole card is a link to `to`, with a chevron that follows the reading direction. */
export function ChoiceCard({ to, icon, title, headingLevel, description, label }: ChoiceCardProps) {
  return (
    <li>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardActionArea
          component={RouterLink}
          to={to}
          aria-label={label}
          sx={{ height: '100%', padding: 2.5, display: 'flex', alignItems: 'center', gap: 2 }}
        >
          {icon}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {headingLevel === 'h2' ? (
              <Typography component="h2" variant="h6">
                {title}
              </Typography>
            ) : (
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {title}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          </Box>
          <ChevronRightIcon
            aria-hidden
            sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
          />
        </CardActionArea>
      </Card>
    </li>
  );
}
