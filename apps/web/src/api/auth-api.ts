import {
  type ChangePasswordRequest,
  type ConfirmPasswordResetRequest,
  type ConfirmSignUpRequest,
  type LoginRequest,
  type NewPasswordRequest,
  type ResetPasswordRequest,
  routes,
  type SignUpRequest,
  type TermsAgreedRequest,
  type VerifyRequest,
} from '@tsr/contract';
import type { z } from 'zod';
import { call } from './client';

// Spec 7.1: the authentication and account calls. Bodies are the contract's request types.

export const login = (body: z.input<typeof LoginRequest>) => call(routes.login, { body });

export const answerNewPassword = (body: z.input<typeof NewPasswordRequest>) =>
  call(routes.newPassword, { body });

export const logout = async (refreshToken: string): Promise<void> => {
  await call(routes.logout, { body: { refresh_token: refreshToken } });
};

export const signUp = (body: z.input<typeof SignUpRequest>) => call(routes.signUp, { body });

export const confirmSignUp = (body: z.input<typeof ConfirmSignUpRequest>) =>
  call(routes.confirmSignUp, { body });

export const resetPassword = (body: z.input<typeof ResetPasswordRequest>) =>
  call(routes.resetPassword, { body });

export const confirmPasswordReset = (body: z.input<typeof ConfirmPasswordResetRequest>) =>
  call(routes.confirmPasswordReset, { body });

export const changePassword = (body: z.input<typeof ChangePasswordRequest>) =>
  call(routes.changePassword, { body });

export const fetchCurrentUser = () => call(routes.me);

export const verifyUser = (body: z.input<typeof VerifyRequest>) => call(routes.verifyUser, { body });

export const agreeToTerms = (body: z.input<typeof TermsAgreedRequest>) => call(routes.termsAgreed, { body });
