import {
  ChangePasswordRequest,
  ConfirmPasswordResetRequest,
  ConfirmSignUpRequest,
  CurrentUser,
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  MessageResponse,
  NewPasswordRequest,
  RefreshRequest,
  ResetPasswordRequest,
  SignUpRequest,
  TermsAgreedRequest,
  Tokens,
  VerifyRequest,
} from '@tsr/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../http/access';
import type { AuthService } from './auth-service';
import { refusingBreachedPasswords } from './breached-passwords';

export const authRoutes =
  (auth: AuthService, ratePerMinute: number): FastifyPluginAsyncZod =>
  async (app) => {
    // Tokens, codes and account details must not stay in any cache, the browser's included; errors too.
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });
    // Sign-in and code calls are rate limited per address on top of the per-account throttle.
    const limited = { rateLimit: { max: ratePerMinute, timeWindow: '1 minute' } };
    app.post('/api/auth/login', {
      config: { access: 'public', ...limited },
      schema: { tags: ['auth'], body: LoginRequest, response: { 200: LoginResponse } },
      handler: (req) => auth.login(req.body.username, req.body.password, req.ip),
    });

    app.post('/api/auth/newpassword', {
      config: { access: 'public', ...limited },
      schema: {
        tags: ['auth'],
        body: refusingBreachedPasswords(NewPasswordRequest, 'new_password'),
        response: { 200: Tokens },
      },
      handler: (req) => auth.respondToNewPassword(req.body.session, req.body.new_password),
    });

    app.post('/api/auth/refresh', {
      config: { access: 'public', ...limited },
      schema: { tags: ['auth'], body: RefreshRequest, response: { 200: Tokens } },
      handler: (req) => auth.refresh(req.body.refresh_token),
    });

    app.post('/api/auth/logout', {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: LogoutRequest, response: { 204: z.null() } },
      handler: async (req, reply) => {
        await auth.logout(req.body.refresh_token);
        return reply.code(204).send(null);
      },
    });

    app.post('/api/auth/signup', {
      config: { access: 'public', ...limited },
      schema: {
        tags: ['auth'],
        body: refusingBreachedPasswords(SignUpRequest, 'password'),
        response: { 201: MessageResponse },
      },
      handler: async (req, reply) => {
        await auth.signUp(req.body.email, req.body.password);
        return reply
          .code(201)
          .send({ message: 'Your account has been created. Check your email for further instructions.' });
      },
    });

    app.post('/api/auth/confirmsignup', {
      config: { access: 'public', ...limited },
      schema: { tags: ['auth'], body: ConfirmSignUpRequest, response: { 200: MessageResponse } },
      handler: async (req) => {
        await auth.confirmSignUp(req.body.email, req.body.code);
        return { message: 'Success' };
      },
    });

    app.post('/api/auth/resetpassword', {
      config: { access: 'public', ...limited },
      schema: { tags: ['auth'], body: ResetPasswordRequest, response: { 200: MessageResponse } },
      handler: async (req) => {
        await auth.resetPassword(req.body.email);
        return { message: 'Please check your email for password reset instructions.' };
      },
    });

    app.post('/api/auth/confirmpasswordreset', {
      config: { access: 'public', ...limited },
      schema: {
        tags: ['auth'],
        body: refusingBreachedPasswords(ConfirmPasswordResetRequest, 'password'),
        response: { 200: MessageResponse },
      },
      handler: async (req) => {
        await auth.confirmPasswordReset(req.body.email, req.body.code, req.body.password, req.ip);
        return { message: 'Your password has been reset.' };
      },
    });

    app.post('/api/auth/changepassword', {
      config: { access: 'signedIn', allowTermsPending: true },
      schema: {
        tags: ['auth'],
        body: refusingBreachedPasswords(ChangePasswordRequest, 'new_password'),
        response: { 200: MessageResponse },
      },
      handler: async (req) => {
        await auth.changePassword(principalOf(req), req.body.current_password, req.body.new_password);
        return { message: 'Your password has been changed.' };
      },
    });

    app.get('/api/auth/me', {
      config: { access: 'signedIn', allowTermsPending: true },
      schema: { tags: ['auth'], response: { 200: CurrentUser } },
      handler: (req) => auth.currentUser(principalOf(req)),
    });

    app.post('/api/user/verify', {
      config: { access: 'signedIn', allowTermsPending: true },
      schema: { tags: ['auth'], body: VerifyRequest, response: { 200: MessageResponse } },
      handler: async (req) => {
        await auth.verifyEmail(principalOf(req), req.body.userName);
        return { message: 'Your e-mail address is verified.' };
      },
    });

    app.post('/api/user/termsagreed', {
      config: { access: 'signedIn', allowTermsPending: true },
      schema: { tags: ['auth'], body: TermsAgreedRequest, response: { 200: MessageResponse } },
      handler: async (req) => {
        const { userName, terms_agreed, trial_follow_up } = req.body;
        await auth.agreeTerms(principalOf(req), userName, terms_agreed, trial_follow_up);
        return { message: 'Thank you. Your choices are saved.' };
      },
    });
  };
