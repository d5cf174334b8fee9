import { ERROR_STATUS, type ErrorCode, type ErrorEnvelope, type FieldError } from '@atelier/shared';
import { said, sayIn, type Said } from './said.js';

/** A field's error as a service throws it: its English message, and its refusal by key when it has one (decision 200). */
export type FieldRefusal = FieldError & { said?: Said };

/**
 * The one error type services throw. Its code decides its HTTP status (ERROR_STATUS in
 * packages/shared); the error handler turns it into the error envelope (documenso
 * pattern): `{ success: false, status_code, code, message, errors? }`.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errors?: FieldRefusal[];
  /** The refusal by key, written in the reader's language by the error handler (decision 200); `message` is its English. */
  readonly said?: Said;
  /** Seconds, sent as Retry-After with 429. */
  readonly retryAfter?: number;
  /** More for the envelope than a message: SLOT_TAKEN's next free slots (decision 156). */
  readonly alternatives?: ErrorEnvelope['alternatives'];
  /** PIECE_RENTED's free pieces of the same style (decision 222). */
  readonly freePieces?: ErrorEnvelope['freePieces'];

  constructor(
    readonly code: ErrorCode,
    message: string | Said,
    opts: {
      errors?: FieldRefusal[];
      retryAfter?: number;
      alternatives?: ErrorEnvelope['alternatives'];
      freePieces?: ErrorEnvelope['freePieces'];
    } = {},
  ) {
    super(typeof message === 'string' ? message : sayIn('en', message));
    if (typeof message !== 'string') this.said = message;
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
    if (opts.errors) this.errors = opts.errors;
    if (opts.retryAfter !== undefined) this.retryAfter = opts.retryAfter;
    if (opts.alternatives) this.alternatives = opts.alternatives;
    if (opts.freePieces) this.freePieces = opts.freePieces;
  }
}

/**
 * A fault on the server's side, never the client's: the error handler logs it and answers the
 * generic 500 sentence with the request id, so `message` is for the log only. Server code throws
 * this (or another AppError), never a plain Error: lint refuses `new Error` (decision 064).
 */
export const serverFault = (message: string) => new AppError('INTERNAL_ERROR', message);
/** 404 for a record: by key in the reader's language (`said('notFound.client')`), or an English noun. */
export const notFound = (what: string | Said = said('request.recordNotFound')) =>
  new AppError('NOT_FOUND', typeof what === 'string' ? `${what} not found` : what);
export const unauthorized = (message: string | Said = said('session.signInNeeded')) => new AppError('UNAUTHORIZED', message);
/** An error about one field: the form shows `message` next to it, in the reader's language when it is a refusal by key. */
export function fieldError(field: string, message: string | Said, code: ErrorCode = 'VALIDATION_ERROR'): AppError {
  const refusal: FieldRefusal = typeof message === 'string' ? { field, message } : { field, message: sayIn('en', message), said: message };
  return new AppError(code, message, { errors: [refusal] });
}
/**
 * THE answer for a reference in a body or query (clientId, ...) that names no record of the
 * actor's studio, whether it never existed, was deleted meanwhile or is another studio's:
 * 404 with the error on that field (decision 019; it was once written three ways).
 */
export const missingReference = (field: string, what: string | Said) =>
  fieldError(field, typeof what === 'string' ? `${what} not found` : what, 'NOT_FOUND');
