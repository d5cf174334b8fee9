import { CLIENT_IMPORT_MAX_ROWS, EXPORT_FILES } from '@atelier/shared';
import { eq, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patterns, portalLinks, storedFiles, users, workspaces } from '../../db/schema/index.js';
import { authenticateToken } from '../../lib/authenticate.js';
import { zipChunks } from '../../lib/zip-stream.js';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { exportOf as exportZip, readCsv, withBom } from '../../test/export-zip.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { makeLink, portalCall } from '../../test/portal.js';
import { buildExport } from './export.js';
import { createPortalLink } from '../portal/links.js';
import { studioOf } from '../../test/seed.js';
import { dataUrl, differingPixels, pngOf } from '../../test/pattern-images.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const exportOf = (token: string) => exportZip(t, token);

describe('GET /api/v1/user/export', () => {
  it('carries the invoices too: one CSV row each with exact amounts, and the full invoices in the JSON', async () => {
    const me = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, me.token);
    const client = await api.createClient({ name: 'Łucja Nguyễn' });
    const created = await api.call('POST', '/invoices', {
      clientId: client.id,
      invoiceNumber: 'INV-001',
      dueDate: '2030-01-31',
      items: [{ description: 'Silk', quantity: 3, rate: 19.99 }],
    });
    expect(created.status).toBe(201);
    const { files } = await exportOf(me.token);
    expect(readCsv(files['invoices.csv'])).toEqual([
      expect.objectContaining({
        invoiceNumber: 'INV-001',
        client: 'Łucja Nguyễn',
        status: 'draft',
        currency: 'USD',
        dueDate: '2030-01-31',
        total: '59.97',
        paid: '0.00',
        balance: '59.97',
      }),
    ]);
    const json = JSON.parse(strFromU8(files['atelier-export.json'] ?? new Uint8Array()));
    expect(json.invoices).toEqual([
      expect.objectContaining({
        invoiceNumber: 'INV-001',
        amount: 59.97,
        items: [expect.objectContaining({ description: 'Silk', amount: 59.97 })],
      }),
    ]);
  });

  it('carries the calendar events, also after the plan lost the calendar', async () => {
    const me = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, me.token);
    const client = await api.createClient({ name: 'Łucja Nguyễn' });
    const created = await api.call('POST', '/calendar', {
      clientId: client.id,
      title: 'First fitting',
      type: 'fitting',
      startTime: '2030-01-02T10:30:00+01:00',
      endTime: '2030-01-02T11:30:00+01:00',
      location: 'Studio',
    });
    expect(created.status).toBe(201);
    await t.ctx.db
      .update(users)
      .set({ trialEndDate: new Date(Date.now() - 1000) })
      .where(eq(users.id, me.user.id));
    const { files } = await exportOf(me.token);
    expect(readCsv(files['events.csv'])).toEqual([
      expect.objectContaining({
        title: 'First fitting',
        type: 'fitting',
        status: 'scheduled',
        client: 'Łucja Nguyễn',
        startTime: '2030-01-02T09:30:00.000Z',
        location: 'Studio',
        remindClient: 'no',
      }),
    ]);
    const json = JSON.parse(strFromU8(files['atelier-export.json'] ?? new Uint8Array()));
    expect(json.events).toEqual([expect.objectContaining({ title: 'First fitting', clientName: 'Łucja Nguyễn' })]);
  });

  it('answers one ZIP with a CSV per record type and the full JSON, only my studio, on the Free plan', async () => {
    const me = await createVerifiedUser(t, { plan: 'free' });
    const api = businessApi(t, me.token);
    const ada = await api.createClient({
      name: 'Ada "The Countess" Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      notes: 'Émilie, café; =1+1',
    });
    await api.createMeasurement(ada.id, {
      garmentType: 'suit',
      measurements: [
        { name: 'Chest', size: 40.5, unit: 'inches' },
        { name: 'Waist', size: 86, unit: 'cm' },
      ],
    });
    await api.createProject(ada.id, { name: 'Tailcoat', budget: 1234.5, dueDate: '2027-03-01' });
    const other = businessApi(t, (await createVerifiedUser(t, { plan: 'premium' })).token);
    const stranger = await other.createClient({ name: 'Not Mine' });
    await other.createMeasurement(stranger.id);
    await other.createProject(stranger.id, { name: 'Secret gown' });

    const { res, files } = await exportOf(me.token);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="atelier-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(files).sort()).toEqual([
      'appointment-types.csv',
      'atelier-export.json',
      'bookings.csv',
      'clients.csv',
      'contracts.csv',
      'conversation.csv',
      'designer-styles.csv',
      'events.csv',
      'fit-corrections.csv',
      'fittings.csv',
      'garment-templates.csv',
      'group-members.csv',
      'groups.csv',
      'invoices.csv',
      'material-movements.csv',
      'materials.csv',
      'measurement-requests.csv',
      'measurement-revisions.csv',
      'measurements.csv',
      'message-templates.csv',
      'notifications.csv',
      'pattern-layouts.csv',
      'patterns.csv',
      'pay-entries.csv',
      'pay-rates.csv',
      'photos.csv',
      'pieces.csv',
      'portal-links.csv',
      'project-materials.csv',
      'project-stages.csv',
      'projects.csv',
      'purchase-order-lines.csv',
      'purchase-orders.csv',
      'quote-lines.csv',
      'quotes.csv',
      'rental-pieces.csv',
      'rentals.csv',
      'services.csv',
      'size-charts.csv',
      'special-orders.csv',
      'suppliers.csv',
      'ticket-lines.csv',
      'tickets.csv',
    ]);

    const clients = readCsv(files['clients.csv']);
    expect(clients).toEqual([
      expect.objectContaining({
        id: ada.id,
        name: 'Ada "The Countess" Lovelace',
        email: 'ada@example.com',
        phone: "'+44 20 7946 0000",
        notes: 'Émilie, café; =1+1',
        status: 'active',
        openProjects: '1',
      }),
    ]);
    const measurements = readCsv(files['measurements.csv']);
    expect(measurements.map((m) => [m.client, m.garmentType, m.name, m.size, m.unit])).toEqual([
      ['Ada "The Countess" Lovelace', 'suit', 'Chest', '40.5', 'inches'],
      ['Ada "The Countess" Lovelace', 'suit', 'Waist', '86', 'cm'],
    ]);
    expect(measurements[0]?.recordId).toBe(measurements[1]?.recordId);
    expect(measurements[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const projects = readCsv(files['projects.csv']);
    expect(projects).toEqual([
      expect.objectContaining({
        name: 'Tailcoat',
        client: 'Ada "The Countess" Lovelace',
        budget: '1234.50',
        dueDate: '2027-03-01T00:00:00.000Z',
      }),
    ]);

    const json = JSON.parse(strFromU8(files['atelier-export.json'] ?? new Uint8Array()));
    expect(json).toMatchObject({
      format: 'atelier-export',
      version: 1,
      profile: { id: me.user.id, email: me.email, plan: 'free', phone: '', is2FAEnabled: false },
      settings: { currency: 'USD', measurementUnit: 'inches' },
      clients: [{ id: ada.id, notes: 'Émilie, café; =1+1', phone: '+44 20 7946 0000' }],
      measurements: [{ clientId: ada.id, clientName: 'Ada "The Countess" Lovelace', garmentType: 'suit' }],
      projects: [{ name: 'Tailcoat', budget: 1234.5 }],
    });
    const raw = JSON.stringify(json);
    for (const secret of ['passwordHash', 'password_hash', 'totpSecret', 'googleId', 'argon2']) expect(raw).not.toContain(secret);
    expect(raw).not.toContain('Not Mine');
    expect(raw).not.toContain('Secret gown');
  });

  it('carries the requests to measure at home, one row per measurement asked, with what the client sent', async () => {
    const me = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, me.token);
    const client = await api.createClient({ name: 'Amaka Obi' });
    const asked = await api.call('POST', `/clients/${client.id}/measurement-requests`, { garmentType: 'skirt', unit: 'cm' });
    const request = asked.body.data.request as { id: string };
    const { token } = await createPortalLink(t.ctx.db, t.ctx.totpKey, {
      workspaceId: await studioOf(t.ctx.db, me.user.id),
      clientId: client.id,
      createdById: null,
      expiresAt: null,
    });
    const sent = await t.request({
      method: 'POST',
      url: `/api/v1/portal/${token}/measurement-requests/${request.id}`,
      payload: { values: [{ name: 'Hips', size: 9 }], note: 'Tape was short' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const other = businessApi(t, (await createVerifiedUser(t, { plan: 'premium' })).token);
    await other.call('POST', `/clients/${(await other.createClient({ name: 'Not Mine' })).id}/measurement-requests`, {
      garmentType: 'suit',
      unit: 'cm',
    });

    const { files } = await exportOf(me.token);
    const rows = readCsv(files['measurement-requests.csv']);
    expect(rows.map((r) => [r.client, r.garment, r.status, r.position, r.measurement, r.sentSize, r.flag, r.clientNote])).toEqual([
      ['Amaka Obi', 'Skirt', 'submitted', '1', 'Waist', '', '', 'Tape was short'],
      ['Amaka Obi', 'Skirt', 'submitted', '2', 'Hips', '9', 'implausible', 'Tape was short'],
      ['Amaka Obi', 'Skirt', 'submitted', '3', 'Skirt Length', '', '', 'Tape was short'],
      ['Amaka Obi', 'Skirt', 'submitted', '4', 'Hem Circumference', '', '', 'Tape was short'],
      ['Amaka Obi', 'Skirt', 'submitted', '5', 'Waist to Hip', '', '', 'Tape was short'],
    ]);
    const json = JSON.parse(strFromU8(files['atelier-export.json'] ?? new Uint8Array()));
    expect(json.measurementRequests).toEqual([
      expect.objectContaining({
        id: request.id,
        clientName: 'Amaka Obi',
        status: 'submitted',
        values: [{ name: 'Hips', size: 9, flag: 'implausible' }],
      }),
    ]);
  });

  it('carries the fittings, what was worn and their corrections, of the studio only (decision 086)', async () => {
    const me = await createVerifiedUser(t, { plan: 'free' });
    const api = businessApi(t, me.token);
    const project = await api.createProject((await api.createClient({ name: 'Amara' })).id, { name: 'Ivory gown' });
    const made = await api.call('POST', `/projects/${project.id}/fittings`, {
      fittedOn: '2030-03-12T10:00:00Z',
      shoes: 'Satin courts',
      heelHeightMm: 90,
      corrections: [
        { target: 'measurement', name: 'Waist', change: 2, unit: 'cm', reason: 'Tight' },
        { target: 'option', name: 'waistEase', design: 'bella', change: -1.5, unit: '%' },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const other = businessApi(t, (await createVerifiedUser(t)).token);
    const theirs = await other.createProject((await other.createClient({ name: 'Not Mine' })).id);
    await other.call('POST', `/projects/${theirs.id}/fittings`, { fittedOn: '2030-03-12T10:00:00Z', shoes: 'Secret' });

    const { files } = await exportOf(me.token);
    expect(readCsv(files['fittings.csv']).map((r) => [r.projectId, r.fittedOn, r.shoes, r.heelHeightMm])).toEqual([
      [project.id, '2030-03-12T10:00:00.000Z', 'Satin courts', '90'],
    ]);
    expect(readCsv(files['fit-corrections.csv']).map((r) => [r.position, r.target, r.name, r.design, r.change, r.unit, r.reason])).toEqual([
      ['1', 'measurement', 'Waist', '', '2', 'cm', 'Tight'],
      ['2', 'option', 'waistEase', 'bella', '-1.5', '%', ''],
    ]);
    const json = JSON.parse(strFromU8(files['atelier-export.json'] ?? new Uint8Array()));
    expect(json.fittings).toEqual([
      expect.objectContaining({ projectId: project.id, corrections: [expect.anything(), expect.anything()] }),
    ]);
  });

  it('carries the patterns with their images, marked on the Free plan', async () => {
    const me = await createVerifiedUser(t, { plan: 'free' });
    const api = businessApi(t, me.token);
    const png = await pngOf(400, 300);
    const saved = await api.call('POST', '/patterns', { name: 'Shift / dress', garmentType: 'Dress', base64Image: dataUrl(png) });
    const id = (saved.body.data.pattern as { id: string }).id;
    await api.call('POST', '/patterns', { name: 'No image yet' });
    const { files } = await exportOf(me.token);
    const rows = readCsv(files['patterns.csv']);
    const imageName = `patterns/Shift  dress-${id.slice(0, 8)}.png`;
    expect(rows.map((r) => [r.name, r.garmentType, r.image])).toEqual([
      ['No image yet', 'Other', ''],
      ['Shift / dress', 'Dress', imageName],
    ]);
    const image = Buffer.from(files[imageName] ?? new Uint8Array());
    expect(await differingPixels(image, png)).toBeGreaterThan(0.01);
    const json = JSON.parse(strFromU8(files['atelier-export.json'] ?? new Uint8Array()));
    expect(json.patterns).toEqual([
      expect.objectContaining({ name: 'No image yet', image: '' }),
      expect.objectContaining({ id, image: imageName, isWatermarked: true }),
    ]);
    expect(json.patterns[0]).not.toHaveProperty('image_urls');
  });

  it('streams a ZIP that opens with every file, each image byte for byte', async () => {
    const me = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, me.token);
    const pngs = await Promise.all(['#aa0000', '#00aa00', '#0000aa'].map((c) => pngOf(300, 200, c)));
    const ids: string[] = [];
    for (const [i, png] of pngs.entries())
      ids.push(
        ((await api.call('POST', '/patterns', { name: `Block ${i}`, base64Image: dataUrl(png) })).body.data.pattern as { id: string }).id,
      );
    const { res, files } = await exportOf(me.token);
    expect(res.headers['content-type']).toBe('application/zip');
    const rows = readCsv(files['patterns.csv']);
    expect(Object.keys(files).sort()).toEqual(
      [...Object.values(EXPORT_FILES).filter((f) => !f.endsWith('/')), ...rows.map((r) => r.image)].sort(),
    );
    const stored = await t.ctx.db
      .select({ id: patterns.id, data: storedFiles.data })
      .from(patterns)
      .innerJoin(storedFiles, eq(storedFiles.id, patterns.imageFileId))
      .where(inArray(patterns.id, ids));
    for (const row of rows) expect(Buffer.from(files[row.image ?? '']!).equals(stored.find((x) => x.id === row.id)!.data)).toBe(true);
  });

  it('reads each image only when the ZIP reaches it, one at a time', async () => {
    const me = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, me.token);
    for (const c of ['#123456', '#654321'])
      await api.call('POST', '/patterns', { name: `Sketch ${c}`, base64Image: dataUrl(await pngOf(200, 100, c)) });
    const { entries, mtime } = await buildExport(t.ctx, await authenticateToken(t.ctx, me.token));
    const images = entries.filter((e) => e.name.startsWith('patterns/'));
    expect(images).toHaveLength(2);
    const chunks: Uint8Array[] = [];
    const zip = zipChunks(entries, mtime);
    const written = () => new TextDecoder('latin1').decode(Buffer.concat(chunks));
    // Pull until the first image is in the archive; the second must not have been read yet.
    while (!written().includes(images[0]!.name)) chunks.push((await zip.next()).value as Uint8Array);
    const later = await pngOf(200, 100, '#ffff00');
    const mine = await t.ctx.db
      .select({ id: patterns.id, fileId: patterns.imageFileId })
      .from(patterns)
      .innerJoin(workspaces, eq(workspaces.id, patterns.workspaceId))
      .where(eq(workspaces.ownerId, me.user.id));
    const second = mine.find((p) => images[1]!.name.endsWith(`-${p.id.slice(0, 8)}.png`));
    await t.ctx.db.update(storedFiles).set({ data: later }).where(eq(storedFiles.id, second!.fileId!));
    for await (const chunk of zip) chunks.push(chunk);
    const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    expect(Buffer.from(files[images[1]!.name]!).equals(later)).toBe(true);
  });

  it('carries the clients’ portal links without their tokens, and what clients told the studio (decision 082)', async () => {
    const me = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, me.token);
    const client = await api.createClient({ name: 'Grace Hopper' });
    const first = await makeLink(t, me.token, client.id);
    const { link, token } = await makeLink(t, me.token, client.id, { expiresInDays: 30 });
    expect((await portalCall(t, 'POST', `${token}/messages`, { payload: { message: 'Is my coat ready?' } })).statusCode).toBe(201);
    const other = await createVerifiedUser(t, { plan: 'premium' });
    const theirs = await businessApi(t, other.token).createClient({ name: 'Not Mine' });
    await makeLink(t, other.token, theirs.id);

    const { files } = await exportOf(me.token);
    const links = readCsv(files['portal-links.csv']);
    expect(links).toEqual([
      expect.objectContaining({ id: link.id, clientId: client.id, client: 'Grace Hopper', revokedAt: '', expiresAt: link.expiresAt }),
      expect.objectContaining({ id: first.link.id, revokedAt: expect.stringMatching(/^\d{4}-/) }),
    ]);
    expect(readCsv(files['notifications.csv'])).toEqual([
      expect.objectContaining({ kind: 'client-message', client: 'Grace Hopper', words: 'Is my coat ready?', read: 'no' }),
    ]);
    const json = JSON.parse(strFromU8(files['atelier-export.json'] ?? new Uint8Array()));
    expect(json.portalLinks).toHaveLength(2);
    expect(json.notifications).toEqual([expect.objectContaining({ kind: 'client-message', body: 'Is my coat ready?' })]);
    const [row] = await t.ctx.db.select().from(portalLinks).where(eq(portalLinks.id, link.id));
    for (const name of Object.keys(files)) {
      const text = strFromU8(files[name]!);
      for (const secret of [token, first.token, row!.tokenHash, row!.tokenSealed]) expect(text, name).not.toContain(secret);
      expect(text, name).not.toContain('Not Mine');
    }
  });

  it('carries the studio’s message templates and each client’s preferred channel (decision 083)', async () => {
    const me = await createVerifiedUser(t, { plan: 'premium' });
    const api = businessApi(t, me.token);
    await api.createClient({
      name: 'Ada',
      preferredChannel: 'whatsapp',
      companyNumber: '552 100 554 00018',
      vatNumber: 'FR40552100554',
      country: 'fr',
    });
    expect((await api.call('PUT', '/message-templates/thank-you', { body: 'Merci {client}, à bientôt' })).status).toBe(200);
    const { files } = await exportOf(me.token);
    const rows = readCsv(files['message-templates.csv']);
    expect(rows.map((r) => [r.kind, r.isDefault])).toEqual([
      ['order-ready', 'yes'],
      ['fitting-reminder', 'yes'],
      ['balance-due', 'yes'],
      ['thank-you', 'no'],
    ]);
    expect(rows[3]?.body).toBe('Merci {client}, à bientôt');
    const json = JSON.parse(strFromU8(files['atelier-export.json']!)) as { messageTemplates: { kind: string; body: string }[] };
    expect(json.messageTemplates.find((m) => m.kind === 'thank-you')?.body).toBe('Merci {client}, à bientôt');
    expect(readCsv(files['clients.csv'])[0]).toMatchObject({
      preferredChannel: 'whatsapp',
      companyNumber: '552 100 554 00018',
      vatNumber: 'FR40552100554',
      country: 'FR',
    });
  });

  it('exports an empty account as headers only', async () => {
    const { token } = await createVerifiedUser(t);
    const { files } = await exportOf(token);
    expect(withBom(files['clients.csv'])).toBe(
      '\uFEFFid,name,email,phone,address,notes,status,openProjects,lastOrderDate,createdAt,updatedAt,preferredChannel,companyNumber,vatNumber,country\r\n',
    );
    expect(JSON.parse(strFromU8(files['atelier-export.json'] ?? new Uint8Array()))).toMatchObject({
      clients: [],
      measurements: [],
      projects: [],
    });
  });

  it('needs a signed-in user', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/user/export' });
    expect(res.statusCode).toBe(401);
    expectErrorEnvelope(res.json(), 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/v1/clients/import', () => {
  const importRows = (token: string, rows: unknown[]) => businessApi(t, token).call('POST', '/clients/import', { rows });

  it('imports every row in one go and answers them like the clients list', async () => {
    const { token } = await createVerifiedUser(t, { plan: 'premium' });
    const res = await importRows(token, [
      { name: ' Grace Hopper ', email: 'GRACE@navy.test', phone: '+1 555', status: 'inactive' },
      { name: 'Alan Turing', address: 'Bletchley', notes: '' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ success: true, status_code: 201, data: { imported: 2 } });
    expect(res.body.data.clients).toEqual([
      expect.objectContaining({
        name: 'Grace Hopper',
        email: 'grace@navy.test',
        phone: '+1 555',
        status: 'inactive',
        projects: 0,
        lastOrderDate: null,
        notes: '',
      }),
      expect.objectContaining({ name: 'Alan Turing', address: 'Bletchley', status: 'active', email: '' }),
    ]);
    const listed = await businessApi(t, token).listClients();
    expect(listed.map((c) => c.name).sort()).toEqual(['Alan Turing', 'Grace Hopper']);
  });

  it('refuses the whole file when one row is bad, naming the row and field', async () => {
    const { token } = await createVerifiedUser(t, { plan: 'premium' });
    const res = await importRows(token, [
      { name: 'Fine' },
      { name: 'Bad mail', email: 'nope' },
      { name: '' },
      { name: 'X', colour: 'red' },
    ]);
    expect(res.status).toBe(422);
    expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'rows.1.email', message: 'Enter a valid email address' },
        { field: 'rows.2.name', message: 'Name is required' },
        { field: 'rows.3.colour', message: expect.stringContaining('Unknown field') },
      ]),
    );
    expect(await businessApi(t, token).listClients()).toEqual([]);
  });

  it(`refuses more than ${CLIENT_IMPORT_MAX_ROWS} rows, and none`, async () => {
    const { token } = await createVerifiedUser(t, { plan: 'premium' });
    const rows = Array.from({ length: CLIENT_IMPORT_MAX_ROWS + 1 }, (_, i) => ({ name: `Client ${i}` }));
    const tooMany = await importRows(token, rows);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual([{ field: 'rows', message: 'At most 1000 clients can be imported at once' }]);
    const none = await importRows(token, []);
    expect(none.status).toBe(422);
    expect(none.body.errors?.[0]?.field).toBe('rows');
    expect(await businessApi(t, token).listClients()).toEqual([]);

    const exactly = await importRows(token, rows.slice(0, CLIENT_IMPORT_MAX_ROWS));
    expect(exactly.status).toBe(201);
    expect(exactly.body.data.imported).toBe(CLIENT_IMPORT_MAX_ROWS);
  });

  it("applies the Free plan's client limit to the whole import, storing nothing when over", async () => {
    const { token } = await createVerifiedUser(t, { plan: 'free' });
    const api = businessApi(t, token);
    await api.createClient({ name: 'Existing' });
    const over = await importRows(token, [{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
    expect(over.status).toBe(403);
    expectErrorEnvelope(over.body, 403, 'PLAN_CLIENT_LIMIT_REACHED');
    expect(over.body.message).toContain('The Free plan includes up to 3 clients');
    expect((await api.listClients()).map((c) => c.name)).toEqual(['Existing']);

    const fits = await importRows(token, [{ name: 'A' }, { name: 'B' }]);
    expect(fits.status).toBe(201);
    expect(await api.listClients()).toHaveLength(3);
    const oneMore = await importRows(token, [{ name: 'D' }]);
    expect(oneMore.status).toBe(403);
  });

  it('round-trips: the exported clients.csv columns are the import fields', async () => {
    const { token } = await createVerifiedUser(t, { plan: 'premium' });
    await businessApi(t, token).createClient({ name: 'Round Trip', email: 'rt@example.com', notes: 'two\nlines, "quoted"' });
    const { files } = await exportOf(token);
    const [row] = readCsv(files['clients.csv']);
    const second = await createVerifiedUser(t, { plan: 'premium' });
    const res = await importRows(second.token, [
      { name: row?.name, email: row?.email, phone: row?.phone, address: row?.address, notes: row?.notes, status: row?.status },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.clients).toEqual([
      expect.objectContaining({ name: 'Round Trip', email: 'rt@example.com', notes: 'two\nlines, "quoted"' }),
    ]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.request({ method: 'POST', url: '/api/v1/clients/import', payload: { rows: [{ name: 'A' }] } });
    expect(res.statusCode).toBe(401);
  });
});
