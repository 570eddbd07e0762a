import { z } from 'zod';
import { Password } from './password';

/** Spec 6: the groups claim of the ID token. */
export const Group = z.enum(['admin', 'accountlead', 'approval', 'submitter', 'trialuser']);
export type Group = z.infer<typeof Group>;

export const YesNo = z.enum(['yes', 'no']);
export type YesNo = z.infer<typeof YesNo>;

export const Email = z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address'));

export const Tokens = z.object({
  id_token: z.string(),
  refresh_token: z.string(),
  /** Seconds until the ID token expires. */
  expires_in: z.number().int(),
});
export type Tokens = z.infer<typeof Tokens>;

// POST /api/auth/login
export const LoginRequest = z.object({ username: Email, password: z.string().min(1).max(256) });
export const LoginResponse = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tokens'), tokens: Tokens }),
  z.object({
    kind: z.literal('challenge'),
    challenge: z.literal('NEW_PASSWORD_REQUIRED'),
    /** Short-lived proof of the password just given; answers the challenge. */
    session: z.string(),
    email: z.string(),
  }),
]);
export type LoginResponse = z.infer<typeof LoginResponse>;

// POST /api/auth/newpassword: answers NEW_PASSWORD_REQUIRED
export const NewPasswordRequest = z.object({ session: z.string().min(1), new_password: Password });

// POST /api/auth/refresh
export const RefreshRequest = z.object({ refresh_token: z.string().min(1) });

// POST /api/auth/logout
export const LogoutRequest = z.object({ refresh_token: z.string().min(1) });

// POST /api/auth/signup
export const SignUpRequest = z.object({ email: Email, password: Password });
// POST /api/auth/confirmsignup
export const ConfirmSignUpRequest = z.object({ email: Email, code: z.string().trim().min(1).max(32) });
// POST /api/auth/resetpassword
export const ResetPasswordRequest = z.object({ email: Email });
// POST /api/auth/confirmpasswordreset
export const ConfirmPasswordResetRequest = z.object({
  email: Email,
  code: z.string().trim().min(1).max(32),
  password: Password,
});
// POST /api/auth/changepassword (signed in)
export const ChangePasswordRequest = z.object({
  current_password: z.string().min(1).max(256),
  new_password: Password,
});

export const MessageResponse = z.object({ message: z.string() });

// POST /api/user/verify
export const VerifyRequest = z.object({ userName: z.string().min(1) });
// POST /api/user/termsagreed
export const TermsAgreedRequest = z.object({
  userName: z.string().min(1),
  terms_agreed: YesNo,
  trial_follow_up: YesNo,
});

/** GET /api/auth/me: the current user, read by the navigation guard before every navigation. */
export const CurrentUser = z.object({
  user_id: z.string(),
  user_name: z.string(),
  email: z.string(),
  company_name: z.string(),
  groups: z.array(Group),
  terms_agreed: YesNo,
  trial_follow_up: YesNo,
  email_verified: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;
