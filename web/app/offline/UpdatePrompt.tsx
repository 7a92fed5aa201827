import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

/**
 * "A new version is available" with Reload (issue 33): a new service worker waits until the user
 * reloads here, so the page never runs an old app against a changed API without being told. The
 * service worker's side is ServiceWorkerUpdates.tsx.
 */
export function UpdatePrompt({ open, onReload }: { open: boolean; onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('offline.updateAvailable')}
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {t('offline.reload')}
        </Button>
      }
    />
  );
}
