import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import { notificationsBodySchema, preferencesBodySchema } from '../settings.js';
import {
  confirmEmailBodySchema,
  deleteAccountBodySchema,
  emailUndoBodySchema,
  passwordChangeBodySchema,
  profileBodySchema,
  userProfileSchema,
} from '../user.js';
import { authMessages } from './auth.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  profileLoaded: 'Profile loaded',
  profileUpdated: 'Profile updated successfully',
  emailUpdated: 'Email updated successfully',
  emailChangeCancelled: 'Email change cancelled',
  emailRestored: 'Email address restored. Every device was signed out; set a new password with "Forgot password".',
  codeSent: 'Code sent to {email}',
  notificationsUpdated: 'Notifications updated successfully',
  preferencesUpdated: 'Preferences updated successfully',
  passwordUpdated: 'Password updated successfully',
  loggedOutEverywhere: 'Logged out from all sessions',
  sessionEnded: 'Session ended',
  accountDeleted: 'Account deleted successfully',
} satisfies RouteMessages;

const empty = z.object({});
const profile = z.object({ user: userProfileSchema });

/** The calls that check a password or a code, mail one, or move the account to another address. */
const proofErrors = {
  ...errorResponses,
  400: errorEnvelopeSchema.describe('Wrong password or code (INVALID_PASSWORD, INVALID_OTP, OTP_EXPIRED, BAD_REQUEST)'),
  422: errorEnvelopeSchema.describe(
    'Invalid body, or a new email without proof of the account (VALIDATION_ERROR on currentPassword or otp)',
  ),
  409: errorEnvelopeSchema.describe('Another account has this email (EMAIL_TAKEN)'),
  429: errorEnvelopeSchema.describe('Too many codes or wrong passwords (RATE_LIMITED, OTP_LOCKED)'),
};

/**
 * The signed-in user's own account (decision 024): profile, email change, settings, password,
 * sessions, deletion. Every call that answers the profile answers all of it, so the web replaces
 * its one cached copy. The codes mailed name their address in the message (`{email}`).
 */
export const accountRoutes = routeGroup(
  { ...messages, verificationCodeSent: authMessages.verificationCodeSent },
  {
    profile: defineRoute({
      method: 'GET',
      path: '/user/profile',
      resource: 'user',
      access: 'user',
      success: { status: 200, data: profile },
      message: 'profileLoaded',
      errors: errorResponses,
    }),
    updateProfile: defineRoute({
      method: 'PATCH',
      path: '/user/profile',
      resource: 'user',
      access: 'user',
      body: profileBodySchema,
      success: { status: 200, data: profile },
      message: 'profileUpdated',
      errors: proofErrors,
    }),
    confirmEmail: defineRoute({
      method: 'POST',
      path: '/user/email/confirm',
      resource: 'user',
      access: 'user',
      body: confirmEmailBodySchema,
      success: { status: 200, data: profile },
      message: 'emailUpdated',
      errors: proofErrors,
    }),
    /** The proof of an account without a password for a new email: a code to the current address (decision 050). */
    sendEmailChangeCode: defineRoute({
      method: 'POST',
      path: '/user/email/code',
      resource: 'user',
      access: 'user',
      success: { status: 200, data: empty },
      message: 'codeSent',
      errors: proofErrors,
    }),
    /** Another code to the new address of a pending change. */
    resendEmailCode: defineRoute({
      method: 'POST',
      path: '/user/email/resend',
      resource: 'user',
      access: 'user',
      success: { status: 200, data: empty },
      message: 'verificationCodeSent',
      errors: proofErrors,
    }),
    cancelEmailChange: defineRoute({
      method: 'POST',
      path: '/user/email/cancel',
      resource: 'user',
      access: 'user',
      success: { status: 200, data: profile },
      message: 'emailChangeCancelled',
      errors: errorResponses,
    }),
    /** Without a session: the old owner of a changed address may be locked out; the mailed token proves them (decision 050). */
    undoEmailChange: defineRoute({
      method: 'POST',
      path: '/user/email/undo',
      resource: 'user',
      access: 'self',
      body: emailUndoBodySchema,
      success: { status: 200, data: empty },
      message: 'emailRestored',
      errors: proofErrors,
    }),
    updateNotifications: defineRoute({
      method: 'PATCH',
      path: '/user/notifications',
      resource: 'user',
      access: 'user',
      body: notificationsBodySchema,
      success: { status: 200, data: profile },
      message: 'notificationsUpdated',
      errors: errorResponses,
    }),
    updatePreferences: defineRoute({
      method: 'PATCH',
      path: '/user/preferences',
      resource: 'user',
      access: 'user',
      body: preferencesBodySchema,
      success: { status: 200, data: profile },
      message: 'preferencesUpdated',
      errors: errorResponses,
    }),
    changePassword: defineRoute({
      method: 'PATCH',
      path: '/user/password',
      resource: 'user',
      access: 'user',
      body: passwordChangeBodySchema,
      success: { status: 200, data: empty },
      message: 'passwordUpdated',
      errors: proofErrors,
    }),
    /** Ends every other session; this device stays signed in (decision 025). */
    logoutAll: defineRoute({
      method: 'POST',
      path: '/user/logout-all',
      resource: 'user',
      access: 'user',
      success: { status: 200, data: empty },
      message: 'loggedOutEverywhere',
      errors: errorResponses,
    }),
    endSession: defineRoute({
      method: 'DELETE',
      path: '/user/sessions/:id',
      resource: 'user',
      access: 'user',
      params: idParams,
      success: { status: 200, data: empty },
      message: 'sessionEnded',
      errors: errorResponses,
    }),
    /** Deleting an account without a password: a code to its address. */
    sendDeleteCode: defineRoute({
      method: 'POST',
      path: '/user/delete-account/code',
      resource: 'user',
      access: 'user',
      success: { status: 200, data: empty },
      message: 'codeSent',
      errors: proofErrors,
    }),
    deleteAccount: defineRoute({
      method: 'POST',
      path: '/user/delete-account',
      resource: 'user',
      access: 'user',
      body: deleteAccountBodySchema,
      success: { status: 200, data: empty },
      message: 'accountDeleted',
      errors: proofErrors,
    }),
  },
);
