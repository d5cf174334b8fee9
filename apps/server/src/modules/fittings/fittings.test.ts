import type { FitProfile, Fitting, Photo } from '@atelier/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, photos, storedFiles } from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope, UNKNOWN_ID } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { uploadPhoto } from '../../test/photos.js';
import { studioOf } from '../../test/seed.js';
import { fitProfileOf } from './profile.js';

/** Decision 086: a project's fittings, their corrections, and the client's fit profile. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;

async function studio(plan: 'free' | 'premium' = 'free') {
  const u = await createVerifiedUser(t, { plan });
  const api = businessApi(t, u.token);
  const client = await api.createClient({ name: 'Amara Okafor' });
  const project = await api.createProject(client.id, { name: 'Ivory gown' });
  return { api, token: u.token, userId: u.user.id, client: client.id, project: project.id };
}

const waist = { target: 'measurement', name: 'Waist', change: 2, unit: 'cm', reason: 'Tight when seated' };
const hem = { target: 'measurement', name: 'Hem', change: -3, unit: 'cm', reason: 'Heels 9 cm' };

async function record(api: Api, projectId: string, body: Record<string, unknown>): Promise<Fitting> {
  const res = await api.call('POST', `/projects/${projectId}/fittings`, { fittedOn: '2030-03-12T10:00', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.fitting as Fitting;
}

const profileOf = async (api: Api, clientId: string): Promise<FitProfile> => {
  const res = await api.call('GET', `/clients/${clientId}/fit-profile`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.profile as FitProfile;
};

describe('a fitting with corrections', () => {
  it('keeps what the client wore, the notes and the corrections in the order sent, on the Free plan too', async () => {
    const s = await studio('free');
    const fitting = await record(s.api, s.project, {
      undergarments: 'Strapless longline bra',
      shoes: 'Satin courts',
      heelHeightMm: 90,
      notes: 'Bodice gapes at the back',
      corrections: [waist, hem, { target: 'option', name: 'waistEase', design: 'bella', change: 1.5, unit: '%' }],
    });
    expect(fitting).toMatchObject({
      projectId: s.project,
      clientId: s.client,
      eventId: null,
      worn: { undergarments: 'Strapless longline bra', shoes: 'Satin courts', heelHeightMm: 90, other: '' },
      notes: 'Bodice gapes at the back',
      createdById: s.userId,
    });
    expect(fitting.corrections.map((c) => [c.target, c.name, c.design, c.change, c.unit, c.position])).toEqual([
      ['measurement', 'Waist', null, 2, 'cm', 0],
      ['measurement', 'Hem', null, -3, 'cm', 1],
      ['option', 'waistEase', 'bella', 1.5, '%', 2],
    ]);
    const listed = await s.api.call('GET', `/projects/${s.project}/fittings`);
    expect((listed.body.data.fittings as Fitting[]).map((f) => f.id)).toEqual([fitting.id]);
    expect((await s.api.call('GET', `/fittings/${fitting.id}`)).body.data.fitting).toEqual(fitting);
    const workspaceId = await studioOf(t.ctx.db, s.userId);
    const [entry] = await t.ctx.db
      .select()
      .from(activityEntries)
      .where(and(eq(activityEntries.workspaceId, workspaceId), eq(activityEntries.entityType, 'fitting')));
    expect(entry).toMatchObject({ action: 'created', subject: 'Ivory gown', detail: '1' });
  });

  it('replaces the corrections on update, keeping the id and retired state of those sent back', async () => {
    const s = await studio();
    const fitting = await record(s.api, s.project, { corrections: [waist, hem] });
    const [w, h] = fitting.corrections;
    expect((await s.api.call('POST', `/fit-corrections/${w!.id}/retire`)).status).toBe(200);
    const res = await s.api.call('PATCH', `/fittings/${fitting.id}`, {
      shoes: 'Block heels',
      corrections: [
        { ...waist, id: w!.id, change: 2.5 },
        { target: 'measurement', name: 'Shoulder Width', change: -1, unit: 'cm' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const updated = res.body.data.fitting as Fitting;
    expect(updated.worn.shoes).toBe('Block heels');
    expect(updated.worn.heelHeightMm).toBeNull();
    expect(updated.corrections.map((c) => [c.name, c.change, c.retiredAt !== null])).toEqual([
      ['Waist', 2.5, true],
      ['Shoulder Width', -1, false],
    ]);
    expect(updated.corrections[0]!.id).toBe(w!.id);
    expect(updated.corrections.some((c) => c.id === h!.id)).toBe(false);
    const other = await record(s.api, s.project, { corrections: [waist] });
    const stolen = await s.api.call('PATCH', `/fittings/${fitting.id}`, { corrections: [{ ...waist, id: other.corrections[0]!.id }] });
    expect(stolen.status).toBe(404);
    expect(stolen.body.errors?.[0]?.field).toBe('corrections.0.id');
  });

  it('links a calendar fitting of the same client only', async () => {
    const s = await studio('premium');
    const event = async (clientId?: string) => {
      const body = {
        title: 'Fitting',
        startTime: '2030-03-12T10:00:00Z',
        endTime: '2030-03-12T11:00:00Z',
        ...(clientId ? { clientId } : {}),
      };
      return ((await s.api.call('POST', '/calendar', body)).body.data.event as { id: string }).id;
    };
    const own = await event(s.client);
    expect((await record(s.api, s.project, { eventId: own })).eventId).toBe(own);
    const stranger = await s.api.createClient({ name: 'Bola' });
    for (const eventId of [await event(stranger.id), await event(), UNKNOWN_ID, 'nope']) {
      const res = await s.api.call('POST', `/projects/${s.project}/fittings`, { fittedOn: '2030-03-12T10:00', eventId });
      expect(res.status, eventId).toBe(404);
      expect(res.body.errors?.[0]?.field).toBe('eventId');
    }
  });

  it('deletes the fitting with its corrections and its photos', async () => {
    const s = await studio('premium');
    const fitting = await record(s.api, s.project, { corrections: [waist] });
    const uploaded = await uploadPhoto(t, s.token, { subject: 'fitting', subjectId: fitting.id, kind: 'fitting' });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photo = (uploaded.json() as { data: { photo: Photo } }).data.photo;
    expect(photo).toMatchObject({ subject: 'fitting', subjectId: fitting.id });
    const [row] = await t.ctx.db.select().from(photos).where(eq(photos.id, photo.id));
    expect((await s.api.call('DELETE', `/fittings/${fitting.id}`)).status).toBe(200);
    expect((await s.api.call('GET', `/fittings/${fitting.id}`)).status).toBe(404);
    expect(await t.ctx.db.select().from(photos).where(eq(photos.id, photo.id))).toEqual([]);
    const files = await t.ctx.db
      .select()
      .from(storedFiles)
      .where(inArray(storedFiles.id, [row!.fullFileId, row!.thumbFileId]));
    expect(files).toEqual([]);
    expect((await profileOf(s.api, s.client)).inForce).toEqual([]);
  });
});

describe('the fit profile', () => {
  it('lists the corrections in force grouped by what they correct, newest first, with the fitting and what was worn', async () => {
    const s = await studio();
    const first = await record(s.api, s.project, { fittedOn: '2030-03-12T10:00', heelHeightMm: 90, corrections: [waist, hem] });
    const second = await record(s.api, s.project, {
      fittedOn: '2030-04-02T10:00',
      shoes: 'Flats',
      corrections: [
        { ...waist, name: 'waist', change: 0.5 },
        { target: 'option', name: 'chestEase', design: 'bella', change: -2, unit: '%' },
      ],
    });
    const profile = await profileOf(s.api, s.client);
    expect(profile.inForce.map((e) => [e.name, e.change, e.fittingId])).toEqual([
      ['waist', 0.5, second.id],
      ['Waist', 2, first.id],
      ['chestEase', -2, second.id],
      ['Hem', -3, first.id],
    ]);
    expect(profile.inForce[3]).toMatchObject({
      projectName: 'Ivory gown',
      fittedOn: first.fittedOn,
      worn: { heelHeightMm: 90 },
      reason: 'Heels 9 cm',
    });
    expect(profile.retired).toEqual([]);

    const retired = await s.api.call('POST', `/fit-corrections/${first.corrections[0]!.id}/retire`);
    expect(retired.status).toBe(200);
    const after = retired.body.data.profile as FitProfile;
    expect(after.inForce.map((e) => e.name)).toEqual(['waist', 'chestEase', 'Hem']);
    expect(after.retired.map((e) => [e.name, e.retiredAt !== null])).toEqual([['Waist', true]]);
    const workspaceId = await studioOf(t.ctx.db, s.userId);
    expect((await fitProfileOf(t.ctx.db, workspaceId, s.client)).inForce).toHaveLength(3);

    const restored = (await s.api.call('POST', `/fit-corrections/${first.corrections[0]!.id}/restore`)).body.data.profile as FitProfile;
    expect(restored.inForce).toHaveLength(4);
    expect(restored.retired).toEqual([]);
  });

  it('follows a project moved to another client', async () => {
    const s = await studio('premium');
    await record(s.api, s.project, { corrections: [waist] });
    const other = await s.api.createClient({ name: 'Bola' });
    expect((await s.api.call('PATCH', `/projects/${s.project}`, { clientId: other.id })).status).toBe(200);
    expect((await profileOf(s.api, s.client)).inForce).toEqual([]);
    expect((await profileOf(s.api, other.id)).inForce.map((e) => e.name)).toEqual(['Waist']);
  });
});

describe('refusals', () => {
  it('checks an option correction against its FreeSewing design, naming the correction', async () => {
    const s = await studio();
    const send = (c: Record<string, unknown>) =>
      s.api.call('POST', `/projects/${s.project}/fittings`, { fittedOn: '2030-03-12T10:00', corrections: [waist, c] });
    const cases: [Record<string, unknown>, string][] = [
      [{ target: 'option', name: 'seatEase', design: 'bella', change: 1, unit: '%' }, 'corrections.1.name'],
      [{ target: 'option', name: 'backHemSlope', design: 'bella', change: 1, unit: '%' }, 'corrections.1.name'],
      [{ target: 'option', name: 'toString', design: 'bella', change: 1, unit: '%' }, 'corrections.1.name'],
      [{ target: 'option', name: 'waistEase', design: 'bella', change: 1, unit: 'cm' }, 'corrections.1.unit'],
      [{ target: 'option', name: 'waistEase', change: 1, unit: '%' }, 'corrections.1.design'],
      [{ target: 'option', name: 'waistEase', design: 'vogue', change: 1, unit: '%' }, 'corrections.1.design'],
      [{ target: 'measurement', name: 'Waist', design: 'bella', change: 1, unit: 'cm' }, 'corrections.1.design'],
    ];
    for (const [c, field] of cases) {
      const res = await send(c);
      expect(res.status, JSON.stringify(c)).toBe(422);
      expectErrorEnvelope(res.body, 422, 'VALIDATION_ERROR');
      expect(
        res.body.errors?.map((e) => e.field),
        JSON.stringify(c),
      ).toContain(field);
    }
    expect((await send({ target: 'option', name: 'seatEase', design: 'penelope', change: 1, unit: '%' })).status).toBe(201);
  });

  it('lists the options of a design a fitting can correct, with their units; an unknown design is 404', async () => {
    const s = await studio();
    const res = await s.api.call('GET', '/fit-options/bella');
    expect(res.status).toBe(200);
    const options = res.body.data.options as { name: string; units: string[] }[];
    expect(options.find((o) => o.name === 'waistEase')?.units).toEqual(['%']);
    // Degrees and switches are choices, not corrections.
    expect(options.map((o) => o.name)).not.toContain('backHemSlope');
    expect(options.map((o) => o.name)).not.toContain('bellaSleeve');
    expect((await s.api.call('GET', '/fit-options/vogue')).status).toBe(404);
  });

  it('refuses a change past the bounds or of nothing with 422 on corrections.N.change', async () => {
    const s = await studio();
    for (const [change, unit] of [
      [20.5, 'cm'],
      [-8.1, 'in'],
      [31, '%'],
      [0, 'cm'],
    ] as const) {
      const res = await s.api.call('POST', `/projects/${s.project}/fittings`, {
        fittedOn: '2030-03-12T10:00',
        corrections: [waist, waist, { ...waist, change, unit }],
      });
      expect(res.status, `${change} ${unit}`).toBe(422);
      expect(res.body.errors?.map((e) => e.field)).toContain('corrections.2.change');
    }
    for (const [change, unit] of [
      [20, 'cm'],
      [-8, 'in'],
      [30, '%'],
    ] as const) {
      await record(s.api, s.project, { corrections: [{ ...waist, change, unit }] });
    }
  });

  it('holds at most 30 corrections a fitting and 30 fittings a project', async () => {
    const s = await studio();
    const many = await s.api.call('POST', `/projects/${s.project}/fittings`, {
      fittedOn: '2030-03-12T10:00',
      corrections: Array.from({ length: 31 }, () => waist),
    });
    expect(many.status).toBe(422);
    expect(many.body.errors?.[0]?.field).toBe('corrections');
    for (let i = 0; i < 30; i += 1) await record(s.api, s.project, {});
    const full = await s.api.call('POST', `/projects/${s.project}/fittings`, { fittedOn: '2030-03-12T10:00' });
    expect(full.status).toBe(422);
    expect(full.body.errors?.[0]?.field).toBe('fittings');
  });

  it('answers another studio’s project, fitting, correction and client with 404', async () => {
    const mine = await studio();
    const fitting = await record(mine.api, mine.project, { corrections: [waist] });
    const other = await studio();
    const calls: [string, string, unknown?][] = [
      ['GET', `/projects/${mine.project}/fittings`],
      ['POST', `/projects/${mine.project}/fittings`, { fittedOn: '2030-03-12T10:00' }],
      ['GET', `/fittings/${fitting.id}`],
      ['PATCH', `/fittings/${fitting.id}`, { notes: 'x' }],
      ['DELETE', `/fittings/${fitting.id}`],
      ['GET', `/clients/${mine.client}/fit-profile`],
      ['POST', `/fit-corrections/${fitting.corrections[0]!.id}/retire`],
      ['POST', `/fit-corrections/${fitting.corrections[0]!.id}/restore`],
    ];
    for (const [method, url, body] of calls) {
      const res = await other.api.call(method as 'GET', url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
      expectErrorEnvelope(res.body, 404, 'NOT_FOUND');
    }
    const upload = await uploadPhoto(t, other.token, { subject: 'fitting', subjectId: fitting.id });
    expect(upload.statusCode).toBe(404);
    expect((await mine.api.call('GET', `/fittings/${fitting.id}`)).status).toBe(200);
  });
});
