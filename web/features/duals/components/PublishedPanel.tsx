import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TeamType } from '../../../../contract/common';
import type { Dual } from '../../../../contract/duals';
import { paths } from '../../../config/paths';
import { handleOf } from '../../../lib/teams';
import { DUALS_NS } from '../i18n/messages';
import { PublicLink } from './PublicLink';

/** A published dual, for its coach: that it was published (and why despite the rule), the public link, the print card. */
export function PublishedPanel({ dual, team }: { dual: Dual; team: TeamType }) {
  const { t } = useTranslation(DUALS_NS);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity={dual.publishReason ? 'warning' : 'success'}>
        {t('dual.publishedOn')}
        {dual.publishReason && (
          <>
            {' '}
            {t('dual.publishedReason')} <bdi>{dual.publishReason}</bdi>
          </>
        )}
      </Alert>
      {dual.publicUrl && <PublicLink url={dual.publicUrl} />}
      <Box>
        <Button
          component={RouterLink}
          to={paths.dualPrintOf(handleOf(team), dual.id)}
          target="_blank"
          variant="outlined"
          startIcon={<PrintIcon />}
        >
          {t('dual.print')}
        </Button>
      </Box>
    </Box>
  );
}
