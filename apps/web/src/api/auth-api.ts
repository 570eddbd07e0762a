import {
  type ChangePasswordRequest,
  type ConfirmPasswordResetRequest,
  type ConfirmSignUpRequest,
  CurrentUser,
  type LoginRequest,
  LoginResponse,
  MessageResponse,
  type NewPasswordRequest,
  type ResetPasswordRequest,
  type SignUpRequest,
  type TermsAgreedRequest,
  Tokens,
  type VerifyRequest,
} from '@tsr/contract';
import type { z } from 'zod';
import { authedJson } from './authed';
import { requestJson, requestNoContent } from './http';

// Spec 7.1: the authentication and account calls. Bodies are the contract's request types.
const post = (body: unknown) => ({ method: 'POST' as const, body });

export const login = (body: z.input<typeof LoginRequest>) =>
  requestJson('/auth/login', LoginResponse, post(body));

export const answerNewPassword = (body: z.input<typeof NewPasswordRequest>) =>
  requestJson('/auth/newpassword', Tokens, post(body));

export const logout = (refreshToken: string) =>
  requestNoContent('/auth/logout', post({ refresh_token: refreshToken }));

export const signUp = (body: z.input<typeof SignUpRequest>) =>
  requestJson('/auth/signup', MessageResponse, post(body));

export const confirmSignUp = (body: z.input<typeof ConfirmSignUpRequest>) =>
  requestJson('/auth/confirmsignup', MessageResponse, post(body));

export const resetPassword = (body: z.input<typeof ResetPasswordRequest>) =>
  requestJson('/auth/resetpassword', MessageResponse, post(body));

export const confirmPasswordReset = (body: z.input<typeof ConfirmPasswordResetRequest>) =>
  requestJson('/auth/confirmpasswordreset', MessageResponse, post(body));

export const changePassword = (body: z.input<typeof ChangePasswordRequest>) =>
  authedJson('/auth/changepassword', MessageResponse, post(body));

export const fetchCurrentUser = () => authedJson('/auth/me', CurrentUser);

export const verifyUser = (body: z.input<typeof VerifyRequest>) =>
  authedJson('/user/verify', MessageResponse, post(body));

export const agreeToTerms = (body: z.input<typeof TermsAgreedRequest>) =>
  authedJson('/user/termsagreed', MessageResponse, post(body));
