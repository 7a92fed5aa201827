import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import '../i18n/messages';
import { GUARDIANS_NS } from '../i18n/messages';

/** A ladder row's way to the player's guardians (issue 34): for the team's coaches, and the player's own row. */
export function GuardiansLink({ playerId }: { playerId: number }) {
  const { t } = useTranslation(GUARDIANS_NS);
  return (
    <Link component={RouterLink} to={paths.playerGuardiansOf(playerId)} variant="body2">
      {t('manage.open')}
    </Link>
  );
}
