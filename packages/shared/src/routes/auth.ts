import { z } from 'zod';
import {
  authProvidersSchema,
  emailBodySchema,
  facebookBodySchema,
  googleBodySchema,
  resetPasswordBodySchema,
  signinBodySchema,
  signupBodySchema,
  verifyOtpBodySchema,
} from '../auth.js';
import { signinResultSchema } from '../two-factor.js';
import { userSchema } from '../user.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';

/** The success messages these routes answer, in each language (decisions 067, 138); two-factor.ts and account.ts answer some too. */
export const authMessages = {
  signInProviders: 'Sign-in providers',
  registered: 'Registration successful! Please verify your email.',
  signedIn: 'Logged in successfully!',
  signedInWithGoogle: 'Logged in with Google!',
  signedInWithFacebook: 'Logged in with Facebook!',
  verificationCodeSent: 'Verification code sent to {email}',
  accountVerified: 'Account verified successfully! You can now log in.',
  resetCodeSent: 'Password reset code sent to {email}',
  passwordReset: 'Password has been reset successfully! Please log in with your new password.',
  currentUser: 'Current user',
  loggedOut: 'Logged out successfully.',
} satisfies RouteMessages;

const empty = z.object({});
const user = z.object({ user: userSchema });

/**
 * Signing up, in and out (the second factor of a sign-in is in two-factor.ts). The public calls declare no error
 * answers in the OpenAPI document, as before; their limits per address and per network are the
 * services' own.
 */
export const authRoutes = routeGroup(authMessages, {
  providers: defineRoute({
    method: 'GET',
    path: '/auth/providers',
    resource: 'auth',
    access: 'public',
    success: { status: 200, data: authProvidersSchema },
    message: 'signInProviders',
    errors: {},
  }),
  signup: defineRoute({
    method: 'POST',
    path: '/auth/signup',
    resource: 'auth',
    access: 'public',
    body: signupBodySchema,
    success: { status: 201, data: user },
    message: 'registered',
    errors: {},
  }),
  /** With 2FA on, a sign-in answers a challenge instead of a session (decision 023). */
  signin: defineRoute({
    method: 'POST',
    path: '/auth/signin',
    resource: 'auth',
    access: 'public',
    body: signinBodySchema,
    success: { status: 200, data: signinResultSchema },
    message: 'signedIn',
    errors: {},
  }),
  google: defineRoute({
    method: 'POST',
    path: '/auth/oauth/google',
    resource: 'auth',
    access: 'public',
    body: googleBodySchema,
    success: { status: 200, data: signinResultSchema },
    message: 'signedInWithGoogle',
    errors: {},
  }),
  facebook: defineRoute({
    method: 'POST',
    path: '/auth/oauth/facebook',
    resource: 'auth',
    access: 'public',
    body: facebookBodySchema,
    success: { status: 200, data: signinResultSchema },
    message: 'signedInWithFacebook',
    errors: {},
  }),
  /** The message names the address: `{email}`. */
  sendOtp: defineRoute({
    method: 'POST',
    path: '/auth/send-otp',
    resource: 'auth',
    access: 'public',
    body: emailBodySchema,
    success: { status: 200, data: empty },
    message: 'verificationCodeSent',
    errors: {},
  }),
  verifyOtp: defineRoute({
    method: 'POST',
    path: '/auth/verify-otp',
    resource: 'auth',
    access: 'public',
    body: verifyOtpBodySchema,
    success: { status: 200, data: user },
    message: 'accountVerified',
    errors: {},
  }),
  /** The same answer whether or not the account exists (no enumeration); `{email}` is the address given. */
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/auth/forgot-password',
    resource: 'auth',
    access: 'public',
    body: emailBodySchema,
    success: { status: 200, data: empty },
    message: 'resetCodeSent',
    errors: {},
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/auth/reset-password',
    resource: 'auth',
    access: 'public',
    body: resetPasswordBodySchema,
    success: { status: 200, data: empty },
    message: 'passwordReset',
    errors: {},
  }),
  me: defineRoute({
    method: 'GET',
    path: '/auth',
    resource: 'auth',
    access: 'user',
    success: { status: 200, data: user },
    message: 'currentUser',
    errors: {},
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/auth/logout',
    resource: 'auth',
    access: 'user',
    success: { status: 200, data: empty },
    message: 'loggedOut',
    errors: {},
  }),
});
