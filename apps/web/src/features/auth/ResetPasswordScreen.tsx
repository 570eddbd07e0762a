import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { ResetPasswordRequest } from '@tsr/contract';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { resetPassword } from '../../api/auth-api';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { AuthCard } from '../forms/AuthCard';
import { FormTextField } from '../forms/FormTextField';
import { SubmitButton } from '../forms/SubmitButton';

/** Spec 2.3: Reset password. The e-mail brings a code for Confirm password reset. */
export function ResetPasswordScreen() {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ResetPasswordRequest),
    defaultValues: { email: '' },
  });
  const reset = useMutation({ mutationFn: resetPassword });

  return (
    <AuthCard heading="Reset password">
      {reset.isSuccess ? (
        <Alert severity="success">
          Please check your email for password reset instructions.{' '}
          <Link
            component={RouterLink}
            to={`/confirmpasswordreset?email=${encodeURIComponent(reset.variables.email)}`}
          >
            Enter your code
          </Link>
        </Alert>
      ) : (
        <form noValidate onSubmit={handleSubmit((values) => reset.mutate(values))}>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
          <ApiErrorAlert error={reset.error} />
          <SubmitButton pending={reset.isPending}>Submit</SubmitButton>
        </form>
      )}
      <Stack direction="row" sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/login">
          Back
        </Link>
      </Stack>
    </AuthCard>
  );
}
