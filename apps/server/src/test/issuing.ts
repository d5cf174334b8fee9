import type { Invoice } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { taxSettings, workspaceMembers } from '../db/schema/index.js';
import { newStudio } from './business.js';
import type { TestApp } from './harness.js';

type Json = Record<string, unknown>;

/**
 * A Premium studio for the issued-documents tests (decisions 163, 165): its API, a client, and
 * helpers that assert the status each step expects.
 */
export async function issuingStudio(t: TestApp, plan: 'premium' | 'enterprise' = 'premium') {
  const s = await newStudio(t, plan);
  const client = await s.api.createClient({ name: 'Amaka Obi' });
  const [member] = await t.ctx.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, s.user.id)).limit(1);
  const workspaceId = member?.workspaceId ?? '';
  const ok = async (status: number, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: Json) => {
    const res = await s.api.call(method, url, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body.data;
  };
  const draft = async (body: Json = {}) => {
    const next = (await ok(200, 'GET', '/invoices/next-number')).invoiceNumber as string;
    const data = await ok(201, 'POST', '/invoices', {
      clientId: client.id,
      invoiceNumber: next,
      dueDate: '2031-01-31',
      items: [{ description: 'Hemming', quantity: 1, rate: 100 }],
      ...body,
    });
    return data.invoice as Invoice;
  };
  const get = async (id: string) => (await ok(200, 'GET', `/invoices/${id}`)).invoice as Invoice;
  const issue = async (id: string) => (await ok(200, 'POST', `/invoices/${id}/issue`)).invoice as Invoice;
  const credit = async (id: string, body: Json) => {
    const data = await ok(201, 'POST', `/invoices/${id}/credit-notes`, body);
    return { creditNote: data.creditNote as Invoice, invoice: data.invoice as Invoice };
  };
  const pay = async (id: string, amount: number) =>
    (await ok(201, 'POST', `/invoices/${id}/payments`, { amount, date: '2030-06-01', method: 'cash' })).invoice as Invoice;
  const settings = async (values: Partial<typeof taxSettings.$inferInsert>) => {
    await t.ctx.db
      .insert(taxSettings)
      .values({ workspaceId, ...values })
      .onConflictDoUpdate({ target: taxSettings.workspaceId, set: values });
  };
  return { ...s, client, workspaceId, ok, draft, get, issue, credit, pay, settings };
}
