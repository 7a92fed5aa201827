import { LoginScreen } from '@/features/auth/components/LoginScreen';

export function Component() {
  return <LoginScreen kind="coach" />;
}
