import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * A page that failed to render or whose code could not be loaded (a new release
 * replaced the files, say). Reloading fetches the current files.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', padding: 3 }}>
      <Box sx={{ textAlign: 'center', maxWidth: 480 }}>
        <Typography component="h1" variant="h4" gutterBottom>
          {t('errors.routeTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ marginBlockEnd: 3 }}>
          {t('errors.routeText')}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      </Box>
    </Box>
  );
}
