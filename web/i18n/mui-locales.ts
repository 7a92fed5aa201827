import { arSD, trTR } from '@mui/material/locale';

/** MUI's own texts (pagination, autocomplete, dialogs, ...) in the languages other than English. */
export const MUI_LOCALES = { tr: trTR, ar: arSD };
