import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_TYPES } from '../../../../contract/settings';
import { PersonAvatar } from '../../../components/avatar/PersonAvatar';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useMessage } from '../../../components/messages/MessageProvider';
import {
  avatarQueryOptions,
  personalSettingsQueryOptions,
  useRemoveAvatar,
  useSaveAvatar,
  type SettingsOwner,
} from '../api';
import { chosenFileError, uploadErrorOf, type AvatarErrorKey } from '../avatar-errors';
import { SETTINGS_NS } from '../i18n/messages';

const PREVIEW_SIZE = 112;

/** A chosen file and the address its preview is drawn from (revoked when it is let go). */
interface Chosen {
  file: File;
  url: string;
}

/**
 * The person's photo: shown (or their initials), chosen from a file, previewed, saved or
 * removed. The server crops it to a square; the navbar and the ladder show it after a save.
 */
export function AvatarForm({ owner }: { owner: SettingsOwner }) {
  const { t } = useTranslation(SETTINGS_NS);
  const avatar = useQuery(avatarQueryOptions(owner));
  const personal = useQuery(personalSettingsQueryOptions(owner));

  if (avatar.isPending) {
    return (
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }} aria-busy="true">
        <Skeleton variant="circular" width={PREVIEW_SIZE} height={PREVIEW_SIZE} />
        <Skeleton variant="rounded" width={160} height={36} />
        <span className="visually-hidden">{t('avatar.loading')}</span>
      </Stack>
    );
  }
  if (avatar.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void avatar.refetch()}>
            {t('avatar.retry')}
          </Button>
        }
      >
        {t('avatar.loadFailed')}
      </Alert>
    );
  }
  return (
    <LoadedAvatarForm
      owner={owner}
      saved={avatar.data.avatarLarge}
      firstName={personal.data?.fname ?? ''}
      lastName={personal.data?.lname ?? ''}
    />
  );
}

function LoadedAvatarForm({
  owner,
  saved,
  firstName,
  lastName,
}: {
  owner: SettingsOwner;
  saved: string | null;
  firstName: string;
  lastName: string;
}) {
  const { t } = useTranslation(SETTINGS_NS);
  const showMessage = useMessage();
  const save = useSaveAvatar(owner);
  const remove = useRemoveAvatar(owner);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState<AvatarErrorKey | null>(null);
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const helpId = useId();
  const errorId = useId();

  // The preview's object URL lives as long as the choice.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const choose = (next: Chosen | null) => {
    setChosen(next);
    // The keyboard goes where the next step is: saving the preview, or choosing again.
    requestAnimationFrame(() => (next ? saveButton.current : chooseButton.current)?.focus());
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again must fire a change again.
    event.target.value = '';
    if (!file) return;
    const problem = chosenFileError(file);
    setError(problem);
    if (problem) return;
    choose({ file, url: URL.createObjectURL(file) });
  };

  const onSave = () => {
    if (!chosen) return;
    setError(null);
    save.mutate(chosen.file, {
      onSuccess: () => {
        choose(null);
        showMessage({ message: t('avatar.saved'), variant: 'success' });
      },
      onError: (failure) => {
        const key = uploadErrorOf(failure);
        setError(key);
        showMessage({ message: t(`avatar.errors.${key}`), variant: 'error' });
      },
    });
  };

  const onRemove = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setError(null);
        showMessage({ message: t('avatar.removed'), variant: 'success' });
      },
    });
  };

  const describedBy = error ? `${helpId} ${errorId}` : helpId;

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 3, alignItems: { xs: 'flex-start', sm: 'center' } }}
    >
      <PersonAvatar
        firstName={firstName}
        lastName={lastName}
        src={chosen?.url ?? saved}
        size={PREVIEW_SIZE}
        decorative={!chosen && !saved}
        alt={chosen ? t('avatar.previewAlt') : undefined}
      />
      <Box sx={{ minWidth: 0 }}>
        <input
          ref={input}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          hidden
          tabIndex={-1}
          aria-hidden
          data-testid="avatar-file"
          onChange={onFile}
        />
        {/* Keyed buttons: reusing Cancel's element for Remove would fade its colour from blue to red. */}
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          {chosen ? (
            <>
              <Button
                key="save"
                ref={saveButton}
                variant="contained"
                loading={save.isPending}
                loadingPosition="start"
                onClick={onSave}
                aria-describedby={describedBy}
              >
                {save.isPending ? t('avatar.saving') : t('avatar.save')}
              </Button>
              <Button key="cancel" onClick={() => choose(null)} disabled={save.isPending}>
                {t('avatar.cancel')}
              </Button>
            </>
          ) : (
            <>
              <Button
                key="choose"
                ref={chooseButton}
                variant="outlined"
                startIcon={<PhotoCameraIcon />}
                onClick={() => input.current?.click()}
                aria-describedby={describedBy}
              >
                {saved ? t('avatar.change') : t('avatar.choose')}
              </Button>
              {saved && (
                <Button
                  key="remove"
                  color="error"
                  startIcon={<DeleteOutlineIcon />}
                  onClick={() => setConfirming(true)}
                >
                  {t('avatar.remove')}
                </Button>
              )}
            </>
          )}
        </Stack>
        <Typography id={helpId} variant="body2" color="text.secondary" sx={{ marginBlockStart: 1 }}>
          {chosen ? t('avatar.previewHelp') : t('avatar.help')}
          {owner.role === 'player' && !chosen && ` ${t('avatar.seenByTeam')}`}
        </Typography>
        {error && (
          <Alert id={errorId} severity="error" sx={{ marginBlockStart: 1.5 }}>
            {t(`avatar.errors.${error}`)}
          </Alert>
        )}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('avatar.confirmTitle')}
        confirmLabel={t('avatar.confirm')}
        cancelLabel={t('avatar.cancel')}
        pending={remove.isPending}
        error={remove.isError ? t('avatar.errors.removeFailed') : undefined}
        onConfirm={onRemove}
        onCancel={() => setConfirming(false)}
        onExited={() => {
          // The button that opened the dialog is gone after a removal: the dialog would hand the
          // focus back to nothing, so it goes to the choice of a new photo once the dialog has left.
          if (remove.isSuccess) chooseButton.current?.focus();
          remove.reset();
        }}
      >
        {t('avatar.confirmText')}
      </ConfirmDialog>
    </Stack>
  );
}
