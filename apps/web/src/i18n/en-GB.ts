/** The login strings, the only translated interface text (spec 2.2). */
export const enGB = {
  heading: 'Login',
  email: 'Email',
  password: 'Password',
  submit: 'Login',
  forgottenPassword: 'Forgotten password',
  signUp: 'Sign up',
  welcomeBack: 'Welcome back!',
  goToDashboard: 'Go to Dashboard',
  language: 'Language',
};

export type LoginStrings = typeof enGB;
