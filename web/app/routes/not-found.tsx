import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

/** Any unknown path of a signed-in user (signed-out users are sent to /coachlogin first). */
export function Component() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60dvh', textAlign: 'center', padding: 3 }}>
      <Box sx={{ maxWidth: 520 }}>
        <Typography component="p" variant="h1" color="text.secondary" sx={{ fontWeight: 700 }} aria-hidden>
          404
        </Typography>
        <Typography component="h1" variant="h5" sx={{ marginBlockEnd: 3 }}>
          {t('errors.notFound')}
        </Typography>
        <Button component={RouterLink} to={paths.home} variant="contained">
          {t('errors.goHome')}
        </Button>
      </Box>
    </Box>
  );
}
