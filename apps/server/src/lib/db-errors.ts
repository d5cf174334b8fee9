/** PostgreSQL error codes surface as `code` (postgres-js, PGlite) or on `cause` (drizzle wraps them). */
function pgCode(err: unknown): string | undefined {
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
