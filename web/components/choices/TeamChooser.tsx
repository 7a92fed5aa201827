import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Where a chooser's list stands: the user's teams (TeamsState) or any list loaded the same way. */
export type ChooserState =
  { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'success' };

interface TeamChooserProps {
  /** The page's heading (h1). */
  title: string;
  /** The line under it ("Choose a team"); without it the heading stands alone. */
  prompt?: string;
  state: ChooserState;
  /** Read by screen readers while the list loads. */
  loadingLabel: string;
  /** Said when the list could not be loaded, with a Try again button. */
  errorText: string;
  /** The width of a card (ChoiceCards' minWidth), for the loading placeholders. */
  cardMinWidth: number;
  /** A message instead of cards (no team): the page is narrower. */
  narrow?: boolean;
  /** What the page shows once the list is there: its cards, or what to do without any. */
  children?: ReactNode;
}

/**
 * A page that offers the user's teams (or audiences) as cards (SPEC.md section 2's choose pages):
 * its heading and prompt, placeholders while the list loads, a message and Try again when it could
 * not be loaded, and the page's own content once it is there.
 */
export function TeamChooser(props: TeamChooserProps) {
  const { title, prompt, state, loadingLabel, errorText, cardMinWidth, narrow = false, children } = props;
  const { t } = useTranslation();
  return (
    <Box aria-busy={state.status === 'pending' || undefined} sx={narrow ? { maxWidth: 640 } : undefined}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, marginBlockEnd: prompt ? 0 : 2 }}>
        {title}
      </Typography>
      {prompt && (
        <Typography color="text.secondary" sx={{ marginBlockStart: 0.5, marginBlockEnd: 3 }}>
          {prompt}
        </Typography>
      )}
      {state.status === 'pending' ? (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${cardMinWidth}px), 1fr))`,
            }}
          >
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} variant="rounded" height={112} />
            ))}
          </Box>
          <span className="visually-hidden">{loadingLabel}</span>
        </>
      ) : state.status === 'error' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={state.retry}>
              {t('app.retry')}
            </Button>
          }
        >
          {errorText}
        </Alert>
      ) : (
        children
      )}
    </Box>
  );
}
