import { SetupScreen } from '../../features/auth/components/SetupScreen';
import { SchoolStep } from '../../features/schools/components/SchoolStep';

/** /coaches/set-up: the auth feature's form, its school field the schools feature's search (issue 32). */
export function Component() {
  return <SetupScreen kind="coach" schoolField={(props) => <SchoolStep {...props} />} />;
}
