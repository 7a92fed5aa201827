import { SetupScreen } from '../../features/auth/components/SetupScreen';

export function Component() {
  return <SetupScreen kind="coach" />;
}
