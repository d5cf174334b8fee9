import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessApi } from '../../test/business.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';
import { call, joinedMember } from '../../test/team.js';

/** Staff see no money (decision 072): the dashboard's revenue and the log's invoice and payment lines are not theirs to read. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the dashboard as staff', () => {
  it('answers no revenue and leaves invoice and payment entries out of the activity, which a manager sees', async () => {
    const owner = await createVerifiedUser(t, { plan: 'enterprise' });
    const staff = await joinedMember(t, owner, 'staff');
    const manager = await joinedMember(t, owner, 'manager');
    const api = businessApi(t, owner.token);
    const client = await api.createClient({ name: 'Ada Okafor' });
    const invoice = await api.call('POST', '/invoices', {
      clientId: client.id,
      invoiceNumber: 'INV-0001',
      dueDate: '2027-01-31',
      items: [{ description: 'Hem', quantity: 1, rate: 40 }],
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);

    const asStaff = await call(t, staff.token, 'GET', '/dashboard/stats');
    expect(asStaff.status).toBe(200);
    expect(asStaff.body.data.revenue).toBeNull();
    const staffTypes = (asStaff.body.data.recentActivity as { entityType: string }[]).map((e) => e.entityType);
    expect(staffTypes).toContain('client');
    expect(staffTypes).not.toContain('invoice');
    const staffLog = await call(t, staff.token, 'GET', '/activity?limit=50');
    expect((staffLog.body.data.activity as { entityType: string }[]).map((e) => e.entityType)).not.toContain('invoice');

    const asManager = await call(t, manager.token, 'GET', '/dashboard/stats');
    expect(asManager.body.data.revenue).toMatchObject({ currentMonth: 0 });
    expect((asManager.body.data.recentActivity as { entityType: string }[]).map((e) => e.entityType)).toContain('invoice');
  });
});
