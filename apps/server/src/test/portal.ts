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
