import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { SEARCH_ROW } from '../ladder-layout';
import { LADDER_NS } from '../messages';

/*
 * The loading ladder has the shape of the loaded one (search field, the coach's PIN panel, a table
 * of a usual squad), so that the page does not jump when it arrives (layout shift): heights as
 * the loaded parts measure, in CSS pixels.
 */
const SKELETON = { search: 56, pinPanel: 114, tableHead: 60, row: 61, phoneRow: 56, rows: 8 } as const;

/** The ladder while its roster loads. */
export function LadderSkeleton({ label, isCoach }: { label: string; isCoach: boolean }) {
  const { t } = useTranslation(LADDER_NS);
  return (
    <Box aria-busy="true" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={SEARCH_ROW}>
        <Skeleton
          variant="rounded"
          height={SKELETON.search}
          sx={{ flex: { sm: 1 }, maxWidth: { md: 420 } }}
        />
        {isCoach && <Skeleton variant="rounded" height={SKELETON.pinPanel} sx={{ minWidth: { sm: 240 } }} />}
      </Box>
      {/* The table, or on a phone the list (LadderTable): chosen in CSS, as LadderTable does. */}
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <Skeleton variant="rounded" height={SKELETON.tableHead} />
        {Array.from({ length: SKELETON.rows }, (_, i) => (
          <Skeleton
            key={i}
            variant="rectangular"
            height={SKELETON.row - 1}
            sx={{ marginBlockStart: '1px' }}
          />
        ))}
      </Box>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 1 }}>
          {t(isCoach ? 'table.phoneCoachHint' : 'table.phoneHintNoContacts')}
        </Typography>
        {Array.from({ length: SKELETON.rows }, (_, i) => (
          <Skeleton
            key={i}
            variant="rectangular"
            height={SKELETON.phoneRow}
            sx={{ marginBlockStart: '1px' }}
          />
        ))}
      </Box>
      <span className="visually-hidden">{label}</span>
    </Box>
  );
}

/** A roster that could not be loaded: not the user's team (with the way back), or Try again. */
export function RosterError({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation(LADDER_NS);
  // 404: a team the user does not coach (or is not on); the server does not say which.
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" component={RouterLink} to={paths.ladder}>
            {t('table.toLadders')}
          </Button>
        }
      >
        {t('table.notYours')}
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {t('translation:app.retry')}
        </Button>
      }
    >
      {t('table.error')}
    </Alert>
  );
}
