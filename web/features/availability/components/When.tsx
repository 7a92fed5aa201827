import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { parseCalendarTime } from '../../../../contract/calendar';
import type { SubjectInfo } from '../../../../contract/availability';
import { AVAILABILITY_NS } from '../i18n/messages';

/** A wire time ('YYYY-MM-DD HH:mm' UTC) in the viewer's language and time zone. */
export function useLocalTime(): (wire: string, withDate?: boolean) => string {
  const { i18n } = useTranslation();
  return (wire, withDate = true) => {
    const at = parseCalendarTime(wire);
    if (!at) return wire;
    return new Intl.DateTimeFormat(i18n.language, {
      ...(withDate ? { weekday: 'short', month: 'short', day: 'numeric' } : {}),
      hour: 'numeric',
      minute: '2-digit',
    }).format(at);
  };
}

/** When the event is, and when answers close. */
export function When({ subject }: { subject: SubjectInfo }) {
  const { t } = useTranslation(AVAILABILITY_NS);
  const local = useLocalTime();
  return (
    <>
      <Typography>
        {local(subject.startTime)} – {local(subject.endTime, false)}
      </Typography>
      {subject.deadline && !subject.closed && (
        <Typography color="text.secondary">{t('deadlineAt', { when: local(subject.deadline) })}</Typography>
      )}
    </>
  );
}
