import { z } from 'zod';

/**
 * What a client accepts is exactly what they were shown (decision 183): every document a client
 * can accept (a quote, a contract, the booking terms of an appointment type, an appointment to
 * confirm) is answered with `documentSha256`, the SHA-256 of what it shows, and the acceptance
 * sends it back. The server computes it again from the document as it stands: another one answers
 * 409 DOCUMENT_CHANGED, and the page shows the new document to read before accepting again.
 */
export const SHOWN_DOCUMENT_FIELD = 'documentSha256';

/** The fingerprint a client's acceptance carries: the SHA-256, in hexadecimal, of the document they saw. */
export const documentSha256Schema = z
  .string({ error: 'The document’s fingerprint is required' })
  .regex(/^[a-f0-9]{64}$/, 'The document’s fingerprint must be its SHA-256 in hexadecimal');

/** The body of an acceptance that says nothing else: the fingerprint of the document shown. */
export const shownDocumentBodySchema = z.strictObject({ documentSha256: documentSha256Schema });
export type ShownDocumentBody = z.input<typeof shownDocumentBodySchema>;
