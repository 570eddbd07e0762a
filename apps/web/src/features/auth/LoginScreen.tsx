import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { login } from '../../api/auth-api';
import { storeChallenge, storeTokens } from '../../api/auth-session';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { AuthCard } from '../forms/AuthCard';
import { PlainTextField } from '../forms/PlainTextField';
import { SubmitButton } from '../forms/SubmitButton';
import { checkSignIn, type SignInFields } from '../forms/sign-in-check';
import { useSite } from '../site/site-query';
import { useViewer } from '../viewer/useViewer';
import { firstPaintValues, handOverFirstPaint } from './first-paint';

/** Spec 2.3: Login. Its strings are the translated ones (spec 2.2). */
export function LoginScreen() {
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
  // Two controlled fields, no form library (the sign-in route's weight, decision 0014). Like the other
  // forms: checked on submit, then again on every change until they are right.
  // What was typed into the plain form the page came with (decision 0026), before this one was drawn.
  const [values, setValues] = useState<SignInFields>(
    () => firstPaintValues() ?? { username: '', password: '' },
  );
  const [submitted, setSubmitted] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // Before the first paint: anything typed since the first render, and the keyboard's place.
  useLayoutEffect(() => {
    const typed = handOverFirstPaint({ username: usernameRef.current, password: passwordRef.current });
    if (typed) setValues(typed);
  }, []);
  const check = checkSignIn(values);
  const errors = submitted && !check.ok ? check.errors : {};

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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (check.ok) signIn.mutate(check.request);
    else (check.errors.username ? usernameRef : passwordRef).current?.focus();
  };
  const field = (name: keyof SignInFields) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: errors[name] !== undefined,
    helperText: errors[name],
  });

  return (
    <AuthCard heading={t('heading')}>
      <form noValidate onSubmit={onSubmit}>
        <PlainTextField
          {...field('username')}
          inputRef={usernameRef}
          label={t('email')}
          type="email"
          autoComplete="username"
        />
        <PlainTextField
          {...field('password')}
          inputRef={passwordRef}
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
