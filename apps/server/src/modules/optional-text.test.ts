import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceMembers } from '../db/schema/index.js';
import { createPortalLink } from './portal/links.js';
import { businessApi } from '../test/business.js';
import { recordInInches } from '../test/generator-samples.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { makeLink } from '../test/portal.js';

/**
 * Decision 017: optional text is "" and only dates, numbers and references may be null. Each
 * resource is created with nothing optional given and every answer that carries it is walked.
 */
const MAY_BE_NULL = new Set([
  'dueDate',
  'lastOrderDate',
  'trialEndDate',
  'budget',
  'code',
  'message',
  'projectId',
  'deposit',
  'sentAt',
  'clientId',
  'createdAt',
  'generator',
  'measurementId',
  // Nobody assigned (decision 075).
  'assigneeId',
  'limit',
  'valueMm',
  // A production stage not done yet (decision 077).
  'completedAt',
  // A record taken with no garment template, a template row with no unit of its own, a first visit's change (decision 078).
  'templateId',
  'unit',
  'change',
  // A request to measure at home not sent or decided yet, a value that looks right or has nothing before it (decision 084).
  'submittedAt',
  'decidedAt',
  'flag',
  'previous',
  // A client who has not answered an appointment from the portal, a link without expiry or visit (decision 082).
  'clientResponse',
  'expiresAt',
  'lastOpenedAt',
  'link',
  'entityId',
  // A fitting not from the calendar, heels not noted, a measurement correction's design, a correction in force (decision 086).
  'eventId',
  'heelHeightMm',
  'design',
  'retiredAt',
  'createdById',
  // A first version, a re-draft without a fitting, a fit not shown to a library reader (decision 087).
  'previousId',
  'fittingId',
  'fit',
  'fittedOn',
  // A page's cursor after the last page (decision 069).
  'nextCursor',
]);

