import sharp from 'sharp';
import type { TestApp } from './harness.js';

/** A multipart body as a browser's FormData would send it, with the file in `field`. */
export async function multipartBody(bytes: Uint8Array, opts: { filename?: string; type?: string; field?: string } = {}) {
  const form = new FormData();
  form.append(opts.field ?? 'photo', new Blob([bytes], { type: opts.type ?? 'application/octet-stream' }), opts.filename ?? 'photo.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

/** A small JPEG of one colour. */
export const sampleJpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 160, b: 120 } } })
    .jpeg()
    .toBuffer();

/** POST /photos with a sample JPEG; the response as it came. */
export async function uploadPhoto(
  t: TestApp,
  token: string,
  opts: { subject: 'client' | 'project' | 'measurement'; subjectId: string; kind?: string; bytes?: Uint8Array },
) {
  const query = new URLSearchParams({ subject: opts.subject, subjectId: opts.subjectId, ...(opts.kind ? { kind: opts.kind } : {}) });
  const body = await multipartBody(opts.bytes ?? (await sampleJpeg()));
  return t.request({ method: 'POST', url: `/api/v1/photos?${query}`, token, ...body });
}
