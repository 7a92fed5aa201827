import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code loads (`data-page-loader`: the journeys wait for it to go). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Box data-page-loader sx={{ minHeight: '60dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
