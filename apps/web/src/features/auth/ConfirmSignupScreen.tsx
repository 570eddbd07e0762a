import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useMutation } from '@tanstack/react-query';
import { ConfirmSignUpRequest } from '@tsr/contract';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { confirmSignUp } from '../../api/auth-api';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { AuthCard } from '../forms/AuthCard';
import { FormTextField } from '../forms/FormTextField';
import { SubmitButton } from '../forms/SubmitButton';

/** Spec 2.3: Confirm sign up with the code from the e-mail. */
export function ConfirmSignupScreen() {
  const [searchParams] = useSearchParams();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ConfirmSignUpRequest),
    // The e-mail's link carries the address and the code, so the user only presses Confirm.
    defaultValues: { email: searchParams.get('email') ?? '', code: searchParams.get('code') ?? '' },
  });
  const confirmation = useMutation({ mutationFn: confirmSignUp });

  return (
    <AuthCard heading="Confirm sign up">
      {confirmation.isSuccess ? (
        <Alert severity="success">
          Success{' '}
          <Link component={RouterLink} to="/login">
            Log in
          </Link>
        </Alert>
      ) : (
        <form noValidate onSubmit={handleSubmit((values) => confirmation.mutate(values))}>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
          <FormTextField control={control} name="code" label="Code" autoComplete="one-time-code" />
          <ApiErrorAlert error={confirmation.error} />
          <SubmitButton pending={confirmation.isPending}>Confirm</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
