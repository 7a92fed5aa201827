import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DUAL_SITES, type DualSite } from '../../../../contract/duals';
import { DUALS_NS } from '../i18n/messages';

/** Home, away or a neutral site, one of three toggle buttons. */
export function DualSitePicker({ value, onChange }: { value: DualSite; onChange: (site: DualSite) => void }) {
  const { t } = useTranslation(DUALS_NS);
  return (
    <Box>
      <Typography
        component="p"
        variant="body2"
        color="text.secondary"
        id="dual-site-label"
        sx={{ marginBlockEnd: 0.5 }}
      >
        {t('create.site')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        color="primary"
        size="small"
        value={value}
        onChange={(_event, site: DualSite | null) => site && onChange(site)}
        aria-labelledby="dual-site-label"
      >
        {DUAL_SITES.map((s) => (
          // MUI's unselected text (action.active, 54 % black) falls under 4.5:1 on its own hover
          // background (axe, seen with the pointer left over "Neutral site"); text.secondary holds it.
          <ToggleButton key={s} value={s} sx={{ '&:not(.Mui-selected)': { color: 'text.secondary' } }}>
            {t(`site.${s}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
