import type { SuccessEnvelope } from '@atelier/shared';

/** Builds the success envelope; handlers return it and the route's response schema checks it. */
export function ok<T>(message: string, data: T, statusCode = 200): SuccessEnvelope<T> {
  return { success: true, status_code: statusCode, message, data };
}

/** A PDF as a file, not an envelope: the token came in the header, never in the URL (decision 031). */
export function sendPdf<R extends { type(t: string): R; header(k: string, v: string): R; send(b: Buffer): R }>(
  reply: R,
  { fileName, pdf }: { fileName: string; pdf: Buffer },
): R {
  return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(pdf);
}
