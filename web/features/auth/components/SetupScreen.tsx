import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { loadPendingSignUp } from '../sign-up-state';
import { AuthLayout } from './AuthLayout';
import { CoachSetupForm, type SchoolField } from './CoachSetupForm';
import { PlayerSetupForm } from './PlayerSetupForm';

/**
 * /coaches/set-up and /players/set-up (no navbar). Reachable only after a verified
 * code of a new account; otherwise the login page is where to start.
 */
export function SetupScreen(props: { kind: 'player' } | { kind: 'coach'; schoolField: SchoolField }) {
  const { kind } = props;
  const { t } = useTranslation();
  const [pending] = useState(() => loadPendingSignUp(kind));

  if (pending === null) {
    return <Navigate to={kind === 'coach' ? paths.coachLogin : paths.playerLogin} replace />;
  }

  return (
    <AuthLayout title={t(`setup.${kind}Title`)} intro={t(`setup.${kind}Intro`)}>
      {props.kind === 'coach' ? (
        <CoachSetupForm pending={pending} schoolField={props.schoolField} />
      ) : (
        <PlayerSetupForm pending={pending} />
      )}
    </AuthLayout>
  );
}
