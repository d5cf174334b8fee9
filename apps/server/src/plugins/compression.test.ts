import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';

// Decision 056: the business API's JSON over 1 KB goes out compressed; answers carrying session
// tokens (sign-in) stay outside the compressed scope.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await createVerifiedUser(t, { plan: 'premium' }));
  // Enough clients for a list well over 1 KB.
  for (let i = 0; i < 12; i += 1) {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/clients',
      token,
      payload: { name: `Client number ${i}`, email: `client${i}@example.com`, phone: '+1 555 0100' },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(async () => t.close());

describe('API compression', () => {
  it('sends a business list brotli-compressed to a browser that accepts it, and plain otherwise', async () => {
    const compressed = await t.request({ method: 'GET', url: '/api/v1/clients', token, headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    const plain = await t.request({ method: 'GET', url: '/api/v1/clients', token });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves the sign-in answer, which carries the session token, uncompressed', async () => {
    const user = await createVerifiedUser(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: user.email, password: user.password },
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
