import { ALL_ROUTES, SHOWN_DOCUMENT_FIELD, type RouteDeclaration } from '@atelier/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAcceptanceBody } from '../lib/shown-document.js';
import { booker, bookCall, bookingStudio, dayAhead, slotsOf, termsShown } from '../test/bookings.js';
import { expectErrorEnvelope } from '../test/business.js';
import { portalRequest, sentContract } from '../test/contracts.js';
import { createTestApp, uniqueEmail, type TestApp } from '../test/harness.js';
import { messagingStudio } from '../test/messaging.js';
import { makeLink, portalCall, portalStudio, shownAppointment, shownQuote } from '../test/portal.js';

/**
 * Decision 183, walked from the declarations: every route flagged `clientAcceptance` takes the
 * fingerprint of the document the client was shown, answers 409 DOCUMENT_CHANGED once the studio
 * changed it, and accepts it as it now reads. A new acceptance route fails here until it has its
 * case below, so none can forget the check.
 */
type Opened = {
  /** The fingerprint the client's page shows now. */
  shown: () => Promise<string>;
  /** The studio changes the document after the client opened it. */
  change: () => Promise<void>;
  /** The client accepts, with the fingerprint of what they saw. */
  accept: (documentSha256: string) => Promise<LightMyRequestResponse>;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

const HOUR = 3600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const ok = (status: number, body: unknown) => expect(status, JSON.stringify(body)).toBeLessThan(300);
/** The studio's call, which must succeed. */
const done = async (call: Promise<{ status: number; body: unknown }>) => {
  const res = await call;
  ok(res.status, res.body);
};

const CASES: Record<string, () => Promise<Opened>> = {
  'POST /portal/:token/quotes/:id/accept': async () => {
    const s = await messagingStudio(t);
    const client = await s.api.createClient({ name: 'Léa Martin', email: uniqueEmail('lea') });
    const lines = (unitPrice: number) => [{ kind: 'free', description: 'Robe sur mesure', unitPrice }];
    const made = await s.api.call('POST', '/quotes', {
      clientId: client.id,
      title: 'Robe',
      projectType: 'Wedding Dress',
      lines: lines(1000),
    });
    ok(made.status, made.body);
    const id = (made.body.data.quote as { id: string }).id;
    const sent = await s.api.call('POST', `/quotes/${id}/send`);
    ok(sent.status, sent.body);
    const { token } = await makeLink(t, s.token, client.id);
    return {
      shown: () => shownQuote(t, token, id),
      change: async () => done(s.api.call('PATCH', `/quotes/${id}`, { lines: lines(4000) })),
      accept: (documentSha256) => portalCall(t, 'POST', `${token}/quotes/${id}/accept`, { payload: { documentSha256 } }),
    };
  },
  'POST /portal/:token/contracts/:id/sign': async () => {
    const s = await sentContract(t);
    let id = s.id;
    const current = async () => {
      const res = await portalRequest(t, 'GET', `${s.token}/contracts`);
      return (res.json().data.contracts as { id: string; documentSha256: string }[]).find((c) => c.id === id)!.documentSha256;
    };
    return {
      shown: current,
      // A change of a sent contract is its next version, sent in its place.
      change: async () => {
        const next = await s.api.call('POST', `/contracts/${id}/new-version`);
        ok(next.status, next.body);
        id = (next.body.data.contract as { id: string }).id;
        await done(s.api.call('PATCH', `/contracts/${id}`, { title: 'Bridal gown, with the veil' }));
        await done(s.api.call('POST', `/contracts/${id}/send`));
      },
      accept: (documentSha256) =>
        portalRequest(t, 'POST', `${s.token}/contracts/${id}/sign`, {
          consent: true,
          signerName: 'Émilie Durand',
          method: 'typed',
          documentSha256,
        }),
    };
  },
  'POST /book/:slug/bookings': async () => {
    const s = await bookingStudio(t, { settings: { terms: 'A deposit holds the appointment.' } });
    const [slot] = await slotsOf(t, s.slug, s.typeId, dayAhead(s.zone, 3));
    return {
      shown: () => termsShown(t, s.slug, s.typeId),
      change: async () => done(s.api.call('PATCH', '/bookings/settings', { terms: 'The deposit is kept on cancelling.' })),
      accept: (documentSha256) =>
        bookCall(t, 'POST', `${s.slug}/bookings`, { payload: booker({ typeId: s.typeId, start: slot!.start, documentSha256 }) }),
    };
  },
  'POST /portal/:token/appointments/:id/confirm': async () => {
    const { owner, api } = await portalStudio(t);
    const client = await api.createClient({ name: 'Grace Hopper' });
    const made = await api.call('POST', '/calendar', {
      clientId: client.id,
      title: 'Fitting',
      type: 'fitting',
      startTime: at(48 * HOUR),
      endTime: at(49 * HOUR),
    });
    ok(made.status, made.body);
    const id = (made.body.data.event as { id: string }).id;
    const { token } = await makeLink(t, owner.token, client.id);
    return {
      shown: () => shownAppointment(t, token, id),
      change: async () => done(api.call('PATCH', `/calendar/${id}`, { startTime: at(72 * HOUR), endTime: at(73 * HOUR) })),
      accept: (documentSha256) => portalCall(t, 'POST', `${token}/appointments/${id}/confirm`, { payload: { documentSha256 } }),
    };
  },
};

const key = (route: RouteDeclaration) => `${route.method} ${route.path}`;
const acceptances = ALL_ROUTES.filter((route) => route.clientAcceptance);

describe('every client acceptance is of the document the client was shown (decision 183)', () => {
  it('has a case for each route declared a client acceptance, each taking the fingerprint in its body', () => {
    expect(acceptances.map(key).sort()).toEqual(Object.keys(CASES).sort());
    for (const route of acceptances) expect(() => assertAcceptanceBody(route), key(route)).not.toThrow();
    expect(() => assertAcceptanceBody({ ...acceptances[0]!, body: undefined })).toThrow(SHOWN_DOCUMENT_FIELD);
  });

  it.each(acceptances.map(key))('%s: a changed document answers 409 DOCUMENT_CHANGED; as it now reads, it is accepted', async (name) => {
    const opened = await CASES[name]!();
    const seen = await opened.shown();
    await opened.change();
    const stale = await opened.accept(seen);
    expect(stale.statusCode, stale.body).toBe(409);
    expectErrorEnvelope(stale.json(), 409, 'DOCUMENT_CHANGED');
    const now = await opened.shown();
    expect(now).not.toBe(seen);
    const agreed = await opened.accept(now);
    expect(agreed.statusCode, agreed.body).toBeLessThan(300);
  });
});
