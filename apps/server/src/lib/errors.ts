import type { ErrorCode, FieldError } from '@atelier/shared';

/**
 * The one error type services throw. The error handler turns it into the spec's envelope
 * (documenso pattern): `{ success: false, status_code, code, message, errors? }`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    /** Seconds, sent as Retry-After with 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Record') => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const unauthorized = (message = 'You need to sign in to do that.') => new AppError(401, 'UNAUTHORIZED', message);
export const fieldError = (field: string, message: string, code: ErrorCode = 'VALIDATION_ERROR', status = 422) =>
  new AppError(status, code, message, [{ field, message }]);
