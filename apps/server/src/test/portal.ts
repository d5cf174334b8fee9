import type { PortalLink } from '@atelier/shared';
import { expect } from 'vitest';
import { businessApi } from './business.js';
import { nextIp } from './fixtures.js';
import { createVerifiedUser, type TestApp } from './harness.js';
import { studioOf } from './seed.js';

/** A studio on a plan with the portal (Premium unless told), with its owner's API helpers. */
export async function portalStudio(t: TestApp, plan: 'free' | 'premium' | 'enterprise' = 'premium') {
  const owner = await createVerifiedUser(t, { plan });
  return { owner, api: businessApi(t, owner.token), workspaceId: await studioOf(t.ctx.db, owner.user.id) };
}

/** Makes the client's portal link as the studio; answers the link and its token (the address's last part). */
export async function makeLink(t: TestApp, token: string, clientId: string, body: Record<string, unknown> = {}) {
  const res = await businessApi(t, token).call('POST', `/clients/${clientId}/portal-link`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const link = res.body.data.link as PortalLink;
  return { link, token: link.url.split('/portal/')[1]! };
}

/** A request to the public portal as a client would make it, from a network of its own unless told. */
export function portalCall(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  opts: { payload?: Record<string, unknown>; ip?: string } = {},
) {
  return t.request({
    method,
    url: `/api/v1/portal/${path}`,
    remoteAddress: opts.ip ?? nextIp(),
    ...(opts.payload ? { payload: opts.payload } : {}),
  });
}

/** A well-formed fingerprint of no document: for a door's refusal (404), which comes before the document's check. */
export const NO_DOCUMENT = '0'.repeat(64);

/** The fingerprint the portal shows with one of the client's quotes (decision 183), NO_DOCUMENT when it shows none. */
export async function shownQuote(t: TestApp, token: string, id: string): Promise<string> {
  const res = await portalCall(t, 'GET', `${token}/quotes`);
  const quotes = res.statusCode === 200 ? (res.json().data.quotes as { id: string; documentSha256: string }[]) : [];
  return quotes.find((q) => q.id === id)?.documentSha256 ?? NO_DOCUMENT;
}

/** The fingerprint the portal shows with one of the client's appointments (decision 183), NO_DOCUMENT when it shows none. */
export async function shownAppointment(t: TestApp, token: string, id: string): Promise<string> {
  const res = await portalCall(t, 'GET', token);
  const appointments = res.statusCode === 200 ? (res.json().data.portal.appointments as { id: string; documentSha256: string }[]) : [];
  return appointments.find((a) => a.id === id)?.documentSha256 ?? NO_DOCUMENT;
}
