import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UserFormValues } from './user-form';

interface UserFieldsProps {
  values: UserFormValues;
  onChange: (next: UserFormValues) => void;
  /** The viewer is an admin: company, review cap and the trial fields (spec 2.9, 6). */
  admin: boolean;
  creating: boolean;
  /** The edited user is an admin (the disabled checkbox only admins see). */
  editedIsAdmin?: boolean;
}

/** Spec 3.5 fields of Create User and Edit User; what a viewer may not set is not shown. */
export function UserFields({ values, onChange, admin, creating, editedIsAdmin = false }: UserFieldsProps) {
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const check = (key: keyof UserFormValues, label: string, disabled = false) => (
    <FormControlLabel
      control={
        <Checkbox
          checked={Boolean(values[key])}
          disabled={disabled}
          onChange={(e) => set(key, e.target.checked as never)}
        />
      }
      label={label}
    />
  );
  return (
    <Stack spacing={2}>
      <TextField label="Name" value={values.name} onChange={(e) => set('name', e.target.value)} required />
      <TextField
        label="Email address"
        type="email"
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
        disabled={!creating}
        required={creating}
      />
      {admin && (
        <>
          <TextField
            label="Company"
            value={values.company}
            onChange={(e) => set('company', e.target.value)}
          />
          <TextField
            label="Number of allowed reviews"
            value={values.reviewCap}
            onChange={(e) => set('reviewCap', e.target.value)}
            helperText="-1 means unlimited"
          />
        </>
      )}
      {!creating && (
        <FormGroup>
          <FormLabel component="legend">Roles</FormLabel>
          {check('isUser', 'User')}
          {check('isAccountLead', 'Account lead')}
          {check('isApprover', 'Can Submit a review')}
          {admin && (
            <FormControlLabel control={<Checkbox checked={editedIsAdmin} disabled />} label="Admin" />
          )}
          {check('isEnabled', 'Enabled')}
        </FormGroup>
      )}
      {admin && (
        <FormGroup>
          <FormLabel component="legend">Trial</FormLabel>
          {check('isTrialUser', 'Trial user')}
          {values.isTrialUser && check('termsAgreed', 'Terms agreed')}
          {values.isTrialUser && !creating && check('trialFollowUp', 'Consents to follow up')}
        </FormGroup>
      )}
    </Stack>
  );
}
