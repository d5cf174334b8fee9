import http from 'node:http';
import { expect, test } from '@playwright/test';
import { apiAs, createUser } from '../fixtures/api';
import { E2E_BASE_URL, E2E_FRONT_PORT } from '../fixtures/env';

/**
 * A front end served on another origin could once create records but not edit or delete them
 * (the preflight allowed GET, HEAD and POST only). Here Chromium itself runs the preflights: a page
 * served from an origin the server names (CORS_ORIGINS, decision 048) makes every kind of call; the
 * same page from an origin the server does not name is refused by the browser.
 */
let front: http.Server;
test.beforeAll(async () => {
  front = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Another front end</title><h1>Another front end</h1>');
  });
  await new Promise<void>((resolve) => front.listen(E2E_FRONT_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => front.close(resolve));
});

type Call = { method: string; path: string; body?: unknown };

test.describe('a front end on another origin', () => {
  test('named in CORS_ORIGINS makes every call the API has, PATCH and DELETE included; any other origin is refused', async ({ page }) => {
    const user = await createUser();
    const client = await apiAs(user).post<{ client: { id: string } }>('/clients', { name: 'Grace Hopper' });
    const id = client.client.id;
    const calls: Call[] = [
      { method: 'GET', path: '/clients' },
      { method: 'POST', path: '/clients', body: { name: 'Ada Lovelace' } },
      { method: 'PATCH', path: `/clients/${id}`, body: { notes: 'Prefers silk' } },
      { method: 'DELETE', path: `/clients/${id}` },
    ];
    const run = () =>
      page.evaluate(
        async ({ api, token, calls }) => {
          const out: string[] = [];
          for (const c of calls) {
            try {
              const res = await fetch(`${api}/api/v1${c.path}`, {
                method: c.method,
                headers: { Authorization: `Bearer ${token}`, ...(c.body ? { 'Content-Type': 'application/json' } : {}) },
                body: c.body ? JSON.stringify(c.body) : undefined,
              });
              out.push(`${c.method} ${res.status}`);
            } catch {
              out.push(`${c.method} blocked`);
            }
          }
          return out;
        },
        { api: E2E_BASE_URL, token: user.token, calls },
      );

    await page.goto(`http://127.0.0.1:${E2E_FRONT_PORT}/`);
    expect(await run()).toEqual(['GET 200', 'POST 201', 'PATCH 200', 'DELETE 200']);

    // The same page under another host name is another origin, which the server does not name.
    await page.goto(`http://localhost:${E2E_FRONT_PORT}/`);
    expect(await run()).toEqual(['GET blocked', 'POST blocked', 'PATCH blocked', 'DELETE blocked']);
  });
});
