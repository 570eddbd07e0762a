import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../forms/AuthCard';
import { useViewer } from '../viewer/useViewer';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SetPasswordForm } from './SetPasswordForm';

/**
 * Spec 2.3: Change password. After a NEW_PASSWORD_REQUIRED challenge the first password is set
 * here ('Set a password'); otherwise a signed-in user changes theirs.
 */
export function ChangePasswordScreen() {
  const viewer = useViewer();
  if (viewer.kind === 'passwordChange') return <SetPasswordForm email={viewer.email} />;
  if (viewer.kind === 'user') return <ChangePasswordForm />;
  return (
    <AuthCard heading="Change password">
      <Alert severity="info">
        Please{' '}
        <Link component={RouterLink} to="/login">
          log in
        </Link>{' '}
        to change your password.
      </Alert>
    </AuthCard>
  );
}
