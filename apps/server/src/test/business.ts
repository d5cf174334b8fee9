import type { ClientOverview } from '@atelier/shared';
import { expect } from 'vitest';
import { createVerifiedUser, type TestApp } from './harness.js';

type Json = Record<string, unknown>;

/**
 * Small request helpers for the business API tests: each call asserts the status it expects,
 * so a test reads as the story it checks and fails at the step that broke.
 */
export function businessApi(t: TestApp, token: string) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => {
    const res = await t.request({ method, url: `/api/v1${url}`, token, ...(payload === undefined ? {} : { payload: payload as Json }) });
    return {
      status: res.statusCode,
      body: res.json() as Json & { data: Json; code?: string; errors?: { field: string; message: string }[] },
    };
  };
  const expectStatus = async (status: number, p: ReturnType<typeof call>) => {
    const res = await p;
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body;
  };
  return {
    call,
    async createClient(body: Json = {}) {
      const res = await expectStatus(201, call('POST', '/clients', { name: 'Ada Lovelace', ...body }));
      return res.data.client as Json & { id: string };
    },
    async createMeasurement(clientId: string, body: Json = {}) {
      const res = await expectStatus(
        201,
        call('POST', '/measurements', {
          clientId,
          garmentType: 'dress',
          measurements: [{ name: 'Bust', size: 34, unit: 'inches' }],
          ...body,
        }),
      );
      return res.data.measurement as Json & { id: string };
    },
    async createProject(clientId: string, body: Json = {}) {
      const res = await expectStatus(201, call('POST', '/projects', { clientId, name: 'Wedding gown', type: 'Wedding Dress', ...body }));
      return res.data.project as Json & { id: string };
    },
    async createInvoice(clientId: string, body: Json = {}) {
      const items = [{ description: 'Gown', quantity: 1, rate: 400 }];
      const res = await expectStatus(
        201,
        call('POST', '/invoices', { clientId, invoiceNumber: 'INV-1', dueDate: '2099-01-01', items, ...body }),
      );
      return res.data.invoice as Json & { id: string };
    },
    async listClients(query = '') {
      const res = await expectStatus(200, call('GET', `/clients${query}`));
      return res.data.clients as (Json & { id: string })[];
    },
  };
}

type Plan = 'free' | 'premium' | 'enterprise';

/** A new verified owner's studio on `plan`: the person and their API. */
export async function newStudio(t: TestApp, plan: Plan = 'free') {
  const person = await createVerifiedUser(t, { plan });
  return { ...person, api: businessApi(t, person.token) };
}

/** The API of a new verified owner's studio on `plan`, when the test needs no more of them. */
export const newStudioApi = async (t: TestApp, plan: Plan = 'free') => (await newStudio(t, plan)).api;

/** GET /clients/{id}/overview, the client page's one read (decision 126), asserting it answered. */
export async function clientOverviewOf(api: ReturnType<typeof businessApi>, clientId: string): Promise<ClientOverview> {
  const res = await api.call('GET', `/clients/${clientId}/overview`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.message).toBe('Client page loaded');
  return res.body.data.overview as ClientOverview;
}

/** The error envelope every 4xx carries (decision 005): checked the same way everywhere. */
export function expectErrorEnvelope(body: unknown, status: number, code?: string) {
  expect(body).toMatchObject({ success: false, status_code: status, message: expect.any(String) });
  if (code) expect((body as { code: string }).code).toBe(code);
}

/** A syntactically valid UUID that names nothing. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
