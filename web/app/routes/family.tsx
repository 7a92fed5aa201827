import '../../features/guardians/i18n/messages';
import { FamilyHome } from '../../features/guardians/components/FamilyHome';

/**
 * /family (issue 34): a guardian's home; the router lets only a guardian's session in. Their look is
 * kept on this device (a guardian has no saved settings on the server).
 */
export function Component() {
  return <FamilyHome />;
}
