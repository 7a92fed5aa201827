import FamilyRestroomOutlinedIcon from '@mui/icons-material/FamilyRestroomOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import '../i18n/messages';
import { GUARDIANS_NS } from '../i18n/messages';

/**
 * A ladder row's way to the player's guardians (issue 34): for the team's coaches, and the player's own
 * row. An icon, named for the player, so that a row still reads as the player's name on a phone.
 */
export function GuardiansLink({ playerId, playerName }: { playerId: number; playerName: string }) {
  const { t } = useTranslation(GUARDIANS_NS);
  const label = t('manage.openFor', { name: playerName });
  return (
    <IconButton
      component={RouterLink}
      to={paths.playerGuardiansOf(playerId)}
      size="small"
      aria-label={label}
      title={label}
    >
      <FamilyRestroomOutlinedIcon fontSize="small" />
    </IconButton>
  );
}
