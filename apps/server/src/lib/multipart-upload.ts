import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from './errors.js';
import { said } from './said.js';

/** The plugin's own refusals of a form with more parts, files or fields than the route allows. */
const TOO_MANY = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

export type UploadField = {
  /** The form field that carries the file. */
  field: string;
  /** Said when the body is not multipart or cannot be read: how to send it. */
  hint: string;
  /** Said on the field when the form holds no file there. */
  missing: string;
  /** Said when the file is over the route's size limit. */
  tooLarge: string;
};

/**
 * Every way a multipart body can be broken is the sender's doing (decision 061): the parser's own
 * errors ("Unexpected end of form", a missing or over-long boundary, a body cut short) carry no
 * status and were answered 500. They become 400 in the envelope; the plugin's limits become 413.
 */
function uploadError(err: unknown, upload: UploadField): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('FILE_TOO_LARGE', upload.tooLarge, { errors: [{ field: upload.field, message: upload.tooLarge }] });
  if (typeof code === 'string' && TOO_MANY.has(code))
    return new AppError('PAYLOAD_TOO_LARGE', said('request.formTooManyParts', { hint: upload.hint }));
  return new AppError('BAD_REQUEST', said('request.multipartUnreadable', { hint: upload.hint }));
}

/**
 * The bytes of the one file a multipart request carries in `upload.field`, read through
 * @fastify/multipart registered with the route's limits. The one place a multipart body is read.
 */
export async function readUploadedFile(req: FastifyRequest, upload: UploadField): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', upload.hint);
  try {
    const part = await req.file();
    if (!part || part.fieldname !== upload.field) throw fieldError(upload.field, upload.missing);
    return await part.toBuffer();
  } catch (err) {
    throw uploadError(err, upload);
  }
}
