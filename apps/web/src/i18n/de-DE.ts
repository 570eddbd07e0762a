import type { LoginStrings } from './en-GB';

export const deDE: LoginStrings = {
  heading: 'Anmeldung',
  email: 'E-Mail',
  password: 'Passwort',
  submit: 'Anmelden',
  forgottenPassword: 'Passwort vergessen',
  signUp: 'Registrieren',
  welcomeBack: 'Willkommen zurück!',
  goToDashboard: 'Zum Dashboard',
  language: 'Sprache',
};
