import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './FormTextField';

type NewPasswordFieldsProps<T extends FieldValues> = {
  control: Control<T>;
  /** The form's field for the new password; the confirmation is always `confirm_password`. */
  name: Path<T>;
};

/**
 * The new password and its confirmation, as every form that sets a password shows them (change,
 * set, reset confirmation). The mismatch message is the form schema's (password-confirmation.ts),
 * because spec 5.1 words it differently on the reset confirmation.
 */
export function NewPasswordFields<T extends FieldValues & { confirm_password: string }>({
  control,
  name,
}: NewPasswordFieldsProps<T>) {
  return (
    <>
      <FormTextField
        control={control}
        name={name}
        label="New password"
        type="password"
        autoComplete="new-password"
      />
      <FormTextField
        control={control}
        // T has confirm_password (the constraint), but TypeScript cannot resolve Path<T> for a generic T.
        name={'confirm_password' as Path<T>}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
