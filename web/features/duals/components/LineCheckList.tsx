import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LineName, Violation } from '../../../../contract/duals';
import { DUALS_NS } from '../i18n/messages';
import { violationText } from '../violation-text';

/** What the team's anti-stacking rule says about one line of the builder: fine, or each rule it breaks. */
export function LineCheckList({
  line,
  violations,
  rulePack = null,
}: {
  line: LineName;
  violations: readonly Violation[];
  /** A league dual's pack label: the line fits the pack (issue 35). */
  rulePack?: string | null;
}) {
  const { t, i18n } = useTranslation(DUALS_NS);
  return (
    <Box sx={{ gridColumn: '1 / -1' }} data-testid={`line-check-${line}`}>
      {violations.length === 0 ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
        >
          <CheckCircleOutlineIcon fontSize="inherit" color="success" aria-hidden />
          <bdi>{rulePack ? t('builder.lineOkPack', { pack: rulePack }) : t('builder.lineOk')}</bdi>
        </Typography>
      ) : (
        <Box component="ul" sx={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
          {violations.map((v, i) => (
            <Typography
              component="li"
              key={i}
              variant="body2"
              sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}
            >
              <WarningAmberIcon
                fontSize="inherit"
                color="warning"
                aria-hidden
                sx={{ marginBlockStart: '0.2em' }}
              />
              <span>{violationText(t, v, i18n.language)}</span>
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
