import { checkIn, ERROR_STATUS, type ErrorCode, type ErrorEnvelope, type FieldError, type Language } from '@atelier/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, pgCode } from '../lib/db-errors.js';
import { AppError, type FieldRefusal } from '../lib/errors.js';
import { errorForLog } from '../lib/log-redaction.js';
import { languageOfHeader, said, sayIn, type Said } from '../lib/said.js';
import { userSettings } from '../lib/user-settings.js';

/**
 * Who reads the refusal (decision 200): a signed-in member in their language setting, anyone else in
 * the first language of their Accept-Language the app speaks, else English.
 */
export function readerLanguage(req: Pick<FastifyRequest, 'actor' | 'headers'>): Language {
  if (req.actor) return userSettings(req.actor.user).language;
  return languageOfHeader(req.headers['accept-language']);
}

/** Writes the error envelope; the status always follows from the code (ERROR_STATUS). */
type Extra = {
  errors?: FieldRefusal[];
  retryAfter?: number;
  alternatives?: ErrorEnvelope['alternatives'];
  freePieces?: ErrorEnvelope['freePieces'];
};

/** A refusal by key in the reader's language (the envelope's fields only, without the key). */
function readErrors(errors: FieldRefusal[], language: Language): FieldError[] {
  return errors.map(({ field, message, said: refusal }) => ({
    field,
    message: refusal ? sayIn(language, refusal) : checkIn(language, message),
  }));
}

function send(reply: FastifyReply, code: ErrorCode, message: string | Said, extra: Extra = {}) {
  const language = readerLanguage(reply.request);
  if (extra.retryAfter) void reply.header('Retry-After', String(extra.retryAfter));
  const status = ERROR_STATUS[code];
  const body: ErrorEnvelope = {
    success: false,
    status_code: status,
    code,
    // A sentence of the shared schemas ('Name is required') is in the reader's language too (decision 204).
    message: typeof message === 'string' ? checkIn(language, message) : sayIn(language, message),
    ...(extra.errors ? { errors: readErrors(extra.errors, language) } : {}),
    // What to take instead: SLOT_TAKEN's next free slots (decision 156), PIECE_RENTED's free pieces (decision 222).
    ...(extra.alternatives ? { alternatives: extra.alternatives } : {}),
    ...(extra.freePieces ? { freePieces: extra.freePieces } : {}),
  };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; message: Said }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: said('request.invalidJson') },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: said('request.emptyJson') },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: said('request.tooLarge') },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: said('request.mediaType') },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'INVALID_JSON', message: said('request.badLength') },
};

/** Other 4xx errors from Fastify or its plugins, by status. */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * Router-level refusals bypass the error handler, so they get the envelope here: an over-long
 * path segment is a malformed id (404 like any unknown id), any other bad URL a 400.
 */
export function frameworkErrors(err: FastifyError, _req: unknown, reply: FastifyReply) {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, 'NOT_FOUND', said('request.recordNotFound'));
  return send(reply, 'BAD_REQUEST', said('request.badUrl'));
}

const refusalOn = (field: string, refusal: Said): FieldRefusal => ({ field, message: sayIn('en', refusal), said: refusal });

/** Seconds a client is asked to wait before sending again while the database is away (decision 094). */
export const DATABASE_RETRY_AFTER_S = 5;

/**
 * The one place errors become the error envelope (decision 005; documenso pattern). Client mistakes are
 * 4xx with a clear sentence; anything unexpected is logged with the request id and answered
 * without internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // An INTERNAL_ERROR AppError is a server fault (lib/sql-rows.ts assertWritten): like any
    // unexpected error it is logged and answered without its internal wording.
    if (err instanceof AppError && err.code !== 'INTERNAL_ERROR') return send(reply, err.code, err.said ?? err.message, err);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: FieldRefusal[] = err.validation.map((v) => {
        const params = v.params as { keys?: string[]; input?: unknown };
        const where = v.instancePath.split('/').filter(Boolean);
        if (v.keyword === 'unrecognized_keys' && params.keys?.length) {
          const field = [...where, params.keys[0]].join('.');
          return refusalOn(field, said('request.unknownField', { field }));
        }
        const field = where.join('.') || (err.validationContext ?? 'body');
        if (v.keyword === 'invalid_type' && /received undefined/.test(v.message ?? '')) {
          return refusalOn(field, said('request.fieldRequired', { field }));
        }
        if (v.message && !v.message.startsWith('Invalid input')) return { field, message: v.message };
        return refusalOn(field, said('request.invalidValue', { field }));
      });
      const first = errors[0];
      return send(reply, 'VALIDATION_ERROR', first ? (first.said ?? first.message) : said('request.invalid'), { errors });
    }
    const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (known) return send(reply, known.code, known.message);
    if (err instanceof SyntaxError || err.statusCode === 400) return send(reply, 'INVALID_JSON', said('request.unreadable'));
    if (err.statusCode === 429) return send(reply, 'RATE_LIMITED', said('request.tooManyRequests'));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
      return send(reply, CODE_BY_STATUS[err.statusCode] ?? 'BAD_REQUEST', err.message);
    // The database is down or unreachable: 503 the client may retry, not a 500 (decision 094).
    // Logged once per request as a warning with the driver's code only, no query or values.
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ dbError: pgCode(err) }, 'database unavailable');
      return send(reply, 'DATABASE_UNAVAILABLE', said('request.unavailable'), {
        retryAfter: DATABASE_RETRY_AFTER_S,
      });
    }
    // errorForLog leaves out query values and database details, which can hold personal data.
    // An answer not matching its schema is a serverFault from the response serializer (decision 071).
    req.log.error({ err: errorForLog(err) }, 'unexpected error');
    return send(reply, 'INTERNAL_ERROR', said('request.serverFault', { requestId: req.id }));
  });
}
