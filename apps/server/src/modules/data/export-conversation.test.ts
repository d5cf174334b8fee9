import { strFromU8 } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import type { businessApi } from '../../test/business.js';
import { expectErrorEnvelope } from '../../test/business.js';
import { csvHeader, exportJson, exportOf, readCsv } from '../../test/export-zip.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { messagingStudio } from '../../test/messaging.js';
import { makeLink, portalCall } from '../../test/portal.js';
import { joinedMember } from '../../test/team.js';

/**
 * The export carries the conversation with each client (decision 131) and the earlier values of
 * edited measurements (decision 130), the studio's own only (decision 137).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://atelier.example' });
});
afterAll(async () => t.close());

const value = (name: string, size: number, unit: 'inches' | 'cm' = 'inches') => ({ name, size, unit });

/** A paid studio whose owner is named, with one client, a portal link and a message each way. */
async function studioTalking(owner: string, client: string, words: { in: string; out: string }) {
  const s = await messagingStudio(t, { plan: 'enterprise' });
  await t.ctx.db.update(users).set({ firstName: owner, lastName: 'Eze' }).where(eq(users.id, s.user.id));
  const made = await s.api.createClient({ name: client, phone: '07700 900100' });
  const portalToken = (await makeLink(t, s.token, made.id)).token;
  const asked = await portalCall(t, 'POST', `${portalToken}/messages`, { payload: { message: words.in } });
  expect(asked.statusCode, asked.body).toBe(201);
  const answered = await s.api.call('POST', `/clients/${made.id}/conversation`, { body: words.out, channel: 'whatsapp' });
  expect(answered.status, JSON.stringify(answered.body)).toBe(201);
  return { ...s, client: made, portalToken };
}

