import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { LoginRequest } from '@tsr/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { login } from '../../api/auth-api';
import { storeChallenge, storeTokens } from '../../api/auth-session';
import { ApiErrorAlert } from '../../features/forms/ApiErrorAlert';
import { AuthCard } from '../../features/forms/AuthCard';
import { FormTextField } from '../../features/forms/FormTextField';
import { SubmitButton } from '../../features/forms/SubmitButton';
import { useSite } from '../../features/site/site-query';
import { useViewer } from '../../features/viewer/useViewer';

/** Spec 2.3: Login. Its strings are the translated ones (spec 2.2). */
export function Login() {
  const { t } = useTranslation();
  const viewer = useViewer();
  if (viewer.kind === 'user') {
    return (
      <AuthCard heading={t('heading')}>
        <Typography sx={{ mb: 2 }}>{t('welcomeBack')}</Typography>
        <Button component={RouterLink} to="/user/dashboard" variant="contained">
          {t('goToDashboard')}
        </Button>
      </AuthCard>
    );
  }
  return <LoginForm />;
}

function LoginForm() {
  const { t } = useTranslation();
  const { config } = useSite();
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(LoginRequest),
    defaultValues: { username: '', password: '' },
  });

  const signIn = useMutation({
    mutationFn: login,
    onSuccess: async (answer) => {
      if (answer.kind === 'challenge') {
        storeChallenge({ session: answer.session, email: answer.email });
        await navigate('/changepassword');
      } else {
        storeTokens(answer.tokens);
        await navigate('/user/dashboard');
      }
    },
  });

  return (
    <AuthCard heading={t('heading')}>
      <form noValidate onSubmit={handleSubmit((values) => signIn.mutate(values))}>
        <FormTextField
          control={control}
          name="username"
          label={t('email')}
          type="email"
          autoComplete="username"
        />
        <FormTextField
          control={control}
          name="password"
          label={t('password')}
          type="password"
          autoComplete="current-password"
        />
        <ApiErrorAlert error={signIn.error} />
        <SubmitButton pending={signIn.isPending}>{t('submit')}</SubmitButton>
      </form>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2 }}>
        <Link component={RouterLink} to="/resetpassword">
          {t('forgottenPassword')}
        </Link>
        {config.environment !== 'production' && (
          <Link component={RouterLink} to="/signup">
            {t('signUp')}
          </Link>
        )}
      </Stack>
    </AuthCard>
  );
}
