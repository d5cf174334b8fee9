import { ALL_ROUTES, type PaySummary, type Project, type Service, type Ticket } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi, newStudio } from '../../test/business.js';
import { name } from '../../test/declared-walk.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { joinedMember } from '../../test/team.js';

/**
 * One path moves a stage (decision 180): every route declared `movesStages` is walked here, as the
 * staff member who works the garment, and each must leave its ticket ready (the Ready view lists
 * it) and pay each stage done once. A new route that moves stages declares it and is walked.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Api = ReturnType<typeof businessApi>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const RATES = { Sewing: 10, Finishing: 5, Pressing: 2 } as const;

async function ok<T>(api: Api, method: Method, url: string, body?: unknown, status = 200): Promise<T> {
  const res = await api.call(method, url, body);
  expect(res.status, `${method} ${url} ${JSON.stringify(res.body)}`).toBe(status);
  return res.body.data as T;
}

/** An Enterprise studio with piece rates, its staff member, and a ticket of one pair of trousers: Sewing then Finishing. */
async function workroom() {
  const owner = await newStudio(t, 'enterprise');
  const member = await joinedMember(t, owner, 'staff');
  const staff = businessApi(t, member.token);
  for (const [stage, rate] of Object.entries(RATES)) await ok(owner.api, 'POST', '/team/pay-rates', { stage, rate }, 201);
  const services = new Map((await ok<{ services: Service[] }>(owner.api, 'GET', '/services')).services.map((s) => [s.name, s]));
  const hem = { serviceId: services.get('Hem trousers')!.id };
  const button = { serviceId: services.get('Sew on a button')!.id };
  const { ticket } = await ok<{ ticket: Ticket }>(
    staff,
    'POST',
    '/tickets',
    { client: { name: 'Camille' }, pickupDate: '2099-06-10', garments: [{ description: 'Trousers', lines: [hem, button] }] },
    201,
  );
  const garment = ticket.garments[0]!;
  expect(garment.stages.map((s) => s.name)).toEqual(['Sewing', 'Finishing']);
  const stage = (stageName: string) => garment.stages.find((s) => s.name === stageName)!;
  const base = `/projects/${garment.id}`;
  return { owner, staff, staffId: member.user.id, ticket, garment, hem, stage, base };
}
type Workroom = Awaited<ReturnType<typeof workroom>>;

/** What the staff member has earned, as the owner's pay summary adds it up. */
async function earned(w: Workroom) {
  const line = (await ok<PaySummary>(w.owner.api, 'GET', '/team/pay')).members.find((m) => m.member.id === w.staffId);
  return { pieces: line?.pieces ?? 0, earned: line?.earned ?? 0 };
}

const ticketOf = async (w: Workroom) => (await ok<{ ticket: Ticket }>(w.staff, 'GET', `/tickets/${w.ticket.id}`)).ticket;
const readyView = async (w: Workroom) => (await ok<{ tickets: Ticket[] }>(w.staff, 'GET', '/tickets?view=ready')).tickets.map((x) => x.id);
const setStatus = (w: Workroom, stageName: string, status: string) =>
  ok(w.staff, 'PATCH', `${w.base}/stages/${w.stage(stageName).id}`, { status });

