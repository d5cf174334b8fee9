import type { FastifyRequest } from 'fastify';

/**
 * Logs carry ids, never personal data (error logs once carried SQL parameters with user data,
 * info logs email addresses). Requests are logged by method, path and id; the query
 * string (search terms, addresses) is left out.
 */
export function requestForLog(req: FastifyRequest) {
  const url = req.url ?? '';
  const q = url.indexOf('?');
  return { id: req.id, method: req.method, path: redactPath(q < 0 ? url : url.slice(0, q)) };
}

/** A calendar feed's address is its key (decision 032): the token never reaches a log. */
const FEED_PATH = /(\/calendar\/feed\/)[^/]+/;
/** So is a sandbox checkout page's: whoever has it may pay there. */
const CHECKOUT_PATH = /(\/subscriptions\/sandbox\/checkout\/)[^/]+/;
/** And a client portal's, the page's and the API's alike (decision 082). */
const PORTAL_PATH = /(\/portal\/)[^/]+/;
export const redactPath = (path: string) =>
  path.replace(FEED_PATH, '$1[redacted]').replace(CHECKOUT_PATH, '$1[redacted]').replace(PORTAL_PATH, '$1[redacted]');

type LoggedError = { type: string; message: string; code?: string; stack?: string; cause?: LoggedError };

/** Drizzle puts the query's values after "params:"; the database's own `detail` may quote them. */
const stripParams = (s: string) => s.replace(/\nparams:[\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');

/** PostgreSQL quotes the offending value in some messages ('invalid input syntax ...: "a@b.c"'). */
const SQLSTATE = /^[0-9A-Z]{5}$/;
const stripQuoted = (s: string) => s.replace(/"[^"\n]*"/g, '"[redacted]"');

/** An error as it is logged: name, message, code and stack, with query values removed, no `detail`. */
export function errorForLog(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '[non-error thrown]' };
  const code = (err as { code?: unknown }).code;
  const fromDatabase = typeof code === 'string' && SQLSTATE.test(code);
  const out: LoggedError = {
    type: err.name,
    message: fromDatabase ? stripQuoted(err.message) : stripParams(err.message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(err.stack && !fromDatabase ? { stack: stripParams(err.stack) } : {}),
  };
  if (err.cause && depth < 3) out.cause = errorForLog(err.cause, depth + 1);
  return out;
}

/**
 * A mail as it is logged: what kind it is and how many files it carries, never its subject or
 * address. Subjects name clients and carry event titles and other text a studio typed.
 */
export const mailForLog = (mail: { kind?: string; attachments?: unknown[] }) => ({
  mailKind: mail.kind ?? 'unnamed',
  attachments: mail.attachments?.length ?? 0,
});
