import { API, successEnvelope, type RouteDeclaration } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { seedInvoices } from '../test/seed-invoices.js';
import { seedBusinessData } from '../test/seed.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await createVerifiedUser(t, { plan: 'premium' });
  token = owner.token;
  // More records than a page holds in every list. A whole list streams, each record written by
  // JSON.stringify (decision 069): only the presenter decides which fields go out, and in what order.
  const { clientIds } = await seedBusinessData(t.ctx.db, owner.user.id, { clients: 110, measurements: 150, projects: 130 });
  await seedInvoices(t.ctx.db, owner.user.id, clientIds, 120);
});
afterAll(async () => t.close());

const declared = (route: RouteDeclaration) => successEnvelope((route.success as { data: Parameters<typeof successEnvelope>[0] }).data);

describe('a whole list answers exactly what its declared schema allows (decision 071)', () => {
  it.each([
    ['/clients', API.clients.list, 'clients'],
    ['/measurements', API.measurements.list, 'measurements'],
    ['/projects', API.projects.list, 'projects'],
    ['/invoices', API.invoices.list, 'invoices'],
  ] as const)('GET %s', async (url, route, key) => {
    const res = await t.request({ method: 'GET', url: `/api/v1${url}`, token });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Record<string, unknown[]> };
    expect(body.data[key]?.length).toBeGreaterThan(100);
    // The text zod's check and JSON.stringify wrote before: declared fields only, in declared order.
    expect(res.body).toBe(JSON.stringify(declared(route).parse(body)));
  });
});
