import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainFrame, type OnLookChange } from '../../../components/shell/PlainFrame';
import { adminLogout } from '../api';
import { ADMIN_NS } from '../i18n/messages';

export type { OnLookChange };

/**
 * The frame of the school administrator's pages (issue 32): the plain frame with the admin's title,
 * signing out at the provider too when it offers that (`adminLogout` answers where to go).
 */
export function AdminFrame({ children, onLookChange }: { children: ReactNode; onLookChange?: OnLookChange }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <PlainFrame
      title={t('title')}
      logoutLabel={t('logout')}
      signOut={adminLogout}
      onLookChange={onLookChange}
      maxWidth={1100}
    >
      {children}
    </PlainFrame>
  );
}
