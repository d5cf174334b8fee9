import { ERROR_STATUS, type ErrorCode, type ErrorEnvelope, type FieldError } from '@atelier/shared';

/**
 * The one error type services throw. Its code decides its HTTP status (ERROR_STATUS in
 * packages/shared); the error handler turns it into the error envelope (documenso
 * pattern): `{ success: false, status_code, code, message, errors? }`.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errors?: FieldError[];
  /** Seconds, sent as Retry-After with 429. */
  readonly retryAfter?: number;
  /** More for the envelope than a message: SLOT_TAKEN's next free slots (decision 156). */
  readonly alternatives?: ErrorEnvelope['alternatives'];

  constructor(
    readonly code: ErrorCode,
    message: string,
    opts: { errors?: FieldError[]; retryAfter?: number; alternatives?: ErrorEnvelope['alternatives'] } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
    if (opts.errors) this.errors = opts.errors;
    if (opts.retryAfter !== undefined) this.retryAfter = opts.retryAfter;
    if (opts.alternatives) this.alternatives = opts.alternatives;
  }
}

/**
 * A fault on the server's side, never the client's: the error handler logs it and answers the
 * generic 500 sentence with the request id, so `message` is for the log only. Server code throws
 * this (or another AppError), never a plain Error: lint refuses `new Error` (decision 064).
 */
export const serverFault = (message: string) => new AppError('INTERNAL_ERROR', message);
export const notFound = (what = 'Record') => new AppError('NOT_FOUND', `${what} not found`);
export const unauthorized = (message = 'You need to sign in to do that.') => new AppError('UNAUTHORIZED', message);
/** An error about one field: the form shows `message` next to it. */
export const fieldError = (field: string, message: string, code: ErrorCode = 'VALIDATION_ERROR') =>
  new AppError(code, message, { errors: [{ field, message }] });
/**
 * THE answer for a reference in a body or query (clientId, ...) that names no record of the
 * actor's studio, whether it never existed, was deleted meanwhile or is another studio's:
 * 404 with the error on that field (decision 019; it was once written three ways).
 */
export const missingReference = (field: string, what: string) => fieldError(field, `${what} not found`, 'NOT_FOUND');
