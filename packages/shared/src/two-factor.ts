import { z } from 'zod';
import { text } from './text.js';
import { sessionSchema } from './user.js';

/**
 * Two-factor sign-in with an authenticator app (decision 023): TOTP codes of 6 digits,
 * or one of ten single-use recovery codes (`xxxx-xxxx`, lower-case letters and digits).
 */
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

/**
 * A current authenticator code or a recovery code. Spaces and a missing dash are forgiven (people
 * copy codes from apps and files); the server tells the two kinds apart by their shape.
 */
export const twoFactorCodeSchema = text()
  .trim()
  .min(1, 'Enter the code from your authenticator app')
  .max(32, 'The code is too long')
  .transform((c) => c.replace(/\s+/g, '').toLowerCase());

export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);

/** PATCH /user/2fa: turn 2FA on with a first valid code, or off with a current or recovery code. */
export const twoFactorToggleBodySchema = z.strictObject({
  enable: z.boolean(),
  code: twoFactorCodeSchema,
});
export type TwoFactorToggleBody = z.input<typeof twoFactorToggleBodySchema>;

/** POST /auth/2fa: the second step of a sign-in. */
export const twoFactorSigninBodySchema = z.strictObject({
  challengeToken: text().min(1, 'The sign-in challenge is missing').max(128),
  code: twoFactorCodeSchema,
});
export type TwoFactorSigninBody = z.input<typeof twoFactorSigninBodySchema>;

/** POST /user/2fa/setup: the new secret, shown once as text and as an otpauth:// QR code. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorStateSchema = z.object({
  is2FAEnabled: z.boolean(),
  /** Only in the answer that enables 2FA: the ten codes, shown once. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type TwoFactorState = z.infer<typeof twoFactorStateSchema>;

/** A sign-in whose first factor passed with 2FA on: no token yet, a short-lived challenge instead. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
  expiresAt: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** What POST /auth/signin and the Google and Facebook sign-ins answer: a session or a challenge. */
export const signinResultSchema = z.union([sessionSchema, twoFactorChallengeSchema]);
export type SigninResult = z.infer<typeof signinResultSchema>;

export const isTwoFactorChallenge = (r: SigninResult): r is TwoFactorChallenge => 'twoFactorRequired' in r && r.twoFactorRequired === true;
