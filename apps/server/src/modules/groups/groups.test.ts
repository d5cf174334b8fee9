import { GROUP_CODE_ALPHABET, type Group, type GroupDetail, type GroupMember } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, expectErrorEnvelope, newStudio, UNKNOWN_ID } from '../../test/business.js';
import { and, eq } from 'drizzle-orm';
import { clientMailDays } from '../../db/schema/index.js';
import { CLIENT_MAIL_PER_DAY } from '../../lib/studio-limits.js';
import { createTestApp, outboxFor, type TestApp } from '../../test/harness.js';
import { messagingStudio } from '../../test/messaging.js';
import { joinedMember } from '../../test/team.js';

/** Decision 160: groups such as a wedding party, their members' progress, and who may do what. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;
const HOUR = 3_600_000;

async function createGroup(api: Api, body: Record<string, unknown> = {}): Promise<Group> {
  const res = await api.call('POST', '/groups', { name: 'Dupont – Martin wedding', eventDate: '2031-06-14', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.group as Group;
}

async function addMember(api: Api, groupId: string, body: Record<string, unknown>): Promise<GroupMember> {
  const res = await api.call('POST', `/groups/${groupId}/members`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.member as GroupMember;
}

async function view(api: Api, groupId: string): Promise<GroupDetail> {
  const res = await api.call('GET', `/groups/${groupId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as GroupDetail;
}

describe('a group and its code', () => {
  it('is made on Premium with a six-character code of unambiguous letters, regenerated on demand; Free is refused', async () => {
    const { api } = await newStudio(t, 'premium');
    const group = await createGroup(api, { kind: 'wedding', notes: '  Garden ceremony ' });
    expect(group).toMatchObject({
      name: 'Dupont – Martin wedding',
      kind: 'wedding',
      eventDate: '2031-06-14',
      notes: 'Garden ceremony',
      payer: null,
    });
    expect(group.code).toMatch(new RegExp(`^[${GROUP_CODE_ALPHABET}]{6}$`));
    expect(group.counts).toEqual({ members: 0, measured: 0, fitted: 0, paid: 0, done: 0 });
    const again = await api.call('PATCH', `/groups/${group.id}`, { regenerateCode: true });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((again.body.data.group as Group).code).not.toBe(group.code);
    expect((again.body.data.group as Group).code).toMatch(/^[A-Z2-9]{6}$/);

    const bad = await api.call('POST', '/groups', { name: ' ', eventDate: '14/06/2031' });
    expectErrorEnvelope(bad.body, 422, 'VALIDATION_ERROR');
    expect(bad.body.errors?.map((e) => e.field).sort()).toEqual(['eventDate', 'name']);

    const free = await newStudio(t, 'free');
    expectErrorEnvelope((await free.api.call('POST', '/groups', { name: 'Cast' })).body, 403, 'FEATURE_NOT_AVAILABLE');
  });

  it('lists upcoming soonest first and past latest first, searched by name whatever the accents', async () => {
    const { api } = await newStudio(t, 'premium');
    await createGroup(api, { name: 'Mariage Léa', eventDate: '2031-09-01' });
    await createGroup(api, { name: 'Mariage Chloé', eventDate: '2031-05-01' });
    await createGroup(api, { name: 'Spring recital', kind: 'cast', eventDate: null });
    await createGroup(api, { name: 'Class of 2020', kind: 'class', eventDate: '2020-06-30' });
    await createGroup(api, { name: 'Mariage Zoé', eventDate: '2019-05-01' });
    const names = async (query: string) => {
      const res = await api.call('GET', `/groups?limit=2${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const first = (res.body.data.groups as Group[]).map((g) => g.name);
      const next = res.body.data.nextCursor as string | null;
      if (!next) return first;
      const rest = await api.call('GET', `/groups?limit=10${query}&cursor=${encodeURIComponent(next)}`);
      return [...first, ...(rest.body.data.groups as Group[]).map((g) => g.name)];
    };
    expect(await names('&view=upcoming')).toEqual(['Mariage Chloé', 'Mariage Léa', 'Spring recital']);
    expect(await names('&view=past')).toEqual(['Class of 2020', 'Mariage Zoé']);
    expect(await names('&search=mariage%20LEA')).toEqual(['Mariage Léa']);
  });
});

describe('members and their progress', () => {
  it('adds an existing client and new ones typed at the counter, each with their garment and its stages', async () => {
    const { api } = await newStudio(t, 'premium');
    const group = await createGroup(api);
    const bride = await api.createClient({ name: 'Camille Dupont', email: 'camille@example.com' });
    const first = await addMember(api, group.id, { clientId: bride.id, role: 'Bride', garment: { type: 'Wedding Dress', budget: 2450.5 } });
    expect(first).toMatchObject({ role: 'Bride', measured: false, fitted: false, invoiced: false, paid: false, done: false, position: 0 });
    expect(first.project).toMatchObject({ name: 'Dupont – Martin wedding – Bride', status: 'planning' });
    expect(first.currentStage).toBeTruthy();
    const maid = await addMember(api, group.id, {
      client: { name: '  Zoë Ångström ', phone: '07700 900123', email: 'ZOE@Example.com' },
      role: 'Bridesmaid',
      garment: { type: 'Evening Dress', name: 'Sage chiffon' },
    });
    expect(maid.client).toMatchObject({ name: 'Zoë Ångström', phone: '07700 900123', email: 'zoe@example.com' });
    expect(maid.project?.name).toBe('Sage chiffon');
    expect(maid.position).toBe(1);
    const project = await api.call('GET', `/projects/${maid.project!.id}`);
    expect(project.body.data.project).toMatchObject({ dueDate: expect.stringMatching(/^2031-06-1[34]/) });
    const plain = await addMember(api, group.id, { client: { name: 'Léon' } });
    expect(plain).toMatchObject({ role: '', project: null, currentStage: '' });

    const twice = await api.call('POST', `/groups/${group.id}/members`, { clientId: bride.id });
    expectErrorEnvelope(twice.body, 409, 'ALREADY_IN_GROUP');
    const neither = await api.call('POST', `/groups/${group.id}/members`, { role: 'Bride' });
    expect(neither.body.errors?.[0]?.field).toBe('clientId');
    const detail = await view(api, group.id);
    expect(detail.members.map((m) => m.client.name)).toEqual(['Camille Dupont', 'Zoë Ångström', 'Léon']);
    expect(detail.group.counts.members).toBe(3);

    const changed = await api.call('PATCH', `/groups/${group.id}/members/${plain.id}`, { role: 'Page boy' });
    expect(changed.body.data.member).toMatchObject({ role: 'Page boy' });
    const foreignProject = await api.call('PATCH', `/groups/${group.id}/members/${plain.id}`, { projectId: first.project!.id });
    expectErrorEnvelope(foreignProject.body, 404, 'NOT_FOUND');
    expect(foreignProject.body.errors?.[0]?.field).toBe('projectId');
    expect((await api.call('DELETE', `/groups/${group.id}/members/${plain.id}`)).status).toBe(200);
    expect((await view(api, group.id)).members).toHaveLength(2);
  });

  it('shows measured, fitted (a fitting written or a fitting appointment passed), paid and done, with counts', async () => {
    const { api } = await newStudio(t, 'premium');
    const group = await createGroup(api);
    const a = await addMember(api, group.id, { client: { name: 'Anna' }, role: 'Bride', garment: { type: 'Wedding Dress', budget: 100 } });
    const b = await addMember(api, group.id, {
      client: { name: 'Bea' },
      role: 'Bridesmaid',
      garment: { type: 'Evening Dress', budget: 50 },
    });
    const c = await addMember(api, group.id, { client: { name: 'Cleo' }, role: 'Bridesmaid' });
    await api.createMeasurement(a.client.id);
    await api.createMeasurement(c.client.id);
    // A fitting written on Anna's garment; a fitting appointment of Bea's an hour ago; Cleo's cancelled one does not count.
    expect((await api.call('POST', `/projects/${a.project!.id}/fittings`, { fittedOn: '2030-03-12T10:00' })).status).toBe(201);
    const appointment = (clientId: string, startsIn = -2 * HOUR) =>
      api.call('POST', '/calendar', {
        title: 'Fitting',
        type: 'fitting',
        clientId,
        startTime: new Date(Date.now() + startsIn).toISOString(),
        endTime: new Date(Date.now() + startsIn + HOUR).toISOString(),
      });
    expect((await appointment(b.client.id)).status).toBe(201);
    const cancelled = await appointment(c.client.id);
    expect(cancelled.status).toBe(201);
    const eventId = (cancelled.body.data.event as { id: string }).id;
    expect((await api.call('PATCH', `/calendar/${eventId}`, { status: 'cancelled' })).status).toBe(200);
    expect((await appointment(c.client.id, 24 * HOUR)).status).toBe(201);
    // Anna's invoice paid in full; Bea's only in part.
    const invoices = await api.call('POST', `/groups/${group.id}/invoices`, { mode: 'member' });
    expect(invoices.status, JSON.stringify(invoices.body)).toBe(201);
    const made = (invoices.body.data.result as { invoices: { id: string; memberIds: string[] }[] }).invoices;
    const invoiceOf = (memberId: string) => made.find((x) => x.memberIds.includes(memberId))!.id;
    const pay = (id: string, amount: number) =>
      api.call('POST', `/invoices/${id}/payments`, { amount, date: '2031-01-05', method: 'cash' });
    expect((await pay(invoiceOf(a.id), 100)).status).toBe(201);
    expect((await pay(invoiceOf(b.id), 49.99)).status).toBe(201);
    expect((await api.call('PATCH', `/projects/${b.project!.id}`, { status: 'completed' })).status).toBe(200);

    const detail = await view(api, group.id);
    const state = (id: string) => {
      const m = detail.members.find((x) => x.id === id)!;
      return { measured: m.measured, fitted: m.fitted, invoiced: m.invoiced, paid: m.paid, done: m.done };
    };
    expect(state(a.id)).toEqual({ measured: true, fitted: true, invoiced: true, paid: true, done: false });
    expect(state(b.id)).toEqual({ measured: false, fitted: true, invoiced: true, paid: false, done: true });
    expect(state(c.id)).toEqual({ measured: true, fitted: false, invoiced: false, paid: false, done: false });
    expect(detail.group.counts).toEqual({ members: 3, measured: 2, fitted: 2, paid: 1, done: 1 });
    expect(detail.members.find((x) => x.id === b.id)!.currentStage).toBe('');
    const listed = await api.call('GET', '/groups?limit=10');
    expect((listed.body.data.groups as Group[])[0]!.counts).toEqual(detail.group.counts);
    const ofClient = await api.call('GET', `/groups?limit=10&clientId=${a.client.id}`);
    expect((ofClient.body.data.groups as Group[]).map((g) => g.id)).toEqual([group.id]);
  });
});

describe('invoices for the group', () => {
  it('one per member at the garment’s price or the amount given, or one to the payer with a line per member, exact to the cent', async () => {
    const { api } = await newStudio(t, 'premium');
    const group = await createGroup(api);
    const a = await addMember(api, group.id, {
      client: { name: 'Anna' },
      role: 'Bride',
      garment: { type: 'Wedding Dress', budget: 2450.55 },
    });
    const b = await addMember(api, group.id, {
      client: { name: 'Bea' },
      role: 'Bridesmaid',
      garment: { type: 'Evening Dress', budget: 310.1 },
    });
    const c = await addMember(api, group.id, { client: { name: 'Cleo' }, role: 'Bridesmaid', garment: { type: 'Evening Dress' } });
    const d = await addMember(api, group.id, { client: { name: 'Dora' }, role: 'Flower girl' });

    const noPayer = await api.call('POST', `/groups/${group.id}/invoices`, { mode: 'payer' });
    expect(noPayer.body.errors?.[0]?.field).toBe('payerClientId');

    const perMember = await api.call('POST', `/groups/${group.id}/invoices`, { mode: 'member', memberIds: [a.id, c.id] });
    expect(perMember.status, JSON.stringify(perMember.body)).toBe(201);
    const first = perMember.body.data.result as {
      invoices: { id: string; total: number; client: { name: string } }[];
      skipped: { name: string }[];
    };
    expect(first.invoices.map((x) => [x.client.name, x.total])).toEqual([['Anna', 2450.55]]);
    expect(first.skipped).toEqual([{ memberId: c.id, name: 'Cleo', reason: expect.stringContaining('No price') }]);
    const invoice = await api.call('GET', `/invoices/${first.invoices[0]!.id}`);
    expect(invoice.body.data.invoice).toMatchObject({ amount: 2450.55, status: 'draft', projectId: { id: a.project!.id } });

    const payer = await api.createClient({ name: 'Mrs Dupont' });
    const forPayer = await api.call('POST', `/groups/${group.id}/invoices`, {
      mode: 'payer',
      payerClientId: payer.id,
      amounts: [
        { memberId: c.id, amount: 289.99 },
        { memberId: d.id, amount: 0.01 },
      ],
    });
    expect(forPayer.status, JSON.stringify(forPayer.body)).toBe(201);
    const second = forPayer.body.data.result as {
      invoices: { id: string; total: number; memberIds: string[] }[];
      skipped: { name: string; reason: string }[];
    };
    expect(second.invoices).toHaveLength(1);
    expect(second.invoices[0]!.total).toBe(600.1);
    expect(second.invoices[0]!.memberIds.sort()).toEqual([b.id, c.id, d.id].sort());
    expect(second.skipped).toEqual([{ memberId: a.id, name: 'Anna', reason: 'Already invoiced' }]);
    const one = await api.call('GET', `/invoices/${second.invoices[0]!.id}`);
    const lines = (one.body.data.invoice as { items: { description: string; amount: number }[] }).items;
    expect(lines.map((l) => [l.description, l.amount])).toEqual([
      ['Bea – Bridesmaid – Dupont – Martin wedding – Bridesmaid', 310.1],
      ['Cleo – Bridesmaid – Dupont – Martin wedding – Bridesmaid', 289.99],
      ['Dora – Flower girl', 0.01],
    ]);
    expect((await view(api, group.id)).group.payer).toEqual({ id: payer.id, name: 'Mrs Dupont' });
    const nothingLeft = await api.call('POST', `/groups/${group.id}/invoices`, { mode: 'member' });
    expect(nothingLeft.body.errors?.[0]?.field).toBe('memberIds');
  });
});

describe('access', () => {
  it('another studio’s group, member or client is a 404; staff read and add members but do not invoice', async () => {
    const owner = await newStudio(t, 'enterprise');
    const group = await createGroup(owner.api);
    const member = await addMember(owner.api, group.id, { client: { name: 'Anna' }, garment: { type: 'Suit', budget: 900 } });
    const other = await newStudio(t, 'premium');
    const theirs = await other.api.createClient({ name: 'Not yours' });
    expectErrorEnvelope((await other.api.call('GET', `/groups/${group.id}`)).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await other.api.call('PATCH', `/groups/${group.id}`, { name: 'Mine' })).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await other.api.call('POST', `/groups/${group.id}/members`, { client: { name: 'X' } })).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await other.api.call('POST', `/groups/${group.id}/message`, { body: 'Hi' })).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await other.api.call('POST', `/groups/${group.id}/invoices`, { mode: 'member' })).body, 404, 'NOT_FOUND');
    const foreign = await owner.api.call('POST', `/groups/${group.id}/members`, { clientId: theirs.id });
    expectErrorEnvelope(foreign.body, 404, 'NOT_FOUND');
    expect(foreign.body.errors?.[0]?.field).toBe('clientId');
    const mine = await createGroup(other.api);
    expectErrorEnvelope((await other.api.call('DELETE', `/groups/${mine.id}/members/${member.id}`)).body, 404, 'NOT_FOUND');
    expectErrorEnvelope((await owner.api.call('DELETE', `/groups/${group.id}/members/${UNKNOWN_ID}`)).body, 404, 'NOT_FOUND');

    const staff = await joinedMember(t, owner, 'staff');
    const staffApi = businessApi(t, staff.token);
    expect((await view(staffApi, group.id)).members).toHaveLength(1);
    await addMember(staffApi, group.id, { client: { name: 'Bea' }, role: 'Bridesmaid', garment: { type: 'Evening Dress' } });
    expectErrorEnvelope((await staffApi.call('POST', `/groups/${group.id}/invoices`, { mode: 'member' })).body, 403, 'FORBIDDEN');
    expect((await owner.api.call('DELETE', `/groups/${group.id}`)).body.data).toEqual({ deleted: { members: 2 } });
    expect((await owner.api.call('GET', `/clients/${member.client.id}`)).status).toBe(200);
  });
});

describe('one message to all members', () => {
  it('goes to each by their own channel, names the members skipped, and stops at the studio’s daily bound', async () => {
    const s = await messagingStudio(t);
    const group = await createGroup(s.api);
    const email = await addMember(s.api, group.id, { client: { name: 'Anna', email: 'anna@example.com' }, role: 'Bride' });
    const noEmail = await addMember(s.api, group.id, { client: { name: 'Bea' }, role: 'Bridesmaid' });
    const wa = await s.api.createClient({ name: 'Cleo', phone: '07700 900123', preferredChannel: 'whatsapp' });
    await addMember(s.api, group.id, { clientId: wa.id, role: 'Bridesmaid' });
    const res = await s.api.call('POST', `/groups/${group.id}/message`, { body: 'Final fittings on Saturday.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = res.body.data.result as {
      sent: number;
      skipped: number;
      members: { memberId: string; outcome: string; reason: string; whatsappUrl: string }[];
    };
    expect(result).toMatchObject({ sent: 1, skipped: 1 });
    expect(result.members.map((m) => m.outcome)).toEqual(['sent', 'skipped', 'whatsapp']);
    expect(result.members[1]).toMatchObject({ memberId: noEmail.id, reason: expect.stringContaining('no email address') });
    expect(result.members[2]!.whatsappUrl).toMatch(/^https:\/\/wa\.me\/447700900123\?text=Final/);
    expect(result.members[0]!.memberId).toBe(email.id);
    expect((await s.usage()).today.sent).toBe(1);
    expect(outboxFor(t.dataDir, 'anna@example.com').at(-1)).toContain('Final fittings on Saturday.');

    // One message left today: the first member with an email takes it, the others are named as skipped.
    await addMember(s.api, group.id, { client: { name: 'Dora', email: 'dora@example.com' } });
    await t.ctx.db
      .update(clientMailDays)
      .set({ sent: CLIENT_MAIL_PER_DAY - 1 })
      .where(and(eq(clientMailDays.workspaceId, s.workspaceId), eq(clientMailDays.day, new Date().toISOString().slice(0, 10))));
    const capped = await s.api.call('POST', `/groups/${group.id}/message`, { body: 'Rehearsal moved to 5 pm.' });
    const last = capped.body.data.result as { sent: number; members: { name: string; outcome: string; reason: string }[] };
    expect(last.sent).toBe(1);
    expect(last.members.map((m) => [m.name, m.outcome])).toEqual([
      ['Anna', 'sent'],
      ['Bea', 'skipped'],
      ['Cleo', 'whatsapp'],
      ['Dora', 'skipped'],
    ]);
    expect(last.members[3]!.reason).toContain(`${CLIENT_MAIL_PER_DAY} messages to clients for today`);
    expect((await s.usage()).today.sent).toBe(CLIENT_MAIL_PER_DAY);
    expect(outboxFor(t.dataDir, 'dora@example.com')).toHaveLength(0);
  });
});
