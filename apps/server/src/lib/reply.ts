import type { SuccessEnvelope } from '@atelier/shared';

/** Builds the success envelope; handlers return it and the route's response schema checks it. */
export function ok<T>(message: string, data: T, statusCode = 200): SuccessEnvelope<T> {
  return { success: true, status_code: statusCode, message, data };
}
