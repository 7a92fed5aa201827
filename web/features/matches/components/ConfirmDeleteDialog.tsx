import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { errorMessage } from '../error-messages';
import { MATCHES_NS } from '../i18n/messages';
import { ErrorText } from './ErrorText';
import { IsolatedText } from '../../../components/text/IsolatedText';

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** 'Ann Lee vs Ben Kay' */
  players: string;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
  onExited: () => void;
}

/** Deleting a match asks first, with the same words as every other delete of the product. */
export function ConfirmDeleteDialog({ players, error, ...actions }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation(MATCHES_NS);
  return (
    <ConfirmDialog
      {...actions}
      title={<IsolatedText ns={MATCHES_NS} i18nKey="delete.title" values={{ players }} />}
      cancelLabel={t('cancel')}
      confirmLabel={t('delete.confirm')}
      error={error != null && <ErrorText message={errorMessage(error)} />}
    >
      {t('delete.text')}
    </ConfirmDialog>
  );
}
