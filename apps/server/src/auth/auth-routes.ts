import {
  ChangePasswordRequest,
  ConfirmPasswordResetRequest,
  NewPasswordRequest,
  routes,
  SignUpRequest,
} from '@tsr/contract';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../http/access';
import { registerRoute } from '../http/register-route';
import type { AuthService } from './auth-service';
import { refusingBreachedPasswords } from './breached-passwords';

export const authRoutes =
  (auth: AuthService, ratePerMinute: number): FastifyPluginAsync =>
  async (app) => {
    // Tokens, codes and account details must not stay in any cache, the browser's included; errors too.
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });
    // Sign-in and code calls are rate limited per address on top of the per-account throttle.
    const limited = { config: { rateLimit: { max: ratePerMinute, timeWindow: '1 minute' } } };

    registerRoute(
      app,
      routes.login,
      (req) => auth.login(req.body.username, req.body.password, req.ip),
      limited,
    );

    registerRoute(
      app,
      routes.newPassword,
      (req) => auth.respondToNewPassword(req.body.session, req.body.new_password),
      { ...limited, body: refusingBreachedPasswords(NewPasswordRequest, 'new_password') },
    );

    registerRoute(app, routes.refresh, (req) => auth.refresh(req.body.refresh_token), limited);

    registerRoute(app, routes.logout, async (req) => {
      await auth.logout(req.body.refresh_token);
      return null;
    });

    registerRoute(
      app,
      routes.signUp,
      async (req) => {
        await auth.signUp(req.body.email, req.body.password);
        return { message: 'Your account has been created. Check your email for further instructions.' };
      },
      { ...limited, body: refusingBreachedPasswords(SignUpRequest, 'password') },
    );

    registerRoute(
      app,
      routes.confirmSignUp,
      async (req) => {
        await auth.confirmSignUp(req.body.email, req.body.code);
        return { message: 'Success' };
      },
      limited,
    );

    registerRoute(
      app,
      routes.resetPassword,
      async (req) => {
        await auth.resetPassword(req.body.email);
        return { message: 'Please check your email for password reset instructions.' };
      },
      limited,
    );

    registerRoute(
      app,
      routes.confirmPasswordReset,
      async (req) => {
        await auth.confirmPasswordReset(req.body.email, req.body.code, req.body.password, req.ip);
        return { message: 'Your password has been reset.' };
      },
      { ...limited, body: refusingBreachedPasswords(ConfirmPasswordResetRequest, 'password') },
    );

    registerRoute(
      app,
      routes.changePassword,
      async (req) => {
        await auth.changePassword(principalOf(req), req.body.current_password, req.body.new_password);
        return { message: 'Your password has been changed.' };
      },
      { body: refusingBreachedPasswords(ChangePasswordRequest, 'new_password') },
    );

    registerRoute(app, routes.me, (req) => auth.currentUser(principalOf(req)));

    registerRoute(app, routes.verifyUser, async (req) => {
      await auth.verifyEmail(principalOf(req), req.body.userName);
      return { message: 'Your e-mail address is verified.' };
    });

    registerRoute(app, routes.termsAgreed, async (req) => {
      const { userName, terms_agreed, trial_follow_up } = req.body;
      await auth.agreeTerms(principalOf(req), userName, terms_agreed, trial_follow_up);
      return { message: 'Thank you. Your choices are saved.' };
    });
  };
