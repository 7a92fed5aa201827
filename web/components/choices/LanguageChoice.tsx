import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../i18n/languages';

/** The login pages have no toolbar, so the languages are offered as three buttons. */
export function LanguageChoice({
  value,
  onChange,
}: {
  value: Language;
  onChange: (language: Language) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="nav" direction="row" spacing={0.5} aria-label={t('shell.language')}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="small"
          lang={language}
          color={language === value ? 'primary' : 'inherit'}
          aria-pressed={language === value}
          onClick={() => onChange(language)}
          sx={{ minWidth: 0, fontWeight: language === value ? 700 : 400 }}
        >
          {t(`language.${language}`)}
        </Button>
      ))}
    </Stack>
  );
}
