import { useTranslation } from 'react-i18next';
import { SCORE_NS } from './messages';

/** The parser's reason (an English sentence), led in by a translated sentence in other languages. */
export function ReasonText({ reason }: { reason: string }) {
  const { t, i18n } = useTranslation(SCORE_NS);
  if (i18n.language === 'en') return <>{reason}</>;
  return (
    <>
      {t('lead')}{' '}
      <bdi lang="en" dir="ltr">
        {reason}
      </bdi>
    </>
  );
}
