import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DUAL_PUBLISH_REASON_MAX } from '../../../../contract/duals';
import type { DualViolation, Violation } from '../../../../contract/duals';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { ApiError } from '../../../lib/api-client';
import { DUALS_NS } from '../i18n/messages';
import { violationText, violationWords } from '../violation-text';

/**
 * The rules the server found broken when it asked a reason (409 publish_needs_reason), or null. The server
 * knows what the builder cannot, e.g. the lineup of the previous league round (UIL's move limit), so its list
 * is the one the dialog then shows.
 */
export function reasonAskedBy(error: unknown): readonly DualViolation[] | null {
  if (!(error instanceof ApiError) || error.code !== 'publish_needs_reason') return null;
  const details = error.details as { violations?: DualViolation[] } | undefined;
  return details?.violations?.length ? details.violations : null;
}

interface PublishDialogProps {
  open: boolean;
  /** What the team's rule says about the lineup; a reason is required when there is anything. */
  violations: readonly Violation[];
  /** The server's list when it asked a reason (reasonAskedBy): shown instead of `violations`. */
  asked?: readonly DualViolation[] | null;
  pending: boolean;
  error?: string;
  onClose: () => void;
  onPublish: (reason: string | undefined) => void;
}

/**
 * Publishing texts every player on the lineup and opens the public page. A lineup that breaks the team's
 * rule is shown line by line first, and publishing it anyway needs a written reason (kept with the dual).
 */
export function PublishDialog({
  open,
  violations,
  asked = null,
  pending,
  error,
  onClose,
  onPublish,
}: PublishDialogProps) {
  const { t, i18n } = useTranslation(DUALS_NS);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const broken = asked
    ? asked.map((v) => violationWords(t, v.key, v.params, i18n.language))
    : violations.map((v) => violationText(t, v, i18n.language));
  const breaks = broken.length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (breaks && reason.trim() === '') return setMissing(true);
    onPublish(breaks ? reason.trim() : undefined);
  };

  return (
    <FormDialog
      open={open}
      title={t(breaks ? 'publish.titleAnyway' : 'publish.title')}
      onClose={onClose}
      onExited={() => {
        setReason('');
        setMissing(false);
      }}
      onSubmit={submit}
      pending={pending}
      cancelLabel={t('cancel')}
      submitLabel={t(breaks ? 'publish.submitAnyway' : 'publish.submit')}
      maxWidth="sm"
      error={error}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography>{t('publish.text')}</Typography>
        {breaks && (
          <>
            <Alert severity="warning">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('publish.violations')}
              </Typography>
              <Box component="ul" sx={{ margin: 0, paddingInlineStart: 2.5 }}>
                {broken.map((text, i) => (
                  <li key={i}>{text}</li>
                ))}
              </Box>
            </Alert>
            <TextField
              label={t('publish.reason')}
              required
              multiline
              minRows={2}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
              error={missing}
              helperText={missing ? t('publish.reasonMissing') : t('publish.reasonHelp')}
              slotProps={{ htmlInput: { maxLength: DUAL_PUBLISH_REASON_MAX } }}
            />
          </>
        )}
      </Box>
    </FormDialog>
  );
}
