import { z } from 'zod';

/** Machine codes the API answers with (spec section 8 plus the foundation issue). */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_ALREADY_VERIFIED',
  'INVALID_OTP',
  'OTP_EXPIRED',
  'OTP_ATTEMPTS_EXCEEDED',
  'OTP_LOCKED',
  'INVALID_OAUTH_TOKEN',
  'PROVIDER_NOT_CONFIGURED',
  'PROVIDER_UNAVAILABLE',
  'SUBSCRIPTION_INACTIVE',
  'FEATURE_NOT_AVAILABLE',
  'PLAN_CLIENT_LIMIT_REACHED',
  'PLAN_PROJECT_LIMIT_REACHED',
  'PLAN_AI_LIMIT_REACHED',
  'CLIENT_HAS_INVOICES',
  'DATABASE_UNAVAILABLE',
  'BAD_REQUEST',
  'REQUEST_TIMEOUT',
  'HEADERS_TOO_LARGE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Codes that send the user to /pricing (spec section 8, shared error handling). */
export const PLAN_ERROR_CODES: readonly ErrorCode[] = [
  'SUBSCRIPTION_INACTIVE',
  'FEATURE_NOT_AVAILABLE',
  'PLAN_CLIENT_LIMIT_REACHED',
  'PLAN_PROJECT_LIMIT_REACHED',
  'PLAN_AI_LIMIT_REACHED',
];

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  status_code: z.number().int(),
  code: z.string(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Wraps a data schema in the success envelope `{ success, status_code, message, data }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    status_code: z.number().int(),
    message: z.string(),
    data,
  });
}
export type SuccessEnvelope<T> = { success: true; status_code: number; message: string; data: T };

/** Every record carries both `_id` and `id` (foundation issue, section 2). */
export const recordIdsSchema = z.object({ _id: z.string(), id: z.string() });