function nullsOutsideAllowed(value: unknown, path = ''): string[] {
  if (value === null) return MAY_BE_NULL.has(path.split('.').at(-1) ?? '') ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => nullsOutsideAllowed(v, `${path}.${i}`));
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => nullsOutsideAllowed(v, path ? `${path}.${k}` : k));
  }
  return [];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('optional text in every answer', () => {
  it('is "" for the user, clients, measurements and projects, never null', async () => {
    const { token } = await createVerifiedUser(t);
    const api = businessApi(t, token);
    const client = await api.createClient({ name: 'Grace', email: '', phone: null, address: '   ' });
    expect(client).toMatchObject({ email: '', phone: '', address: '', notes: '' });
    const measurement = await api.createMeasurement(client.id, { notes: '' });
    expect(measurement.notes).toBe('');
    const project = await api.createProject(client.id, { description: null });
    expect(project.description).toBe('');

    const answers = await Promise.all(
      [
        '/auth',
        '/user/profile',
        '/clients',
        `/clients/${client.id}`,
        '/measurements',
        `/measurements/${measurement.id}`,
        `/clients/${client.id}/measurements`,
        '/projects',
        `/projects/${project.id}`,
        `/projects?clientId=${client.id}`,
      ].map(async (url) => ({ url, body: (await api.call('GET', url)).body })),
    );
    for (const { url, body } of answers) {
      expect(body.success, url).toBe(true);
      expect(nullsOutsideAllowed(body.data), url).toEqual([]);
    }
    const me = answers[0]!.body.data.user as Record<string, unknown>;
    expect(me).toMatchObject({ businessName: '', businessType: '', image: '' });
    expect(answers[1]!.body.data.user).toMatchObject({ phone: '', address: '', bio: '', website: '', pendingEmail: '' });
  });

  it('is "" in projects with production stages and in the workflows; only dates and the assignee may be null', async () => {
    const { token } = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, token);
    const client = await api.createClient();
    const project = await api.createProject(client.id, { description: null });
    const added = await api.call('POST', `/projects/${project.id}/stages`, { name: 'Hem', dueDate: null, assigneeId: null });
    expect(added.status).toBe(201);
    for (const url of ['/projects', `/projects/${project.id}`, '/workflows', '/dashboard/stats']) {
      const body = (await api.call('GET', url)).body;
      expect(body.success, url).toBe(true);
      expect(nullsOutsideAllowed(body.data), url).toEqual([]);
    }
    expect(nullsOutsideAllowed(added.body.data)).toEqual([]);
  });

  it('is "" in fittings and the fit profile; only the event, the heel height, the design and dates may be null', async () => {
    const { token } = await createVerifiedUser(t);
    const api = businessApi(t, token);
    const client = await api.createClient();
    const project = await api.createProject(client.id);
    const body = {
      fittedOn: '2030-01-01T10:00',
      eventId: '',
      undergarments: null,
      shoes: '  ',
      heelHeightMm: null,
      notes: null,
      corrections: [{ target: 'measurement', name: 'Waist', change: 2, unit: 'cm', reason: null }],
    };
    const made = await api.call('POST', `/projects/${project.id}/fittings`, body);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const fitting = made.body.data.fitting as {
      id: string;
      worn: Record<string, unknown>;
      notes: string;
      corrections: { reason: string }[];
    };
    expect(fitting.worn).toEqual({ undergarments: '', shoes: '', heelHeightMm: null, other: '' });
    expect([fitting.notes, fitting.corrections[0]!.reason]).toEqual(['', '']);
    for (const url of [`/projects/${project.id}/fittings`, `/fittings/${fitting.id}`, `/clients/${client.id}/fit-profile`]) {
      const got = (await api.call('GET', url)).body;
      expect(got.success, url).toBe(true);
      expect(nullsOutsideAllowed(got.data), url).toEqual([]);
    }
  });

  it('is "" for garment templates and in the measurement history, never null', async () => {
    const { token } = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, token);
    const client = await api.createClient();
    const created = await api.call('POST', '/garment-templates', {
      name: 'Agbada',
      measurements: [
        { name: 'Chest', hint: '  ' },
        { name: 'Sleeve', hint: null },
      ],
    });
    const template = created.body.data.template as { id: string; measurements: { hint: string }[] };
    expect(template.measurements.map((m) => m.hint)).toEqual(['', '']);
    await api.createMeasurement(client.id, { garmentType: 'other', templateId: template.id });
    for (const url of ['/garment-templates', `/garment-templates/${template.id}`, `/clients/${client.id}/measurement-history`]) {
      const body = (await api.call('GET', url)).body;
      expect(body.success, url).toBe(true);
      expect(nullsOutsideAllowed(body.data), url).toEqual([]);
    }
  });

  it('is "" in requests to measure at home, sent without a note, never null', async () => {
    const u = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, u.token);
    const client = await api.createClient();
    const asked = await api.call('POST', `/clients/${client.id}/measurement-requests`, { garmentType: 'skirt', unit: 'cm' });
    expect(asked.status).toBe(201);
    expect(nullsOutsideAllowed(asked.body.data)).toEqual([]);
    const request = asked.body.data.request as { id: string };
    const [member] = await t.ctx.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, u.user.id));
    const { token } = await createPortalLink(t.ctx.db, t.ctx.totpKey, {
      workspaceId: member!.workspaceId,
      clientId: client.id,
      createdById: u.user.id,
      expiresAt: null,
    });
    const sent = await t.request({
      method: 'POST',
      url: `/api/v1/portal/${token}/measurement-requests/${request.id}`,
      payload: { values: [{ name: 'Waist', size: 70 }] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const body = (await api.call('GET', `/clients/${client.id}/measurement-requests`)).body;
    expect(body.data.requests).toEqual([expect.objectContaining({ clientNote: '', status: 'submitted' })]);
    expect(nullsOutsideAllowed(body.data)).toEqual([]);
  });

  it('is "" for invoices and payments, never null', async () => {
    const { token } = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, token);
    const client = await api.createClient();
    const created = await api.call('POST', '/invoices', {
      clientId: client.id,
      projectId: null,
      invoiceNumber: 'O-1',
      dueDate: '2030-01-01',
      items: [{ description: 'Hem', quantity: 1, rate: 5 }],
      notes: '  ',
    });
    const invoice = created.body.data.invoice as { id: string; notes: string };
    expect(invoice.notes).toBe('');
    const paid = await api.call('POST', `/invoices/${invoice.id}/payments`, { amount: 1, date: '2026-01-01', method: 'cash', note: null });
    expect((paid.body.data.invoice as { payments: { note: string }[] }).payments[0]?.note).toBe('');
    const edited = await api.call('PATCH', `/invoices/${invoice.id}`, { notes: null });
    expect(edited.body.data.invoice).toMatchObject({ notes: '' });
    for (const url of ['/invoices', `/invoices/${invoice.id}`, `/clients/${client.id}/invoices`]) {
      const body = (await api.call('GET', url)).body;
      expect(body.success, url).toBe(true);
      expect(nullsOutsideAllowed(body.data), url).toEqual([]);
    }
  });

  it('is "" for calendar events, never null; a meeting without a client has a null reference', async () => {
    const { token } = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, token);
    const client = await api.createClient();
    await api.createProject(client.id, { dueDate: '2030-01-15' });
    const created = await api.call('POST', '/calendar', {
      title: 'Supplier',
      type: 'meeting',
      startTime: '2030-01-02T10:00:00Z',
      endTime: '2030-01-02T11:00:00Z',
      location: '  ',
      description: null,
    });
    const event = created.body.data.event as { id: string };
    expect(created.body.data.event).toMatchObject({ location: '', description: '', clientName: '', clientId: null });
    const edited = await api.call('PATCH', `/calendar/${event.id}`, { location: null, clientId: client.id });
    expect(edited.body.data.event).toMatchObject({ location: '', clientName: 'Ada Lovelace' });
    for (const url of [
      '/calendar?startDate=2030-01-01&endDate=2030-01-31',
      `/calendar/${event.id}`,
      `/clients/${client.id}/calendar?startDate=2030-01-01&endDate=2030-01-31`,
      '/calendar/feed',
    ]) {
      const body = (await api.call('GET', url)).body;
      expect(body.success, url).toBe(true);
      expect(nullsOutsideAllowed(body.data), url).toEqual([]);
    }
  });

  it('is "" for patterns, the dashboard and analytics; only figures with nothing to compare may be null', async () => {
    const { token } = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, token);
    const created = await api.call('POST', '/patterns', { name: 'Block', description: null, occasion: '  ', difficulty: '' });
    const pattern = created.body.data.pattern as { id: string };
    expect(created.body.data.pattern).toMatchObject({ description: '', occasion: '', additionalDetails: '', difficulty: '', author: '' });
    for (const url of ['/patterns', '/patterns/public', `/patterns/${pattern.id}`, '/dashboard/stats']) {
      const body = (await api.call('GET', url)).body;
      expect(body.success, url).toBe(true);
      expect(nullsOutsideAllowed(body.data), url).toEqual([]);
    }
    // Analytics: a change with nothing before it, an unset target and an empty period's rates are null by definition (decision 034).
    const stats = (await api.call('GET', '/analytics/stats?timePeriod=all')).body.data;
    const allowed = new Set([
      'previousFrom',
      'previousTo',
      'totalRevenueChange',
      'activeClientsChange',
      'projectsCompletedChange',
      'avgProjectValueChange',
      'target',
      'percentage',
      'clientRetentionRate',
      'onTimeDeliveryRate',
      'avgDaysToComplete',
    ]);
    expect(nullsOutsideAllowed(stats).filter((path) => !allowed.has(path.split('.').at(-1) ?? ''))).toEqual([]);
  });

  it('is "" for a generated pattern given no optional text, and in the generator’s answers', async () => {
    const { token } = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, token);
    const client = await api.createClient();
    const body = {
      clientId: client.id,
      measurementId: null,
      garmentType: 'Skirt',
      style: 'Casual',
      sizeRange: 'M-L',
      fabricType: 'Cotton',
      description: null,
      occasion: ' ',
      additionalDetails: null,
    };
    const created = await api.call('POST', '/patterns/generate', { ...body, extraMeasurements: await recordInInches('penelope') });
    expect(created.status).toBe(201);
    expect(created.body.data.pattern).toMatchObject({ description: '', occasion: '', additionalDetails: '', author: '' });
    expect(nullsOutsideAllowed(created.body.data)).toEqual([]);
    const check = await api.call('POST', '/patterns/generate/check', { clientId: client.id, measurementId: null, garmentType: 'Dress' });
    for (const answer of [check.body, (await api.call('GET', '/patterns/generator')).body, (await api.call('GET', '/patterns')).body]) {
      expect(answer.success).toBe(true);
      expect(nullsOutsideAllowed(answer.data)).toEqual([]);
    }
  });

  it('is "" in subscription details and receipts; only dates, references and the card may be null', async () => {
    const { token } = await createVerifiedUser(t);
    const api = businessApi(t, token);
    const before = (await api.call('GET', '/subscriptions/details')).body.data;
    const allowed = new Set([
      'interval',
      'startDate',
      'dueDate',
      'trialEndDate',
      'graceEndDate',
      'pendingPlanId',
      'pendingInterval',
      'endedReason',
      'paymentMethod',
    ]);
    expect(nullsOutsideAllowed(before).filter((path) => !allowed.has(path.split('.').at(-1) ?? ''))).toEqual([]);
    const card = await api.call('POST', '/subscriptions/sandbox/payment-methods', {
      number: '4000000000000002',
      expMonth: 1,
      expYear: 2099,
      cvc: '123',
    });
    await api.call('POST', '/subscriptions', { planId: 'premium', paymentMethodId: (card.body.data.paymentMethod as { id: string }).id });
    const after = (await api.call('GET', '/subscriptions/details')).body.data as { subscription: { invoices: { pdfUrl: string }[] } };
    expect(after.subscription.invoices[0]?.pdfUrl).toBe('');
    expect(nullsOutsideAllowed(after).filter((path) => !allowed.has(path.split('.').at(-1) ?? ''))).toEqual([]);
    const config = (await api.call('GET', '/subscriptions/config')).body.data;
    expect(config).toMatchObject({ publishableKey: '' });
    expect(nullsOutsideAllowed(config)).toEqual([]);
  });

  it('is "" in the client portal, its link and the studio’s notices; a link never made is null (decision 082)', async () => {
    const { token } = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, token);
    const client = await api.createClient({ email: '', phone: null });
    expect((await api.call('GET', `/clients/${client.id}/portal-link`)).body.data).toEqual({ link: null });
    await api.createProject(client.id, { description: null });
    await api.call('POST', '/calendar', {
      clientId: client.id,
      title: 'Fitting',
      startTime: new Date(Date.now() + 86_400_000).toISOString(),
      endTime: new Date(Date.now() + 90_000_000).toISOString(),
      location: null,
    });
    const { token: portal } = await makeLink(t, token, client.id);
    const view = await t.request({ method: 'GET', url: `/api/v1/portal/${portal}` });
    expect(view.statusCode).toBe(200);
    const data = view.json().data as { portal: { studio: Record<string, string>; appointments: Record<string, unknown>[] } };
    expect(data.portal.studio).toMatchObject({ imageUrl: '', phone: '', address: '', website: '', brandColor: '' });
    expect(data.portal.appointments[0]).toMatchObject({ location: '', clientResponse: null });
    expect(nullsOutsideAllowed(data)).toEqual([]);
    await t.request({ method: 'POST', url: `/api/v1/portal/${portal}/messages`, payload: { message: 'Hello' } });
    for (const url of [`/clients/${client.id}/portal-link`, '/notifications']) {
      const body = (await api.call('GET', url)).body;
      expect(body.success, url).toBe(true);
      expect(nullsOutsideAllowed(body.data), url).toEqual([]);
    }
  });

  it('is "" again after an edit clears it', async () => {
    const { token } = await createVerifiedUser(t);
    const api = businessApi(t, token);
    const client = await api.createClient({ email: 'grace@example.com', notes: 'Prefers silk' });
    const edited = await api.call('PATCH', `/clients/${client.id}`, { email: '', notes: null });
    expect(edited.body.data.client).toMatchObject({ email: '', notes: '' });
  });
});
