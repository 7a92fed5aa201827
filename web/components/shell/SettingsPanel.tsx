import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUTS, isLayout, type Preferences } from '../../lib/stored-preferences';
import { THEME_IDS, THEMES, isThemeId } from '../../theme/themes';

interface SettingsPanelProps {
  open: boolean;
  onClose: () => void;
  preferences: Preferences;
  onChange: (patch: Partial<Preferences>) => void;
}

function Swatch({ colors }: { colors: [string, string] }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-flex',
        width: 36,
        height: 20,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        marginInlineEnd: 1,
        verticalAlign: 'middle',
      }}
    >
      <Box component="span" sx={{ flex: 1, backgroundColor: colors[0] }} />
      <Box component="span" sx={{ flex: 1, backgroundColor: colors[1] }} />
    </Box>
  );
}

/** SPEC.md section 2: the settings panel offers theme and layout. */
export function SettingsPanel({ open, onClose, preferences, onChange }: SettingsPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const themeLabelId = useId();
  const layoutLabelId = useId();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: 320, maxWidth: '100vw' } } }}
    >
      <Stack spacing={3} sx={{ padding: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} component="h2" variant="h6">
            {t('settings.title')}
          </Typography>
          <IconButton aria-label={t('settings.close')} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>

        <FormControl>
          <FormLabel id={themeLabelId}>{t('settings.theme')}</FormLabel>
          <RadioGroup
            aria-labelledby={themeLabelId}
            name="theme"
            value={preferences.theme}
            onChange={(event) => {
              if (isThemeId(event.target.value)) onChange({ theme: event.target.value });
            }}
          >
            {THEME_IDS.map((id) => (
              <FormControlLabel
                key={id}
                value={id}
                control={<Radio />}
                label={
                  <>
                    <Swatch colors={THEMES[id].swatch} />
                    {t(`settings.themes.${id}`)}
                  </>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>

        <FormControl>
          <FormLabel id={layoutLabelId}>{t('settings.layout')}</FormLabel>
          <RadioGroup
            aria-labelledby={layoutLabelId}
            name="layout"
            value={preferences.layout}
            onChange={(event) => {
              if (isLayout(event.target.value)) onChange({ layout: event.target.value });
            }}
          >
            {LAYOUTS.map((layout) => (
              <FormControlLabel
                key={layout}
                value={layout}
                control={<Radio />}
                label={t(`settings.layouts.${layout}`)}
              />
            ))}
          </RadioGroup>
          <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 1 }}>
            {t('settings.layoutHelp')}
          </Typography>
        </FormControl>
      </Stack>
    </Drawer>
  );
}
