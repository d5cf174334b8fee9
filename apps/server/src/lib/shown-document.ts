import { createHash } from 'node:crypto';
import { SHOWN_DOCUMENT_FIELD, type RouteDeclaration } from '@atelier/shared';
import { z } from 'zod';
import { AppError } from './errors.js';
import { said } from './said.js';

/*
 * A client accepts exactly what they were shown (decision 183), one mechanism for every client
 * acceptance: the document's answer carries the SHA-256 of what it shows (documentDigest, or a
 * contract's PDF's), the acceptance sends it back, and requireShownDocument compares it with the
 * document as it stands, in the acceptance's own transaction.
 */

/** JSON with its keys in order at every depth, so one document always has one fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The SHA-256 (hex) of what a client is shown: the document's content, never its state or times. */
export const documentDigest = (shown: unknown): string => createHash('sha256').update(canonical(shown)).digest('hex');

/** A document with its fingerprint, as the client's answers carry it. */
export const withDigest = <T extends object>(shown: T): T & { documentSha256: string } => ({
  ...shown,
  documentSha256: documentDigest(shown),
});

/** The one refusal of an acceptance of another document than the one that stands (or of one replaced since). */
export const documentChanged = () =>
  new AppError('DOCUMENT_CHANGED', said('request.documentChanged'), {
    errors: [{ field: SHOWN_DOCUMENT_FIELD, message: 'The document changed since it was opened' }],
  });

/**
 * 409 DOCUMENT_CHANGED unless the client saw the document as it stands: `current` is its
 * fingerprint now ("" when it has none to accept), `shown` the one the acceptance carries.
 */
export function requireShownDocument(current: string, shown: string): void {
  if (!current || current !== shown) throw documentChanged();
}

/** A route flagged as a client acceptance must take the fingerprint in its body: checked when it is registered. */
export function assertAcceptanceBody(route: RouteDeclaration): void {
  if (!route.clientAcceptance) return;
  const body = route.body;
  if (body instanceof z.ZodObject && SHOWN_DOCUMENT_FIELD in body.shape) return;
  throw new AppError('INTERNAL_ERROR', `${route.method} ${route.path} is a client acceptance without ${SHOWN_DOCUMENT_FIELD} in its body.`);
}
