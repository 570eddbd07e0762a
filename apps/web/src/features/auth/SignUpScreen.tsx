import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { SignUpRequest } from '@tsr/contract';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { signUp } from '../../api/auth-api';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { AuthCard } from '../forms/AuthCard';
import { FormTextField } from '../forms/FormTextField';
import { SubmitButton } from '../forms/SubmitButton';

/** Spec 2.3: Sign up. The e-mail brings a code for Confirm sign up. */
export function SignUpScreen() {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(SignUpRequest),
    defaultValues: { email: '', password: '' },
  });
  const registration = useMutation({ mutationFn: signUp });

  return (
    <AuthCard heading="Sign up">
      {registration.isSuccess ? (
        <Alert severity="success">
          Your account has been created. Check your email for further instructions.{' '}
          <Link
            component={RouterLink}
            to={`/confirmsignup?email=${encodeURIComponent(registration.variables.email)}`}
          >
            Enter your code
          </Link>
        </Alert>
      ) : (
        <form noValidate onSubmit={handleSubmit((values) => registration.mutate(values))}>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
          <FormTextField
            control={control}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
          />
          <ApiErrorAlert error={registration.error} />
          <SubmitButton pending={registration.isPending}>Sign up</SubmitButton>
        </form>
      )}
      <Stack direction="row" sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/login">
          Back to login
        </Link>
      </Stack>
    </AuthCard>
  );
}
