import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import { hasServerErrorState, paths } from '../../config/paths';

/** /500: shown only when navigated with the state flag, otherwise home (SPEC.md section 2). */
export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  if (!hasServerErrorState(location.state)) return <Navigate to={paths.home} replace />;

  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', padding: 3 }}>
      <Box sx={{ textAlign: 'center', maxWidth: 520 }}>
        <Typography component="p" variant="h1" color="text.secondary" sx={{ fontWeight: 700 }} aria-hidden>
          500
        </Typography>
        <Typography component="h1" variant="h4" gutterBottom>
          {t('errors.serverTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ marginBlockEnd: 3 }}>
          {t('errors.serverText')}
        </Typography>
        <Button component={RouterLink} to={paths.home} variant="contained">
          {t('errors.goHome')}
        </Button>
      </Box>
    </Box>
  );
}
