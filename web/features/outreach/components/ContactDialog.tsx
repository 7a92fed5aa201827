import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '../../../../contract/common';
import type { CommunicationContact } from '../../../../contract/outreach';
import type { ContactDialogMode } from '../contact-form';
import { OUTREACH_NS } from '../i18n/messages';
import { PersonForm } from './PersonForm';
import { PlayerForm } from './PlayerForm';

interface ContactDialogProps {
  mode: ContactDialogMode;
  open: boolean;
  /** The coach's teams (for the existing-player choice); undefined while they load. */
  teams: TeamType[] | undefined;
  /** Who is on the list already (their players are offered but disabled). */
  contacts: CommunicationContact[];
  onClose: () => void;
  /** A snackbar text after a successful save. */
  onDone: (message: string) => void;
}

type Kind = 'person' | 'player';

/**
 * Adds a contact (a new person, or a player of the coach's teams) or edits a new person's
 * details. The page gives each opening its own key, so the form starts from that opening's data.
 */
export function ContactDialog({ mode, open, teams, contacts, onClose, onDone }: ContactDialogProps) {
  const { t } = useTranslation(OUTREACH_NS);
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [kind, setKind] = useState<Kind>('person');
  const [busy, setBusy] = useState(false);
  const list = t(`translation:teams.${mode.level}`);

  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>
        {mode.type === 'add' ? t('dialog.addTitle', { list }) : t('dialog.editTitle')}
      </DialogTitle>
      {mode.type === 'add' && (
        <Box sx={{ paddingInline: 3 }}>
          <FormControl>
            <FormLabel id={`${titleId}-kind`}>{t('dialog.kind')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${titleId}-kind`}
              value={kind}
              onChange={(event) => setKind(event.target.value as Kind)}
            >
              <FormControlLabel
                value="person"
                control={<Radio />}
                label={t('dialog.kindNew')}
                disabled={busy}
              />
              <FormControlLabel
                value="player"
                control={<Radio />}
                label={t('dialog.kindPlayer')}
                disabled={busy}
              />
            </RadioGroup>
          </FormControl>
        </Box>
      )}
      {mode.type === 'add' && kind === 'player' ? (
        <PlayerForm
          level={mode.level}
          teams={teams}
          contacts={contacts}
          onBusy={setBusy}
          onClose={onClose}
          onDone={onDone}
        />
      ) : (
        <PersonForm mode={mode} onBusy={setBusy} onClose={onClose} onDone={onDone} />
      )}
    </Dialog>
  );
}
