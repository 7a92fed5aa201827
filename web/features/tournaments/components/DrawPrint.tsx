import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { drawQueryOptions } from '../draw-api';
import { TOURNAMENTS_NS } from '../i18n/messages';
import { BracketView } from './BracketView';

/** /tournaments/{id}/draw/print (issue 36): the draw on paper, outside the app's chrome; every round shown. */
export function DrawPrint({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const message = useErrorMessage();
  const draw = useQuery(drawQueryOptions(tournamentId));
  return (
    <Box component="main" sx={{ padding: 2 }}>
      <GlobalStyles
        styles={{
          '@media print': {
            '.no-print': { display: 'none !important' },
            body: { background: '#fff' },
            '[role="region"]': { overflow: 'visible !important' },
          },
        }}
      />
      <Box className="no-print" sx={{ marginBlockEnd: 2 }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('draw.printNow')}
        </Button>
      </Box>
      {draw.isPending && <Skeleton variant="rounded" height={320} />}
      {draw.isError && <Alert severity="error">{message(draw.error)}</Alert>}
      {draw.data && (
        <>
          <Typography component="h1" variant="h5" sx={{ marginBlockEnd: 2 }}>
            <bdi>{draw.data.tournamentName}</bdi> · {t(`draw.types.${draw.data.drawType}`)}
          </Typography>
          <BracketView draw={draw.data} />
        </>
      )}
    </Box>
  );
}
