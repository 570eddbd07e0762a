import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useMutation } from '@tanstack/react-query';
import { ChangePasswordRequest } from '@tsr/contract';
import { useForm } from 'react-hook-form';
import { changePassword } from '../../api/auth-api';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { AuthCard } from '../forms/AuthCard';
import { FormTextField } from '../forms/FormTextField';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import {
  ConfirmPasswordField,
  confirmationMatches,
  PASSWORDS_DONT_MATCH,
} from '../forms/password-confirmation';
import { SubmitButton } from '../forms/SubmitButton';

const ChangePasswordFormSchema = ChangePasswordRequest.extend(ConfirmPasswordField).refine(
  ...confirmationMatches('new_password', PASSWORDS_DONT_MATCH),
);

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

/** A signed-in user changes their password: current, new and confirm. */
export function ChangePasswordForm() {
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const change = useMutation({ mutationFn: changePassword, onSuccess: () => reset(EMPTY) });

  return (
    <AuthCard heading="Change password">
      <form
        noValidate
        onSubmit={handleSubmit(({ current_password, new_password }) =>
          change.mutate({ current_password, new_password }),
        )}
      >
        <FormTextField
          control={control}
          name="current_password"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields control={control} name="new_password" />
        <ApiErrorAlert error={change.error} />
        {change.isSuccess && (
          <Alert severity="success" sx={{ mt: 2 }}>
            Your password has been changed.
          </Alert>
        )}
        <SubmitButton pending={change.isPending}>Change password</SubmitButton>
      </form>
    </AuthCard>
  );
}
