import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../tooltip/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { lazyUntilOpen } from '../lazy/lazy-until-open';

/** The menu's code loads when it is first opened. */
const LanguageList = lazyUntilOpen(
  () => import('./LanguageList').then((module) => module.LanguageList),
  (props) => props.anchor !== null,
);

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
      <LanguageList
        id={menuId}
        anchor={anchor}
        labelledBy={buttonId}
        value={value}
        onClose={() => setAnchor(null)}
        onChange={onChange}
      />
    </>
  );
}
