import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../components/messages/MessageProvider';
import { DUALS_NS } from '../i18n/messages';

/** The published dual's public address, with a button that copies it (the field selects on focus too). */
export function PublicLink({ url }: { url: string }) {
  const { t } = useTranslation(DUALS_NS);
  const showMessage = useMessage();
  const absolute = new URL(url, window.location.origin).toString();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(absolute);
      showMessage({ message: t('publicLink.copied'), variant: 'success' });
    } catch {
      showMessage({ message: t('publicLink.copyFailed'), variant: 'error' });
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        label={t('publicLink.label')}
        value={absolute}
        size="small"
        sx={{ flex: '1 1 220px' }}
        slotProps={{
          htmlInput: {
            readOnly: true,
            dir: 'ltr',
            onFocus: (e: { target: { select: () => void } }) => e.target.select(),
          },
        }}
        helperText={t('publicLink.help')}
      />
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
        {t('publicLink.copy')}
      </Button>
    </Box>
  );
}
