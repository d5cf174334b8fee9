import type { ErrorEnvelope, FieldError } from '@atelier/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';
import { errorForLog } from '../lib/log-redaction.js';

function send(reply: FastifyReply, body: ErrorEnvelope) {
  return reply.code(body.status_code).type('application/json; charset=utf-8').send(body);
}

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: ErrorEnvelope['code']; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is empty; send a JSON object.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'INVALID_JSON', message: 'The request body length is wrong.' },
};

/**
 * Router-level refusals bypass the error handler, so they get the envelope here: an over-long
 * path segment is a malformed id (404 like any unknown id), any other bad URL a 400.
 */
export function frameworkErrors(err: FastifyError, _req: unknown, reply: FastifyReply) {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(reply, { success: false, status_code: 404, code: 'NOT_FOUND', message: 'Record not found' });
  }
  return send(reply, { success: false, status_code: 400, code: 'VALIDATION_ERROR', message: 'The request URL is not valid.' });
}

/**
 * The one place errors become the spec's envelope (documenso pattern). Client mistakes are
 * 4xx with a clear sentence; anything unexpected is logged with the request id and answered
 * without internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfter) void reply.header('Retry-After', String(err.retryAfter));
      return send(reply, {
        success: false,
        status_code: err.statusCode,
        code: err.code,
        message: err.message,
        ...(err.errors ? { errors: err.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: FieldError[] = err.validation.map((v) => {
        const params = v.params as { keys?: string[]; input?: unknown };
        const where = v.instancePath.split('/').filter(Boolean);
        if (v.keyword === 'unrecognized_keys' && params.keys?.length) {
          const field = [...where, params.keys[0]].join('.');
          return { field, message: `Unknown field '${field}'` };
        }
        const field = where.join('.') || (err.validationContext ?? 'body');
        if (v.keyword === 'invalid_type' && /received undefined/.test(v.message ?? '')) {
          return { field, message: `'${field}' is required` };
        }
        const message = v.message && !v.message.startsWith('Invalid input') ? v.message : `Invalid value for '${field}'`;
        return { field, message };
      });
      return send(reply, {
        success: false,
        status_code: 422,
        code: 'VALIDATION_ERROR',
        message: errors[0]?.message ?? 'The request is not valid.',
        errors,
      });
    }
    const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (known) return send(reply, { success: false, status_code: known.status, code: known.code, message: known.message });
    if (err instanceof SyntaxError || err.statusCode === 400) {
      return send(reply, { success: false, status_code: 400, code: 'INVALID_JSON', message: 'The request could not be read.' });
    }
    if (err.statusCode === 429) {
      return send(reply, { success: false, status_code: 429, code: 'RATE_LIMITED', message: 'Too many requests. Please slow down.' });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return send(reply, { success: false, status_code: err.statusCode, code: 'VALIDATION_ERROR', message: err.message });
    }
    // errorForLog leaves out query values and database details, which can hold personal data (issue 6).
    if (isResponseSerializationError(err)) req.log.error({ err: errorForLog(err), issues: err.cause.issues.map((i) => ({ path: i.path, code: i.code })) }, 'response failed its schema');
    else req.log.error({ err: errorForLog(err) }, 'unexpected error');
    return send(reply, {
      success: false,
      status_code: 500,
      code: 'INTERNAL_ERROR',
      message: `Something went wrong on our side. Please try again; if it keeps happening, contact support and quote ${req.id}.`,
    });
  });
}
