import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AdminSchools } from '../../../../contract/admin';
import { ADMIN_NS } from '../i18n/messages';

type Team = AdminSchools[number]['teams'][number];

/** One team on the admin's page: its name, roster size and coaches. */
export function TeamCard({ team }: { team: Team }) {
  const { t } = useTranslation(ADMIN_NS);
  const { t: tApp } = useTranslation();
  const titleId = `team-${team.rosterId}`;
  return (
    <Card component="li" variant="outlined" aria-labelledby={titleId}>
      <CardContent>
        <Typography component="h2" variant="h6" id={titleId}>
          {tApp(`teams.${team.teamType}`)}
        </Typography>
        <Typography color="text.secondary" sx={{ marginBlockEnd: 1 }}>
          {t('rosterSize', { count: team.rosterSize })}
        </Typography>
        <Typography component="h3" variant="subtitle2">
          {t('coaches')}
        </Typography>
        {team.coaches.length === 0 ? (
          <Typography color="text.secondary">{t('noCoach')}</Typography>
        ) : (
          <Typography component="ul" sx={{ margin: 0, paddingInlineStart: 2.5 }}>
            {team.coaches.map((coach) => (
              <li key={coach.id}>
                <bdi>
                  {coach.firstName} {coach.lastName}
                </bdi>
              </li>
            ))}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
