import GroupsIcon from '@mui/icons-material/Groups';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SubjectKind } from '../../../../contract/availability';
import { summaryQuery } from '../api';
import { AVAILABILITY_NS } from '../i18n/messages';

/** The calendar's way in: "who's coming" with the counts, for an event or match that asks its players. */
export function AvailabilityButton({ kind, id }: { kind: SubjectKind; id: number }) {
  const { t } = useTranslation(AVAILABILITY_NS);
  const summary = useQuery(summaryQuery(kind, id));
  if (!summary.data) return null;
  const c = summary.data.counts;
  return (
    <Button
      component={RouterLink}
      to={`/availability/${kind}/${id}`}
      variant="outlined"
      startIcon={<GroupsIcon />}
      sx={{ textTransform: 'none', justifyContent: 'flex-start' }}
    >
      {t('open')}: {t('counts', c)}
    </Button>
  );
}
