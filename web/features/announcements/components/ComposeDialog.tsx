import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_MAX,
  POLL_OPTIONS_MIN,
  SUBJECT_MAX,
  type AnnouncementDetail,
} from '../../../../contract/announcements';
import { useSendAnnouncement } from '../api';
import {
  composeFormSchema,
  emptyCompose,
  toCreateBody,
  type ComposeErrorKey,
  type ComposeFormValues,
} from '../compose-form';
import { clearDraft, hasText, loadDraft, saveDraft } from '../compose-draft';
import { useNumberFormat } from '../hooks/use-number-format';
import { ANNOUNCEMENTS_NS } from '../i18n/messages';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useSubmitOnce } from '../../../lib/submit-once';
import { PollOptionsFields } from './PollOptionsFields';

export interface ComposeAudience {
  skillLevel: number;
  recipients: number | null;
}

interface ComposeDialogProps {
  open: boolean;
  audiences: ComposeAudience[];
  /** The audience chosen at first (the list on screen), or '' to make the coach choose. */
  defaultLevel: number | '';
  /** Whose drafts these are (the coach), so drafts on a shared browser stay apart. */
  draftOwner: string;
  onClose: () => void;
  onSent: (announcement: AnnouncementDetail) => void;
}

/**
 * A coach's new announcement: audience, subject, message and an optional poll of 2-10 answers
 * (PollOptionsFields).
 * Closing with something written asks first. The page gives each opening its own key.
 */
export function ComposeDialog({
  open,
  audiences,
  defaultLevel,
  draftOwner,
  onClose,
  onSent,
}: ComposeDialogProps) {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  const format = useNumberFormat();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const send = useSendAnnouncement();
  const once = useSubmitOnce();
  const [failed, setFailed] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [restored] = useState(() => loadDraft(localStorage, draftOwner, defaultLevel));
  const { register, handleSubmit, control, formState, getValues } = useForm<ComposeFormValues>({
    resolver: zodResolver(composeFormSchema),
    defaultValues: restored ?? emptyCompose(defaultLevel),
  });
  const level = useWatch({ control, name: 'skillLevel' });
  const chosen = audiences.find((a) => a.skillLevel === level);
  const { errors } = formState;

  // The draft follows every keystroke into local storage, under the audience chosen; choosing
  // another audience takes it along. Once sent or discarded nothing is written again.
  const values = useWatch({ control });
  const written = hasText({
    subject: values.subject ?? '',
    message: values.message ?? '',
    options: (values.options ?? []).map((o) => ({ text: o.text ?? '' })),
  });
  const done = useRef(false);
  const savedLevel = useRef<number | ''>(defaultLevel);
  const snapshot = JSON.stringify(values);
  useEffect(() => {
    if (done.current) return;
    const current = getValues();
    if (savedLevel.current !== current.skillLevel) clearDraft(localStorage, draftOwner, savedLevel.current);
    savedLevel.current = current.skillLevel;
    saveDraft(localStorage, draftOwner, current);
  }, [snapshot, draftOwner, getValues]);

  const guarding = open && written && !send.isSuccess;
  // Back, or a link, while something is written: ask, as Cancel does.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarding && !done.current && currentLocation.pathname !== nextLocation.pathname,
  );
  // A reload or a closed tab: the browser's own prompt (the draft is kept anyway).
  useEffect(() => {
    if (!guarding) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [guarding]);

  const discard = () => {
    done.current = true;
    clearDraft(localStorage, draftOwner, getValues().skillLevel);
    setDiscarding(false);
    onClose();
    if (blocker.state === 'blocked') blocker.proceed();
  };
  const keepEditing = () => {
    setDiscarding(false);
    if (blocker.state === 'blocked') blocker.reset();
  };

  const message = (key: string | undefined, max?: number) =>
    key
      ? t(`compose.errors.${key as ComposeErrorKey}`, {
          max: max === undefined ? undefined : format.number(max),
          min: format.number(POLL_OPTIONS_MIN),
        })
      : undefined;

  const close = () => {
    if (send.isPending) return;
    if (written) setDiscarding(true);
    else onClose();
  };

  const submit = (form: ComposeFormValues) => {
    if (!once.hold()) return;
    setFailed(false);
    send.mutate(toCreateBody(form), {
      onSuccess: (announcement) => {
        done.current = true;
        clearDraft(localStorage, draftOwner, form.skillLevel);
        onSent(announcement);
      },
      onError: () => {
        once.release();
        setFailed(true);
      },
    });
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        fullScreen={fullScreen}
      >
        <DialogTitle id={titleId}>{t('compose.title')}</DialogTitle>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void handleSubmit(submit)(event)}
          sx={{ display: 'contents' }}
        >
          <DialogContent sx={{ paddingBlockStart: '8px !important' }}>
            <Stack spacing={2.5}>
              {failed && <Alert severity="error">{t('compose.failed')}</Alert>}
              {restored && <Alert severity="info">{t('compose.draftRestored')}</Alert>}
              <Controller
                control={control}
                name="skillLevel"
                render={({ field }) => (
                  <TextField
                    select
                    label={t('compose.audience')}
                    required
                    value={field.value}
                    onChange={(event) =>
                      field.onChange(event.target.value === '' ? '' : Number(event.target.value))
                    }
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={errors.skillLevel !== undefined}
                    helperText={
                      message(errors.skillLevel?.message) ??
                      (chosen?.recipients === 0 ? t('compose.emptyAudience') : undefined)
                    }
                  >
                    {audiences.map((a) => (
                      <MenuItem key={a.skillLevel} value={a.skillLevel}>
                        {a.recipients === null
                          ? t(`translation:teams.${a.skillLevel}`)
                          : t('compose.audienceOption', {
                              audience: t(`translation:teams.${a.skillLevel}`),
                              count: format.number(a.recipients),
                            })}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField
                {...register('subject')}
                label={t('compose.subject')}
                required
                autoFocus
                slotProps={{ htmlInput: { dir: 'auto', maxLength: SUBJECT_MAX } }}
                error={errors.subject !== undefined}
                helperText={message(errors.subject?.message, SUBJECT_MAX)}
              />
              <TextField
                {...register('message')}
                label={t('compose.message')}
                required
                multiline
                minRows={5}
                maxRows={14}
                slotProps={{ htmlInput: { dir: 'auto', maxLength: MESSAGE_MAX } }}
                error={errors.message !== undefined}
                helperText={message(errors.message?.message, MESSAGE_MAX) ?? t('compose.messageHelp')}
              />
              <PollOptionsFields control={control} register={register} errors={errors} message={message} />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2 }}>
            <Button onClick={close} disabled={send.isPending}>
              {t('compose.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={send.isPending || once.busy}>
              {send.isPending ? t('compose.sending') : t('compose.send')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      <ConfirmDialog
        open={discarding || blocker.state === 'blocked'}
        title={t('compose.discardTitle')}
        confirmLabel={t('compose.discard')}
        cancelLabel={t('compose.keep')}
        onConfirm={discard}
        onCancel={keepEditing}
      >
        {t('compose.discardText')}
      </ConfirmDialog>
    </>
  );
}
