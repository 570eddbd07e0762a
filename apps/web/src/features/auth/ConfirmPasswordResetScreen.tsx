import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useMutation } from '@tanstack/react-query';
import { ConfirmPasswordResetRequest } from '@tsr/contract';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { confirmPasswordReset } from '../../api/auth-api';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { AuthCard } from '../forms/AuthCard';
import { FormTextField } from '../forms/FormTextField';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import {
  ConfirmPasswordField,
  confirmationMatches,
  PASSWORDS_DO_NOT_MATCH,
} from '../forms/password-confirmation';
import { SubmitButton } from '../forms/SubmitButton';

const ConfirmPasswordResetForm = ConfirmPasswordResetRequest.extend(ConfirmPasswordField).refine(
  ...confirmationMatches('password', PASSWORDS_DO_NOT_MATCH),
);

/** Spec 2.3: Confirm password reset with the code from the e-mail and a new password. */
export function ConfirmPasswordResetScreen() {
  const [searchParams] = useSearchParams();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ConfirmPasswordResetForm),
    // The e-mail's link carries the address and the code; the user chooses the new password.
    defaultValues: {
      email: searchParams.get('email') ?? '',
      code: searchParams.get('code') ?? '',
      password: '',
      confirm_password: '',
    },
  });
  const reset = useMutation({ mutationFn: confirmPasswordReset });

  return (
    <AuthCard heading="Confirm password reset">
      {reset.isSuccess ? (
        <Alert severity="success">
          Your password has been reset.{' '}
          <Link component={RouterLink} to="/login">
            Log in
          </Link>
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit(({ email, code, password }) => reset.mutate({ email, code, password }))}
        >
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
          <FormTextField control={control} name="code" label="Code" autoComplete="one-time-code" />
          <NewPasswordFields control={control} name="password" />
          <ApiErrorAlert error={reset.error} />
          <SubmitButton pending={reset.isPending}>Submit</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