/** A record of the studio's client edited once: a size changed, an angle changed, one added, one removed. */
async function editedRecord(api: ReturnType<typeof businessApi>, clientId: string) {
  const record = await api.createMeasurement(clientId, {
    garmentType: 'dress',
    measurements: [value('Waist', 27.25), value('Hips', 38), value('Shoulder Slope', 13)],
  });
  const edited = await api.call('PATCH', `/measurements/${record.id}`, {
    measurements: [value('Waist', 27.5), value('Shoulder Slope', 14), value('Bicep', 29.5, 'cm')],
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  return record;
}

/** No file of the ZIP holds any of `words`. */
function expectNowhere(files: Record<string, Uint8Array>, words: readonly string[]) {
  for (const [name, bytes] of Object.entries(files)) {
    const text = strFromU8(bytes);
    for (const word of words) expect(text, name).not.toContain(word);
  }
}

describe('the export of the conversation and the measurements’ changes (decision 137)', () => {
  it('carries every message both ways, oldest first, with its client and author, and no other studio’s', async () => {
    const me = await studioTalking('Ada', 'Grace Hopper', { in: 'Can the hem be shorter?', out: 'Yes, by Friday' });
    const other = await studioTalking('Eve', 'Not Mine', { in: 'Their secret question', out: 'Their secret answer' });

    const { files } = await exportOf(t, me.token);
    expect(csvHeader(files['conversation.csv'])).toEqual([
      'id',
      'clientId',
      'client',
      'direction',
      'channel',
      'template',
      'author',
      'message',
      'read',
      'createdAt',
    ]);
    const rows = readCsv(files['conversation.csv']);
    expect(rows.map((r) => [r.clientId, r.client, r.direction, r.channel, r.template, r.author, r.message, r.read])).toEqual([
      [me.client.id, 'Grace Hopper', 'in', 'portal', '', 'Grace Hopper', 'Can the hem be shorter?', 'no'],
      [me.client.id, 'Grace Hopper', 'out', 'whatsapp', '', 'Ada Eze', 'Yes, by Friday', 'yes'],
    ]);
    expect(rows[0]!.createdAt! <= rows[1]!.createdAt!).toBe(true);
    expect(exportJson(files).conversation).toEqual([
      expect.objectContaining({ clientId: me.client.id, clientName: 'Grace Hopper', direction: 'in', body: 'Can the hem be shorter?' }),
      expect.objectContaining({ clientId: me.client.id, direction: 'out', channel: 'whatsapp', author: 'Ada Eze', read: true }),
    ]);
    // Another studio's threads, and any portal link's secret, are in no file (decision 102).
    expectNowhere(files, ['Not Mine', 'Their secret', other.client.id, me.portalToken, other.portalToken, '/portal/']);
  });

  it('carries every change of a measurement with who made it, angles in degrees, and no other studio’s', async () => {
    const me = await studioTalking('Ada', 'Grace Hopper', { in: 'Hello', out: 'Hello Grace' });
    const record = await editedRecord(me.api, me.client.id);
    const other = await studioTalking('Eve', 'Not Mine', { in: 'Hi', out: 'Hi there' });
    const theirs = await editedRecord(other.api, other.client.id);

    const { files } = await exportOf(t, me.token);
    const rows = readCsv(files['measurement-revisions.csv']);
    const by = [me.user.id, 'Ada Eze'];
    expect(
      rows.map((r) => [r.recordId, r.client, r.garment, r.name, r.from, r.fromUnit, r.to, r.unit, r.changedById, r.changedBy]),
    ).toEqual([
      [record.id, 'Grace Hopper', 'Dress', 'Waist', '27.25', 'inches', '27.5', 'inches', ...by],
      [record.id, 'Grace Hopper', 'Dress', 'Shoulder Slope', '13', 'degrees', '14', 'degrees', ...by],
      [record.id, 'Grace Hopper', 'Dress', 'Bicep', '', '', '29.5', 'cm', ...by],
      [record.id, 'Grace Hopper', 'Dress', 'Hips', '38', 'inches', '', '', ...by],
    ]);
    expect(rows.every((r) => r.clientId === me.client.id && /^\d{4}-\d{2}-\d{2}T/.test(r.changedAt ?? ''))).toBe(true);
    expect(exportJson(files).measurementRevisions).toEqual([
      expect.objectContaining({ measurementId: record.id, clientName: 'Grace Hopper', name: 'Waist', from: 27.25, to: 27.5 }),
      expect.objectContaining({ name: 'Shoulder Slope', fromUnit: 'degrees', unit: 'degrees' }),
      expect.objectContaining({ name: 'Bicep', from: null, to: 29.5, unit: 'cm' }),
      expect.objectContaining({ name: 'Hips', from: 38, to: null, by: { id: me.user.id, name: 'Ada Eze' } }),
    ]);
    expectNowhere(files, ['Not Mine', theirs.id, other.client.id]);
  });

  it('is the studio’s whole history for a manager; staff may not export', async () => {
    const owner = await studioTalking('Ada', 'Grace Hopper', { in: 'Is it ready?', out: 'Tomorrow' });
    await editedRecord(owner.api, owner.client.id);
    const manager = await joinedMember(t, owner, 'manager');
    const { files } = await exportOf(t, manager.token);
    expect(readCsv(files['conversation.csv']).map((r) => r.message)).toEqual(['Is it ready?', 'Tomorrow']);
    expect(readCsv(files['measurement-revisions.csv'])).toHaveLength(4);

    const staff = await joinedMember(t, owner, 'staff');
    const refused = await t.request({ method: 'GET', url: '/api/v1/user/export', token: staff.token });
    expect(refused.statusCode).toBe(403);
    expectErrorEnvelope(refused.json(), 403, 'FORBIDDEN');
  });

  it('exports a studio without messages or changes as headers only', async () => {
    const s = await messagingStudio(t);
    const { files } = await exportOf(t, s.token);
    expect(readCsv(files['conversation.csv'])).toEqual([]);
    expect(csvHeader(files['measurement-revisions.csv'])).toEqual([
      'id',
      'recordId',
      'clientId',
      'client',
      'garment',
      'name',
      'from',
      'fromUnit',
      'to',
      'unit',
      'changedById',
      'changedBy',
      'changedAt',
    ]);
    expect(exportJson(files)).toMatchObject({ conversation: [], measurementRevisions: [] });
  });
});
