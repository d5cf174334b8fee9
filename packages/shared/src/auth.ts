import { z } from 'zod';
import { LIMITS } from './limits.js';
import { planIdSchema } from './plan-id.js';
import { timezoneSchema } from './settings.js';
import { text } from './text.js';

export const BUSINESS_TYPES = [
  'Independent Designer',
  'Fashion Studio',
  'Alterations Service',
  'Costume Design',
  'Bridal Boutique',
  'Fashion School',
  'Other',
] as const;
export const businessTypeSchema = z.enum(BUSINESS_TYPES);

export const emailSchema = text()
  .trim()
  .min(1, 'Email is required')
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .pipe(z.email('Enter a valid email address'))
  .transform((e) => e.toLowerCase());

export const passwordSchema = text()
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);

const personName = (label: string) =>
  text().trim().min(1, `${label} is required`).max(LIMITS.name, `${label} must be at most ${LIMITS.name} characters`);

export const otpSchema = z.string().regex(/^\d{4}$/, 'The code is exactly 4 digits');

export const signupBodySchema = z.strictObject({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailSchema,
  password: passwordSchema,
  businessName: text().trim().max(LIMITS.businessName, `Business name must be at most ${LIMITS.businessName} characters`).optional(),
  businessType: z.union([businessTypeSchema, z.literal('')]).optional(),
  agreeToTerms: z.literal(true, { error: 'You must agree to the Terms of Service and Privacy Policy' }),
  subscribeToNewsletter: z.boolean().optional(),
  selectedPlan: planIdSchema.default('free'),
  roles: z.array(z.literal('designer')).max(1).optional(),
  /**
   * The browser's zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`), stored as the new
   * studio's, spelled as the runtime names it; without it the studio starts in UTC (decision 129).
   */
  timezone: timezoneSchema.transform((zone) => new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone).optional(),
});
export type SignupBody = z.input<typeof signupBodySchema>;

export const signinBodySchema = z.strictObject({
  email: emailSchema,
  password: text().min(1, 'Password is required').max(LIMITS.passwordMax),
  rememberMe: z.boolean().optional(),
});
export type SigninBody = z.input<typeof signinBodySchema>;

export const googleBodySchema = z.strictObject({
  idToken: text().min(1).max(8192),
  rememberMe: z.boolean().optional(),
});
export const facebookBodySchema = z.strictObject({
  accessToken: text().min(1).max(2048),
  rememberMe: z.boolean().optional(),
});
export const emailBodySchema = z.strictObject({ email: emailSchema });
export const verifyOtpBodySchema = z.strictObject({ email: emailSchema, otp: otpSchema });
export const resetPasswordBodySchema = z.strictObject({
  email: emailSchema,
  otp: otpSchema,
  password: passwordSchema,
});

/** Which social sign-in providers the server is configured for (the web app hides the others). */
export const authProvidersSchema = z.object({
  google: z.object({ enabled: z.boolean(), clientId: z.string().nullable() }),
  facebook: z.object({ enabled: z.boolean(), appId: z.string().nullable() }),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;
