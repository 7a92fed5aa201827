import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { errorMessageKey } from '../error-messages';
import { TOURNAMENTS_NS } from '../i18n/messages';

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** What is deleted, e.g. 'Delete the tournament "Spring Open"?'. */
  title: ReactNode;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
  /** After the closing transition: the caller may forget what was being deleted. */
  onExited?: () => void;
}

/** SPEC.md section 2: every delete asks 'Are you sure want to delete? ...' with Cancel and Delete. */
export function ConfirmDeleteDialog({ error, ...rest }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  return (
    <ConfirmDialog
      {...rest}
      cancelLabel={t('actions.cancel')}
      confirmLabel={t('actions.delete')}
      error={error != null && t(errorMessageKey(error))}
    >
      {t('confirm.text')}
    </ConfirmDialog>
  );
}
