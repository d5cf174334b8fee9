import { z } from 'zod';
import { planIdSchema } from './plans.js';
import { recordIdsSchema } from './envelope.js';

export const userSchema = recordIdsSchema.extend({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Optional text is "" when not given, never null (decision 016). */
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
});
export type User = z.infer<typeof userSchema>;

export const sessionSchema = z.object({
  token: z.string(),
  user: userSchema,
  expiresAt: z.string(),
});
export type AuthSession = z.infer<typeof sessionSchema>;
