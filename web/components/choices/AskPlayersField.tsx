import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface AskPlayersFieldProps {
  /** An edit asks "again"; a new event or match asks for the first time (never called a reminder). */
  again?: boolean;
  /** The checkbox's own props: react-hook-form's `register('ask')`, or `checked` and `onChange`. */
  checkbox: CheckboxProps;
}

/**
 * The explicit "ask players who's coming" choice of the event and match forms (issue 29, item 14):
 * ticked, saving texts the players Going / Maybe / Not going with a link to answer; the who's-coming
 * page's "Send now" does the same later.
 */
export function AskPlayersField({ again = false, checkbox }: AskPlayersFieldProps) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      control={<Checkbox {...checkbox} />}
      label={
        <>
          {t(again ? 'askPlayers.again' : 'askPlayers.label')}
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {t('askPlayers.help')}
          </Typography>
        </>
      }
    />
  );
}
