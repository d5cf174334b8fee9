import type { Photo, PhotoSubject } from '@atelier/shared';
import sharp from 'sharp';
import { expect } from 'vitest';
import { businessApi } from './business.js';
import { createVerifiedUser, type TestApp } from './harness.js';

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
  opts: { subject: PhotoSubject; subjectId: string; kind?: string; bytes?: Uint8Array },
) {
  const query = new URLSearchParams({ subject: opts.subject, subjectId: opts.subjectId, ...(opts.kind ? { kind: opts.kind } : {}) });
  const body = await multipartBody(opts.bytes ?? (await sampleJpeg()));
  return t.request({ method: 'POST', url: `/api/v1/photos?${query}`, token, ...body });
}

/**
 * A studio with a client, a project and a measurement record of that client, and calls that
 * upload to each and read images back: what every photo test starts from.
 */
export async function photoStudio(t: TestApp, plan: 'free' | 'premium' | 'enterprise' = 'premium') {
  const person = await createVerifiedUser(t, { plan });
  const api = businessApi(t, person.token);
  const client = await api.createClient({ name: 'Ada Lovelace' });
  const project = await api.createProject(client.id);
  const measurement = await api.createMeasurement(client.id);
  const ids = { client: client.id, project: project.id, measurement: measurement.id };
  const upload = (subject: keyof typeof ids = 'client', bytes?: Uint8Array, extra: { kind?: string; subjectId?: string } = {}) =>
    uploadPhoto(t, person.token, {
      subject,
      subjectId: extra.subjectId ?? ids[subject],
      bytes,
      ...(extra.kind ? { kind: extra.kind } : {}),
    });
  const add = async (subject: keyof typeof ids = 'client', bytes?: Uint8Array): Promise<Photo> => {
    const res = await upload(subject, bytes);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    return (res.json() as { data: { photo: Photo } }).data.photo;
  };
  const image = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, token: person.token, headers });
  const storage = async () => (await api.call('GET', '/user/storage')).body.data as { usedBytes: number; limitBytes: number };
  return { ...person, api, ids, upload, add, image, storage };
}
