/** PostgreSQL error codes surface as `code` (postgres-js, PGlite) or on `cause` (drizzle wraps them). */
export function pgCode(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as { code?: unknown; cause?: { code?: unknown } | null };
  const code = typeof e.code === 'string' ? e.code : e.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** 23503: a referenced row vanished between our check and our write (e.g. a client deleted concurrently). */
export function isForeignKeyViolation(err: unknown): boolean {
  return pgCode(err) === '23503';
}

/** 23505: a unique index refused the row (e.g. an invoice number taken by a concurrent create). */
export function isUniqueViolation(err: unknown): boolean {
  return pgCode(err) === '23505';
}

/**
 * The database is down, restarting or out of reach (decision 094): postgres.js's own connection
 * errors, the socket's, and PostgreSQL's shutdown, connection and cancel classes (57014 is a
 * statement past its 10 s limit). Answered 503 with Retry-After, never 500: the request may be
 * sent again once the database is back, and the pool reconnects by itself.
 */
const UNAVAILABLE_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
]);

export function isDatabaseUnavailable(err: unknown): boolean {
  const code = pgCode(err);
  // SQLSTATE class 08: connection exceptions (08006 connection failure, 08001 cannot connect, ...).
  return code !== undefined && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code));
}
