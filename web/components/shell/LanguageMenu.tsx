import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Tooltip } from '../tooltip/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../i18n/languages';

interface LanguageMenuProps {
  value: Language;
  onChange: (language: Language) => void;
  /** Icon only (narrow toolbars); the language name is then the tooltip. */
  compact?: boolean;
}

/** English, Türkçe, العربية: each language is named in its own language. */
export function LanguageMenu({ value, onChange, compact = false }: LanguageMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const label = `${t('shell.language')}: ${t(`language.${value}`)}`;

  const trigger = compact ? (
    <Tooltip title={label}>
      <IconButton
        id={buttonId}
        color="inherit"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
    </Tooltip>
  ) : (
    <Button
      id={buttonId}
      color="inherit"
      startIcon={<TranslateIcon />}
      aria-label={label}
      aria-haspopup="menu"
      aria-controls={anchor ? menuId : undefined}
      aria-expanded={anchor ? 'true' : undefined}
      onClick={(event) => setAnchor(event.currentTarget)}
    >
      <span lang={value}>{t(`language.${value}`)}</span>
    </Button>
  );

  return (
    <>
      {trigger}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            selected={language === value}
            lang={language}
            onClick={() => {
              setAnchor(null);
              if (language !== value) onChange(language);
            }}
          >
            <ListItemText>{t(`language.${language}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
