import { useSearchParams } from 'react-router';
import '../../features/admin/i18n/messages';
import { AskYourSchool } from '../../features/admin/components/AskYourSchool';

/** /admin/ask-your-school?code=...: a school-account sign-in that was given no access. */
export function Component() {
  const [params] = useSearchParams();
  return <AskYourSchool code={params.get('code')} />;
}
