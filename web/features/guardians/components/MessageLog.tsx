import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guardiansRoutes } from '../../../../contract/guardians/routes';
import { API_PREFIX } from '../../../lib/api-client';
import { call } from '../../../lib/call';
import { getToken } from '../../../lib/token-store';
import { GUARDIANS_NS } from '../i18n/messages';
import { useWhen } from './ChildDetails';

/**
 * The audit log of a team's texts to minors (issue 34), on the school administrator's team page:
 * each text (when, to whom, what kind) and the guardians it was copied to, and the whole log as CSV.
 */
export function MessageLog({ rosterId }: { rosterId: number }) {
  const { t } = useTranslation(GUARDIANS_NS);
  const when = useWhen();
  const log = useQuery({
    queryKey: ['guardians', 'message-log', rosterId],
    queryFn: ({ signal }) => call(guardiansRoutes.messageLog, { params: { rosterId } }, { signal }),
  });
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setDownloading(true);
    setFailed(false);
    try {
      const res = await fetch(`${API_PREFIX}/auth/guardians/message-log/${rosterId}/csv`, {
        headers: { Authorization: `Bearer ${getToken() ?? ''}` },
      });
      if (!res.ok) throw new Error(String(res.status));
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = `courtside-minor-texts-${rosterId}.csv`;
      a.click();
      URL.revokeObjectURL(url);
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack component="section" spacing={1.5} aria-labelledby="minor-texts" sx={{ marginBlockStart: 3 }}>
      <Typography component="h2" variant="h6" id="minor-texts">
        {t('log.title')}
      </Typography>
      <Typography color="text.secondary">{t('log.intro')}</Typography>
      {log.isPending ? (
        <CircularProgress aria-label={t('loading')} size={24} />
      ) : log.isError ? (
        <Alert severity="error">{t('detailsError')}</Alert>
      ) : log.data.data.length === 0 ? (
        <Typography>{t('log.empty')}</Typography>
      ) : (
        <List dense aria-label={t('log.title')}>
          {log.data.data.map((e) => (
            <ListItem key={e.id} divider disableGutters>
              <ListItemText
                primary={`${e.playerName} · ${t(`log.kinds.${e.kind}`, { defaultValue: e.kind })} · ${when(e.sentAt)}`}
                secondary={
                  e.copiedTo.length > 0
                    ? t('log.copied', { names: e.copiedTo.map((g) => g.name).join(', ') })
                    : t('log.noGuardian')
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {failed && <Alert severity="error">{t('detailsError')}</Alert>}
      <Button
        variant="outlined"
        disabled={downloading}
        onClick={() => void download()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('log.csv')}
      </Button>
    </Stack>
  );
}
