import { useTranslation } from 'react-i18next';
import { MATCHES_NS } from '../i18n/messages';
import type { ErrorMessage } from '../error-messages';

/**
 * An error message: translated when it is one of the texts this page knows, else the server's
 * own sentence (written in English), marked as English so it is read out right; in another
 * language a translated lead-in (`leadKey`) says what the sentence is about.
 */
export function ErrorText({
  message,
  leadKey = 'errors.serverSaid',
}: {
  message: ErrorMessage;
  leadKey?: string;
}) {
  const { t, i18n } = useTranslation(MATCHES_NS);
  if ('key' in message) return <>{t(message.key, message.values)}</>;
  if (i18n.language === 'en') return <>{message.text}</>;
  return (
    <>
      {t(leadKey)}{' '}
      <bdi lang="en" dir="ltr">
        {message.text}
      </bdi>
    </>
  );
}
