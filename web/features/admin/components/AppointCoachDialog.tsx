import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/error-message';
import { useAppointCoach } from '../api';
import { ADMIN_NS } from '../i18n/messages';

export interface CoachName {
  id: number;
  firstName: string;
  lastName: string;
}

export const coachName = (c: CoachName) => `${c.firstName} ${c.lastName}`;

/**
 * "Add a coach": the admin chooses one of the school's coaches who does not coach the team yet (a
 * native select: a phone's own picker, and the keyboard's). The team's other coaches stay.
 */
export function AppointCoachDialog({
  open,
  rosterId,
  teamName,
  candidates,
  onClose,
  onAppointed,
}: {
  open: boolean;
  rosterId: number;
  teamName: string;
  candidates: CoachName[];
  onClose: () => void;
  onAppointed: (coach: CoachName) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const { t: tApp } = useTranslation();
  const appoint = useAppointCoach();
  const [coachId, setCoachId] = useState('');
  const [missing, setMissing] = useState(false);
  const titleId = useId();
  const helpId = useId();
  const failed = appoint.isError ? errorMessageKey(appoint.error) : null;

  const close = () => {
    if (appoint.isPending) return;
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={helpId}
      maxWidth="xs"
      fullWidth
      slotProps={{
        transition: {
          onExited: () => {
            setCoachId('');
            setMissing(false);
            appoint.reset();
          },
        },
      }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const coach = candidates.find((c) => String(c.id) === coachId);
          if (!coach) {
            setMissing(true);
            return;
          }
          appoint.mutate({ rosterId, coachId: coach.id }, { onSuccess: () => onAppointed(coach) });
        }}
      >
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {t('appoint.title', { team: teamName })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={helpId} sx={{ marginBlockEnd: 2 }}>
            {candidates.length === 0 ? t('appoint.none') : t('appoint.help')}
          </DialogContentText>
          {candidates.length > 0 && (
            <TextField
              select
              fullWidth
              autoFocus
              label={t('appoint.coach')}
              value={coachId}
              error={missing}
              helperText={missing ? t('appoint.required') : undefined}
              onChange={(event) => {
                setCoachId(event.target.value);
                setMissing(false);
                appoint.reset();
              }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{t('appoint.choose')}</option>
              {candidates.map((c) => (
                <option key={c.id} value={c.id}>
                  {coachName(c)}
                </option>
              ))}
            </TextField>
          )}
          {failed && (
            <Alert severity="error" sx={{ marginBlockStart: 2 }}>
              {tApp(failed.key, failed.values)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={appoint.isPending}>
            {t('cancel')}
          </Button>
          {candidates.length > 0 && (
            <Button type="submit" variant="contained" disabled={appoint.isPending}>
              {t('appoint.confirm')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
