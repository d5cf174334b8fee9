import type { Project, Quote } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, projects } from '../../db/schema/index.js';
import { expectErrorEnvelope } from '../../test/business.js';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/harness.js';
import { messagingStudio } from '../../test/messaging.js';
import { portalCall, shownQuote } from '../../test/portal.js';

/** Decision 191: a quote for a garment the studio already has in hand adds to its project on acceptance. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

async function studioWithProject() {
  const s = await messagingStudio(t);
  const client = await s.api.createClient({ name: 'Léa Martin', email: uniqueEmail('client'), language: 'fr' });
  const made = await s.api.call('POST', '/projects', { name: 'Robe de mariée', clientId: client.id, type: 'Wedding Dress' });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const project = made.body.data.project as Project;
  const quoteBody = (projectId?: string | null) => ({
    clientId: client.id,
    title: 'Retouches de la robe',
    projectType: 'Wedding Dress',
    validUntil: '2099-12-31',
    lines: [{ kind: 'free', description: 'Ourlet', quantity: 1, unitPrice: 120 }],
    deposit: { type: 'amount', value: 40 },
    ...(projectId === undefined ? {} : { projectId }),
  });
  return { ...s, client, project, quoteBody };
}

async function acceptOnPortal(s: Awaited<ReturnType<typeof studioWithProject>>, quote: Quote) {
  expect((await s.api.call('POST', `/quotes/${quote.id}/send`)).status).toBe(200);
  const link = await s.api.call('GET', `/clients/${s.client.id}/portal-link`);
  const token = (link.body.data.link as { url: string }).url.split('/portal/')[1]!;
  const accepted = await portalCall(t, 'POST', `${token}/quotes/${quote.id}/accept`, {
    payload: { documentSha256: await shownQuote(t, token, quote.id) },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
}

const projectsOf = async (workspaceId: string, clientId: string) =>
  t.ctx.db
    .select()
    .from(projects)
    .where(and(eq(projects.workspaceId, workspaceId), eq(projects.clientId, clientId)));

describe('a quote for a project the studio already has', () => {
  it('adds its deposit to that project on acceptance, and makes no second one', async () => {
    const s = await studioWithProject();
    const created = await s.api.call('POST', '/quotes', s.quoteBody(s.project.id));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const quote = created.body.data.quote as Quote;
    expect(quote.project).toMatchObject({ id: s.project.id, name: 'Robe de mariée' });
    await acceptOnPortal(s, quote);
    const mine = await projectsOf(s.workspaceId, s.client.id);
    expect(mine.map((p) => p.id)).toEqual([s.project.id]);
    const [deposit] = await t.ctx.db.select().from(invoices).where(eq(invoices.clientId, s.client.id));
    expect(deposit).toMatchObject({ projectId: s.project.id, kind: 'deposit' });
    const read = await s.api.call('GET', `/quotes/${quote.id}`);
    expect(read.body.data.quote).toMatchObject({ status: 'accepted', project: { id: s.project.id } });
  });

  it('still makes a project when none is named', async () => {
    const s = await studioWithProject();
    const created = await s.api.call('POST', '/quotes', s.quoteBody());
    await acceptOnPortal(s, created.body.data.quote as Quote);
    expect(await projectsOf(s.workspaceId, s.client.id)).toHaveLength(2);
  });

  it('refuses another client’s project or another studio’s on the field, and drops the link when the client changes', async () => {
    const s = await studioWithProject();
    const other = await s.api.createClient({ name: 'Chloé Bernard' });
    const theirs = await s.api.call('POST', '/quotes', { ...s.quoteBody(s.project.id), clientId: other.id });
    expectErrorEnvelope(theirs.body, 422, 'VALIDATION_ERROR');
    expect(theirs.body.errors?.[0]?.field).toBe('projectId');
    const stranger = await messagingStudio(t);
    const foreign = await stranger.api.call('POST', '/quotes', {
      ...s.quoteBody(s.project.id),
      clientId: (await stranger.api.createClient({ name: 'X' })).id,
    });
    // Another studio's project is not found, as any record of theirs.
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors?.[0]?.field).toBe('projectId');

    const created = await s.api.call('POST', '/quotes', s.quoteBody(s.project.id));
    const quote = created.body.data.quote as Quote;
    const moved = await s.api.call('PATCH', `/quotes/${quote.id}`, { clientId: other.id });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((moved.body.data.quote as Quote).project).toBeNull();
  });

  it('makes a new project when the linked one was cancelled before acceptance', async () => {
    const s = await studioWithProject();
    const created = await s.api.call('POST', '/quotes', s.quoteBody(s.project.id));
    const quote = created.body.data.quote as Quote;
    await t.ctx.db.update(projects).set({ status: 'cancelled' }).where(eq(projects.id, s.project.id));
    await acceptOnPortal(s, quote);
    const mine = await projectsOf(s.workspaceId, s.client.id);
    expect(mine).toHaveLength(2);
    const read = await s.api.call('GET', `/quotes/${quote.id}`);
    expect((read.body.data.quote as Quote).project?.id).not.toBe(s.project.id);
  });
});