/** How each stage-moving route finishes the garment, and what the staff member is then owed. */
const PATHS: Record<string, { run: (w: Workroom) => Promise<void>; pay: { pieces: number; earned: number }; ticket: boolean }> = {
  'PATCH /projects/:id/stages/:stageId': {
    run: async (w) => {
      await setStatus(w, 'Sewing', 'done');
      await setStatus(w, 'Finishing', 'done');
    },
    pay: { pieces: 2, earned: 15 },
    ticket: true,
  },
  'PUT /projects/:id/stages/current': {
    run: async (w) => void (await ok(w.staff, 'PUT', `${w.base}/stages/current`, { stageId: null })),
    pay: { pieces: 2, earned: 15 },
    ticket: true,
  },
  // The scanner: each garment scanned through its last stage (decision 180).
  'POST /garments/by-code/:code/advance': {
    run: async (w) => {
      for (const stageName of ['Sewing', 'Finishing'])
        await ok(w.staff, 'POST', `/garments/by-code/${w.garment.code}/advance`, { stageId: w.stage(stageName).id });
    },
    pay: { pieces: 2, earned: 15 },
    ticket: true,
  },
  'PATCH /projects/:id': {
    run: async (w) => void (await ok(w.staff, 'PATCH', w.base, { status: 'completed' })),
    pay: { pieces: 2, earned: 15 },
    ticket: true,
  },
  // Its own stages skipped, a stage added already done finishes it, and pays as marking it done would.
  'POST /projects/:id/stages': {
    run: async (w) => {
      await setStatus(w, 'Sewing', 'skipped');
      await setStatus(w, 'Finishing', 'skipped');
      await ok(w.staff, 'POST', `${w.base}/stages`, { name: 'Pressing', status: 'done' }, 201);
    },
    pay: { pieces: 1, earned: 2 },
    ticket: true,
  },
  'DELETE /projects/:id/stages/:stageId': {
    run: async (w) => {
      await setStatus(w, 'Sewing', 'done');
      await ok(w.staff, 'DELETE', `${w.base}/stages/${w.stage('Finishing').id}`);
    },
    pay: { pieces: 1, earned: 10 },
    ticket: true,
  },
  // The ticket's garment no longer needs its button: the Finishing stage nobody started goes.
  'PATCH /tickets/:id': {
    run: async (w) => {
      await setStatus(w, 'Sewing', 'done');
      const garments = [{ id: w.garment.id, description: w.garment.description, lines: [w.hem] }];
      await ok(w.staff, 'PATCH', `/tickets/${w.ticket.id}`, { garments });
    },
    pay: { pieces: 1, earned: 10 },
    ticket: true,
  },
  // A project created completed has its stages done, paying as the board's Done column would.
  'POST /projects': {
    run: async (w) => {
      const client = await w.staff.createClient();
      const { project } = await ok<{ project: Project }>(
        w.staff,
        'POST',
        '/projects',
        { clientId: client.id, name: 'Grey suit', type: 'Suit', status: 'completed' },
        201,
      );
      expect(project.stages.map((s) => s.name)).toEqual(expect.arrayContaining(['Sewing', 'Finishing']));
      await ok(w.staff, 'PUT', `/projects/${project.id}/stages/current`, { stageId: null });
    },
    pay: { pieces: 2, earned: 15 },
    ticket: false,
  },
  // A project deleted takes back what its stages paid, as a stage deleted does.
  'DELETE /projects/:id': {
    run: async (w) => {
      const client = await w.staff.createClient();
      const { project } = await ok<{ project: Project }>(
        w.staff,
        'POST',
        '/projects',
        { clientId: client.id, name: 'Suit', type: 'Suit' },
        201,
      );
      await ok(w.staff, 'PUT', `/projects/${project.id}/stages/current`, { stageId: null });
      expect(await earned(w)).toEqual({ pieces: 2, earned: 15 });
      await ok(w.staff, 'DELETE', `/projects/${project.id}`);
    },
    pay: { pieces: 0, earned: 0 },
    ticket: false,
  },
};

describe('every route that moves a stage (decision 180)', () => {
  it('is walked here: the table names exactly the routes declared movesStages', () => {
    const declared = ALL_ROUTES.filter((r) => r.movesStages).map(name);
    expect(Object.keys(PATHS).sort()).toEqual(declared.sort());
  });

  it.each(Object.entries(PATHS).map(([route, path]) => ({ route, path })))(
    '$route: the ticket is ready and each stage done pays once',
    async ({ path }) => {
      const w = await workroom();
      expect(await readyView(w)).toEqual([]);
      await path.run(w);
      expect(await earned(w)).toEqual(path.pay);
      if (path.ticket) {
        const ticket = await ticketOf(w);
        expect(ticket.status).toBe('ready');
        expect(ticket.readyAt).not.toBeNull();
        expect(await readyView(w)).toEqual([w.ticket.id]);
        // Done again by the board: nothing paid twice, the ticket still ready.
        await ok(w.staff, 'PUT', `${w.base}/stages/current`, { stageId: null });
        expect(await earned(w)).toEqual(path.pay);
        expect((await ticketOf(w)).status).toBe('ready');
      }
    },
  );
});
