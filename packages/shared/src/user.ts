import { z } from 'zod';
import { planIdSchema } from './plan-id.js';
import { recordIdsSchema } from './envelope.js';
import { emailSchema, otpSchema, passwordSchema } from './auth.js';
import { LIMITS } from './limits.js';
import { userSettingsSchema } from './settings.js';
import { studioMembershipSchema } from './team.js';
import { text } from './text.js';

export const PROFILE_LIMITS = { bio: 1000, website: 300 } as const;

export const userSchema = recordIdsSchema.extend({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Optional text is "" when not given, never null (decision 017). */
  businessName: z.string(),
  businessType: z.string(),
  isEmailVerified: z.boolean(),
  image: z.string(),
  plan: planIdSchema,
  isSubActive: z.boolean(),
  trialEndDate: z.string().nullable(),
  isAdmin: z.boolean(),
  roles: z.array(z.string()),
  createdAt: z.string(),
  /** Every settings key, so preferences apply from the first screen after sign-in. */
  settings: userSettingsSchema,
  /** The studio the user works in, their role and what it opens (decision 072). */
  studio: studioMembershipSchema,
});
export type User = z.infer<typeof userSchema>;

export const sessionSchema = z.object({
  token: z.string(),
  user: userSchema,
  expiresAt: z.string(),
});
export type AuthSession = z.infer<typeof sessionSchema>;

/** One signed-in device of the account (the profile's `activeSessions`). */
export const activeSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  /** Where the session signed in from: the network address, as we hold no location database. */
  location: z.string(),
  lastActive: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** GET /user/profile: the user plus the profile fields. */
export const userProfileSchema = userSchema.extend({
  phone: z.string(),
  address: z.string(),
  bio: z.string(),
  website: z.string(),
  /** An address the user asked to change to, waiting for its code; "" when none. */
  pendingEmail: z.string(),
  is2FAEnabled: z.boolean(),
  /** False for accounts made with Google or Facebook: they delete with an emailed code and set a password through Forgot password (decision 024). */
  hasPassword: z.boolean(),
  activeSessions: z.array(activeSessionSchema),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

const optionalProfileText = (max: number, label: string) => text().trim().max(max, `${label} must be at most ${max} characters`);

/** A website: http(s) only, so a stored link can never run script when clicked. */
export const websiteSchema = optionalProfileText(PROFILE_LIMITS.website, 'Website').refine((v) => {
  if (!v) return true;
  try {
    const url = new URL(v);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname.includes('.');
  } catch {
    return false;
  }
}, 'Enter a full web address, such as https://example.com');

/**
 * PATCH /user/profile: any of the fields; an email change waits for a code. A new email
 * needs one proof of the account (decision 050): the current password, a two-factor code when 2FA
 * is on, or the code POST /user/email/code mails to the current address. Other fields need none.
 */
export const profileBodySchema = z.strictObject({
  firstName: text()
    .trim()
    .min(1, 'First name is required')
    .max(LIMITS.name, `First name must be at most ${LIMITS.name} characters`)
    .optional(),
  lastName: text().trim().max(LIMITS.name, `Last name must be at most ${LIMITS.name} characters`).optional(),
  email: emailSchema.optional(),
  businessName: optionalProfileText(LIMITS.businessName, 'Business name').optional(),
  phone: optionalProfileText(LIMITS.phone, 'Phone').optional(),
  address: optionalProfileText(LIMITS.address, 'Address').optional(),
  bio: optionalProfileText(PROFILE_LIMITS.bio, 'Bio').optional(),
  website: websiteSchema.optional(),
  currentPassword: text().max(LIMITS.passwordMax).optional(),
  /** An authenticator or recovery code, as two-factor.ts's twoFactorCodeSchema (which imports this file). */
  twoFactorCode: text().trim().min(1, 'Enter the code from your authenticator app').max(32, 'The code is too long').optional(),
  otp: otpSchema.optional(),
});
export type ProfileBody = z.input<typeof profileBodySchema>;

/** POST /user/email/undo: the token of the link mailed to the old address after a change (decision 050). */
export const emailUndoBodySchema = z.strictObject({
  token: z.string().regex(/^[\w-]{20,100}$/, 'This undo link is not valid'),
});
export type EmailUndoBody = z.input<typeof emailUndoBodySchema>;

export const passwordChangeBodySchema = z.strictObject({
  currentPassword: text().min(1, 'Current password is required').max(LIMITS.passwordMax),
  newPassword: passwordSchema,
});
export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>;

/** Confirms a pending email change with the code sent to the new address. */
export const confirmEmailBodySchema = z.strictObject({ otp: otpSchema });

/** Deleting needs the password, or for accounts without one a fresh code mailed to the owner. */
export const deleteAccountBodySchema = z.strictObject({
  password: text().max(LIMITS.passwordMax).optional(),
  otp: otpSchema.optional(),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;
