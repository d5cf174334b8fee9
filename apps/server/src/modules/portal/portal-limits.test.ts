import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope } from '../../test/business.js';
import { nextIp } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeLink, portalCall, portalStudio } from '../../test/portal.js';
import { PORTAL_RATE_LIMITS } from './guard.js';

/**
 * Decision 082: the portal is bounded per link and per network, reads and writes apart. The app runs
 * at a tenth of the limits (RATE_LIMIT_FACTOR, decision 004), so each bound fills in a few requests.
 */
const FACTOR = 0.1;
const scaled = (max: number) => Math.max(1, Math.floor(max * FACTOR));
let t: TestApp;
let studio: Awaited<ReturnType<typeof portalStudio>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: String(FACTOR) });
  studio = await portalStudio(t);
});
afterAll(async () => t.close());

const newLink = async () => (await makeLink(t, studio.owner.token, (await studio.api.createClient()).id)).token;

function expectLimited(res: Awaited<ReturnType<typeof portalCall>>) {
  expect(res.statusCode, res.body).toBe(429);
  expectErrorEnvelope(res.json(), 429, 'RATE_LIMITED');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  // A refusal is a portal answer like any other.
  expect(res.headers['x-robots-tag']).toBe('noindex');
  expect(res.headers['cache-control']).toBe('no-store');
}

describe('portal rate limits', () => {
  it('reads of one link, from any network: past the bound 429 with Retry-After; another link is not held back', async () => {
    const token = await newLink();
    const reads = scaled(PORTAL_RATE_LIMITS.readPerLink.limits[0]!.max);
    for (let i = 0; i < reads; i += 1) expect((await portalCall(t, 'GET', token)).statusCode).toBe(200);
    expectLimited(await portalCall(t, 'GET', token));
    expect((await portalCall(t, 'GET', await newLink())).statusCode).toBe(200);
  });

  it('reads from one network, whatever the token: unknown tokens count too', async () => {
    const ip = nextIp();
    const reads = scaled(PORTAL_RATE_LIMITS.readPerNetwork.limits[0]!.max);
    for (let i = 0; i < reads; i += 1) expect((await portalCall(t, 'GET', 'x'.repeat(43), { ip })).statusCode).toBe(404);
    expectLimited(await portalCall(t, 'GET', await newLink(), { ip }));
    expect((await portalCall(t, 'GET', 'x'.repeat(43))).statusCode).toBe(404);
  });

  it('writes of one link are bounded apart from its reads', async () => {
    const token = await newLink();
    const writes = scaled(PORTAL_RATE_LIMITS.writePerLink.limits[0]!.max);
    for (let i = 0; i < writes; i += 1)
      expect((await portalCall(t, 'POST', `${token}/messages`, { payload: { message: 'Hi' } })).statusCode).toBe(201);
    expectLimited(await portalCall(t, 'POST', `${token}/messages`, { payload: { message: 'Hi again' } }));
    expect((await portalCall(t, 'GET', token)).statusCode).toBe(200);
    const notices = (await studio.api.call('GET', '/notifications')).body.data.notifications as { body: string }[];
    expect(notices.map((n) => n.body)).not.toContain('Hi again');
  });

  it('writes from one network, across links, malformed ones included', async () => {
    const ip = nextIp();
    const writes = scaled(PORTAL_RATE_LIMITS.writePerNetwork.limits[0]!.max);
    expect((await portalCall(t, 'POST', `${await newLink()}/messages`, { payload: { message: '' }, ip })).statusCode).toBe(422);
    for (let i = 1; i < writes; i += 1)
      expect((await portalCall(t, 'POST', `${await newLink()}/messages`, { payload: { message: 'Hi' }, ip })).statusCode).toBe(201);
    expectLimited(await portalCall(t, 'POST', `${await newLink()}/messages`, { payload: { message: 'Hi' }, ip }));
  });
});
