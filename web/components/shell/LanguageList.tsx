import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../i18n/languages';

interface LanguageListProps {
  id: string;
  /** The button it opens from; null when closed. */
  anchor: HTMLElement | null;
  labelledBy: string;
  value: Language;
  onClose: () => void;
  onChange: (language: Language) => void;
}

/** The language menu's list (LanguageMenu): each language named in its own language. */
export function LanguageList({ id, anchor, labelledBy, value, onClose, onChange }: LanguageListProps) {
  const { t } = useTranslation();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          selected={language === value}
          lang={language}
          onClick={() => {
            onClose();
            if (language !== value) onChange(language);
          }}
        >
          <ListItemText>{t(`language.${language}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
