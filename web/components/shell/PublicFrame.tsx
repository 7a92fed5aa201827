import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';

interface PublicFrameProps {
  /** The page's read: a skeleton while it is pending, a message when it failed with nothing to show. */
  query: { isPending: boolean; isError: boolean; error: unknown; data: unknown };
  /** The page's words for the three states, in its own feature's namespace. */
  texts: { loading: string; notFound: string; error: string };
  /** Wider pages (a bracket) take more than the default 760 px. */
  maxWidth?: number;
  /** The page's content, once its data is there. */
  children: ReactNode;
}

/**
 * The frame of the signed-out pages a text or a shared link opens (a dual's lineup and scores, a league's
 * standings, a tournament's bracket): the app's name over one card, phone first, with the read's loading,
 * not-found (404, an address that no longer leads anywhere) and error states.
 */
export function PublicFrame({ query, texts, maxWidth = 760, children }: PublicFrameProps) {
  const { t } = useTranslation();
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', paddingBlock: { xs: 2, sm: 6 }, paddingInline: { xs: 1, sm: 2 } }}
    >
      <Paper
        variant="outlined"
        sx={{
          maxWidth,
          marginInline: 'auto',
          padding: { xs: 1.5, sm: 4 },
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 2.5,
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <SportsTennisIcon color="primary" aria-hidden />
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('app.name')}
          </Typography>
        </Stack>
        {query.isPending && (
          <Box aria-busy="true">
            <Skeleton variant="text" sx={{ fontSize: '2rem' }} />
            <Skeleton variant="rounded" height={200} />
            <span className="visually-hidden">{texts.loading}</span>
          </Box>
        )}
        {query.isError && query.data === undefined && (
          <Alert severity={notFound ? 'info' : 'error'}>{notFound ? texts.notFound : texts.error}</Alert>
        )}
        {children}
      </Paper>
    </Box>
  );
}
