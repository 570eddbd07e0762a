import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { NewPasswordRequest } from '@tsr/contract';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { answerNewPassword, verifyUser } from '../../api/auth-api';
import { readSession, storeTokens } from '../../api/auth-session';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { AuthCard } from '../forms/AuthCard';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import {
  ConfirmPasswordField,
  confirmationMatches,
  PASSWORDS_DONT_MATCH,
} from '../forms/password-confirmation';
import { SubmitButton } from '../forms/SubmitButton';

const SetPasswordFormSchema = NewPasswordRequest.pick({ new_password: true })
  .extend(ConfirmPasswordField)
  .refine(...confirmationMatches('new_password', PASSWORDS_DONT_MATCH));

/**
 * Answers the NEW_PASSWORD_REQUIRED challenge with the first password, marks the e-mail verified
 * (spec 4) and goes to Dashboard. A retry after a failed verification only repeats the verification.
 */
async function setFirstPassword(email: string, newPassword: string): Promise<void> {
  const session = readSession();
  if (session.kind === 'challenge') {
    storeTokens(await answerNewPassword({ session: session.challenge.session, new_password: newPassword }));
  } else if (session.kind === 'signedOut') {
    throw new Error('Your sign-in has expired. Please log in again.');
  }
  await verifyUser({ userName: email });
}

export function SetPasswordForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(SetPasswordFormSchema),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const setPassword = useMutation({
    mutationFn: (newPassword: string) => setFirstPassword(email, newPassword),
    onSuccess: () => navigate('/user/dashboard'),
  });

  return (
    <AuthCard heading="Set a password">
      <form noValidate onSubmit={handleSubmit(({ new_password }) => setPassword.mutate(new_password))}>
        <NewPasswordFields control={control} name="new_password" />
        <ApiErrorAlert error={setPassword.error} />
        <SubmitButton pending={setPassword.isPending}>Set password</SubmitButton>
      </form>
    </AuthCard>
  );
}
