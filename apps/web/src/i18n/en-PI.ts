import type { LoginStrings } from './en-GB';

/** Pirate English. */
export const enPI: LoginStrings = {
  heading: 'Come aboard',
  email: 'Yer e-mail',
  password: 'Secret passphrase',
  submit: 'Hoist the sails',
  forgottenPassword: 'Lost yer passphrase?',
  signUp: 'Join the crew',
  welcomeBack: 'Welcome back, matey!',
  goToDashboard: "To the captain's deck",
  language: 'Tongue',
};
