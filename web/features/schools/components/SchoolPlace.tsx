import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SchoolFound } from '../../../../contract/schools';
import { SCHOOLS_NS } from '../i18n/messages';

/** A school's place and level, one quiet line ("Springfield, Illinois · High school"). */
export function SchoolPlace({ school }: { school: SchoolFound }) {
  const { t } = useTranslation(SCHOOLS_NS);
  const place = [school.city, school.region].filter(Boolean).join(', ');
  return (
    <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
      {place && (
        <>
          <bdi>{place}</bdi>
          {' · '}
        </>
      )}
      {t(`levels.${school.level}`)}
    </Typography>
  );
}
