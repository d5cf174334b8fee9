import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientMessages,
  measurementRevisions,
  fitCorrections,
  fittings,
  activityEntries,
  billingCheckouts,
  billingNotices,
  paymentReceipts,
  sandboxCards,
  sandboxSessions,
  subscriptions,
  calendarEvents,
  invoicePayments,
  patterns,
  patternGenerations,
  calendarFeeds,
  calendarReminders,
  invoices,
  clients,
  measurements,
  measurementRequests,
  otpCodes,
  otpFailures,
  projects,
  recoveryCodes,
  sessions,
  storedFiles,
  twoFactorChallenges,
  users,
  workspaceMembers,
  workspaces,
  portalLinkReveals,
  portalLinks,
  notifications,
} from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { recordInInches } from '../../test/generator-samples.js';
import { wrongCode } from '../../test/fixtures.js';
import { createTestApp, createVerifiedUser, latestCode, outboxFor, type TestApp } from '../../test/harness.js';
import { makeLink, portalCall } from '../../test/portal.js';

/** A 1 × 1 white PNG: a pattern image, which is a stored file of the account. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Account = Awaited<ReturnType<typeof createVerifiedUser>>;

/** An account holding a row in every table that can hold its data. */
async function fullAccount(): Promise<Account> {
  const u = await createVerifiedUser(t, { plan: 'premium' });
  const api = businessApi(t, u.token);
  const client = await api.createClient();
  const measurement = await api.createMeasurement(client.id);
  // An edit keeps the value it replaced (decision 130).
  expect(
    (await api.call('PATCH', `/measurements/${measurement.id}`, { measurements: [{ name: 'Bust', size: 35, unit: 'inches' }] })).status,
  ).toBe(200);
  // A request to measure at home (decision 084).
  expect((await api.call('POST', `/clients/${client.id}/measurement-requests`, { garmentType: 'dress', unit: 'cm' })).status).toBe(201);
  const project = await api.createProject(client.id);
  // A fitting with a correction (decision 086).
  const fitting = await api.call('POST', `/projects/${project.id}/fittings`, {
    fittedOn: '2030-01-01T10:00:00Z',
    corrections: [{ target: 'measurement', name: 'Waist', change: 2, unit: 'cm' }],
  });
  expect(fitting.status).toBe(201);
  const invoice = await api.call('POST', '/invoices', {
    clientId: client.id,
    invoiceNumber: 'D-1',
    dueDate: '2030-01-01',
    items: [{ description: 'Hem', quantity: 1, rate: 10 }],
  });
  expect(invoice.status).toBe(201);
  const invoiceId = (invoice.body.data as { invoice: { id: string } }).invoice.id;
  expect((await api.call('POST', `/invoices/${invoiceId}/payments`, { amount: 5, date: '2030-01-01', method: 'cash' })).status).toBe(201);
  expect((await api.call('POST', '/patterns', { name: 'Block', base64Image: `data:image/png;base64,${ONE_PIXEL_PNG}` })).status).toBe(201);
  // A generated pattern: its draft, preview file and the month's generation row.
  const generated = await api.call('POST', '/patterns/generate', {
    clientId: client.id,
    measurementId: null,
    garmentType: 'Skirt',
    style: 'Casual',
    sizeRange: 'M-L',
    fabricType: 'Cotton',
    extraMeasurements: await recordInInches('penelope'),
  });
  expect(generated.status).toBe(201);
  // A fitting in the future has a reminder row; the feed is a row of its own.
  const event = await api.call('POST', '/calendar', {
    clientId: client.id,
    title: 'Fitting',
    type: 'fitting',
    startTime: '2030-01-02T10:00:00Z',
    endTime: '2030-01-02T11:00:00Z',
  });
  expect(event.status).toBe(201);
  expect((await api.call('POST', '/calendar/feed')).status).toBe(201);
  // The client's portal link and what the client told the studio through it (decision 082).
  const { token: portal } = await makeLink(t, u.token, client.id);
  expect((await portalCall(t, 'POST', `${portal}/messages`, { payload: { message: 'Hello' } })).statusCode).toBe(201);
  // Subscriptions: a checkout left open, then a card payment, a receipt and a billing mail.
  expect((await api.call('POST', '/subscriptions', { planId: 'enterprise' })).status).toBe(200);
  const card = await api.call('POST', '/subscriptions/sandbox/payment-methods', {
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
  });
  const paymentMethodId = (card.body.data as { paymentMethod: { id: string } }).paymentMethod.id;
  expect((await api.call('POST', '/subscriptions', { planId: 'enterprise', paymentMethodId })).status).toBe(200);
  const db = t.ctx.db;
  await db.insert(billingNotices).values({ userId: u.user.id, kind: 'trial-3-days', about: new Date() });
  await db.insert(recoveryCodes).values({ userId: u.user.id, codeHash: 'h' });
  await db
    .insert(twoFactorChallenges)
    .values({ userId: u.user.id, tokenHash: `t-${u.user.id}`, method: 'password', device: 'x', expiresAt: new Date(Date.now() + 60_000) });
  await db
    .insert(storedFiles)
    .values({ ownerId: u.user.id, kind: 'avatar', contentType: 'image/png', byteSize: 3, data: Buffer.from('abc') });
  // Rows kept by address only: a code for the (already verified) address is stored for no account
  // (sent from another network: sends are limited per address and network, whatever the purpose),
  // and a wrong code counted against the address.
  await t.request({ method: 'POST', url: '/api/v1/auth/send-otp', remoteAddress: '203.0.113.9', payload: { email: u.email } });
  await db.insert(otpFailures).values({ email: u.email, purpose: 'verify' });
  return u;
}

/** Rows per table that belong to the account (by user, studio or address). */
async function rowsOf(userId: string, email: string): Promise<Record<string, number>> {
  const db = t.ctx.db;
  const studios = db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.ownerId, userId));
  const count = async (table: PgTable, where: SQL | undefined) =>
    Number(
      (
        await db
          .select({ n: sql<number>`count(*)` })
          .from(table)
          .where(where)
      )[0]!.n,
    );
  return {
    users: await count(users, eq(users.id, userId)),
    sessions: await count(sessions, eq(sessions.userId, userId)),
    otp_codes: await count(otpCodes, or(eq(otpCodes.userId, userId), eq(otpCodes.email, email))),
    otp_failures: await count(otpFailures, eq(otpFailures.email, email)),
    workspaces: await count(workspaces, eq(workspaces.ownerId, userId)),
    workspace_members: await count(workspaceMembers, eq(workspaceMembers.userId, userId)),
    clients: await count(clients, inArray(clients.workspaceId, studios)),
    measurements: await count(measurements, inArray(measurements.workspaceId, studios)),
    measurement_revisions: await count(measurementRevisions, inArray(measurementRevisions.workspaceId, studios)),
    measurement_requests: await count(measurementRequests, inArray(measurementRequests.workspaceId, studios)),
    projects: await count(projects, inArray(projects.workspaceId, studios)),
    fittings: await count(fittings, inArray(fittings.workspaceId, studios)),
    fit_corrections: await count(fitCorrections, inArray(fitCorrections.workspaceId, studios)),
    recovery_codes: await count(recoveryCodes, eq(recoveryCodes.userId, userId)),
    two_factor_challenges: await count(twoFactorChallenges, eq(twoFactorChallenges.userId, userId)),
    stored_files: await count(storedFiles, eq(storedFiles.ownerId, userId)),
    invoices: await count(invoices, inArray(invoices.workspaceId, studios)),
    calendar_events: await count(calendarEvents, inArray(calendarEvents.workspaceId, studios)),
    calendar_reminders: await count(
      calendarReminders,
      inArray(
        calendarReminders.eventId,
        db.select({ id: calendarEvents.id }).from(calendarEvents).where(inArray(calendarEvents.workspaceId, studios)),
      ),
    ),
    calendar_feeds: await count(calendarFeeds, eq(calendarFeeds.userId, userId)),
    invoice_payments: await count(invoicePayments, inArray(invoicePayments.workspaceId, studios)),
    activity_entries: await count(activityEntries, inArray(activityEntries.workspaceId, studios)),
    patterns: await count(patterns, inArray(patterns.workspaceId, studios)),
    pattern_generations: await count(patternGenerations, inArray(patternGenerations.workspaceId, studios)),
    subscriptions: await count(subscriptions, eq(subscriptions.userId, userId)),
    billing_checkouts: await count(billingCheckouts, eq(billingCheckouts.userId, userId)),
    payment_receipts: await count(paymentReceipts, eq(paymentReceipts.userId, userId)),
    billing_notices: await count(billingNotices, eq(billingNotices.userId, userId)),
    sandbox_cards: await count(sandboxCards, eq(sandboxCards.userId, userId)),
    sandbox_sessions: await count(sandboxSessions, eq(sandboxSessions.userId, userId)),
    portal_links: await count(portalLinks, inArray(portalLinks.workspaceId, studios)),
    // Who a link was shown to (decision 102): the maker of the account's link.
    portal_link_reveals: await count(portalLinkReveals, eq(portalLinkReveals.userId, userId)),
    notifications: await count(notifications, inArray(notifications.workspaceId, studios)),
    // The conversation with the client (decision 131): the message sent through the portal.
    client_messages: await count(clientMessages, inArray(clientMessages.workspaceId, studios)),
  };
}

async function totals(): Promise<Record<string, number>> {
  const tables = {
    users,
    sessions,
    otp_codes: otpCodes,
    otp_failures: otpFailures,
    workspaces,
    workspace_members: workspaceMembers,
    clients,
    measurements,
    measurement_revisions: measurementRevisions,
    measurement_requests: measurementRequests,
    projects,
    fittings,
    fit_corrections: fitCorrections,
    recovery_codes: recoveryCodes,
    two_factor_challenges: twoFactorChallenges,
    stored_files: storedFiles,
    invoices,
    calendar_events: calendarEvents,
    calendar_reminders: calendarReminders,
    calendar_feeds: calendarFeeds,
    invoice_payments: invoicePayments,
    activity_entries: activityEntries,
    patterns,
    pattern_generations: patternGenerations,
    subscriptions,
    billing_checkouts: billingCheckouts,
    payment_receipts: paymentReceipts,
    billing_notices: billingNotices,
    sandbox_cards: sandboxCards,
    sandbox_sessions: sandboxSessions,
    portal_links: portalLinks,
    portal_link_reveals: portalLinkReveals,
    notifications,
    client_messages: clientMessages,
  };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables))
    out[name] = Number((await t.ctx.db.select({ n: sql<number>`count(*)` }).from(table as PgTable))[0]!.n);
  return out;
}

describe('POST /api/v1/user/delete-account', () => {
  it('with the password removes every row of the account and nothing of another account', async () => {
    const victim = await fullAccount();
    const bystander = await fullAccount();
    const mine = await rowsOf(victim.user.id, victim.email);
    const theirs = await rowsOf(bystander.user.id, bystander.email);
    // The test can fail: each table holds rows of both accounts.
    for (const [table, n] of Object.entries({ ...mine, ...theirs })) expect(n, table).toBeGreaterThan(0);
    const before = await totals();

    const res = await businessApi(t, victim.token).call('POST', '/user/delete-account', { password: victim.password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: 'Account deleted successfully', data: {} });

    expect(
      Object.values(await rowsOf(victim.user.id, victim.email)).every((n) => n === 0),
      JSON.stringify(await rowsOf(victim.user.id, victim.email)),
    ).toBe(true);
    expect(await rowsOf(bystander.user.id, bystander.email)).toEqual(theirs);
    const after = await totals();
    for (const table of Object.keys(before)) expect(after[table], table).toBe(before[table]! - mine[table]!);

    // Its token is refused, it cannot sign in, and the address was told.
    expect((await t.request({ method: 'GET', url: '/api/v1/auth', token: victim.token })).statusCode).toBe(401);
    const signin = await t.request({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: victim.email, password: victim.password },
    });
    expect(signin.statusCode).toBe(401);
    expect(outboxFor(t.dataDir, victim.email).at(-1)).toMatch(/^Subject: Your Atelier account was deleted/m);
    expect((await t.request({ method: 'GET', url: '/api/v1/auth', token: bystander.token })).statusCode).toBe(200);
  });

  it('refuses a wrong password with 400 INVALID_PASSWORD on password, deleting nothing', async () => {
    const u = await createVerifiedUser(t);
    const res = await businessApi(t, u.token).call('POST', '/user/delete-account', { password: 'not the password' });
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 400, 'INVALID_PASSWORD');
    expect(res.body.errors).toEqual([{ field: 'password', message: 'Password is incorrect' }]);
    expect((await rowsOf(u.user.id, u.email)).users).toBe(1);
  });

  it('needs the password or a code', async () => {
    const u = await createVerifiedUser(t);
    for (const body of [{}, { password: '' }]) {
      const res = await businessApi(t, u.token).call('POST', '/user/delete-account', body);
      expect(res.status).toBe(422);
      expect(res.body.errors?.[0]?.field).toBe('password');
    }
    for (const body of [{ otp: '12' }, { password: 42 }, { reason: 'bye' }]) {
      expect((await businessApi(t, u.token).call('POST', '/user/delete-account', body)).status).toBe(422);
    }
    expect((await rowsOf(u.user.id, u.email)).users).toBe(1);
  });

  it('deletes an account without a password (Google or Facebook) with a fresh emailed code', async () => {
    const u = await fullAccount();
    await t.ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, u.user.id));
    const api = businessApi(t, u.token);
    // Its password is gone: the password path says to use a code.
    const withPassword = await api.call('POST', '/user/delete-account', { password: u.password });
    expect(withPassword.status).toBe(400);
    expect(withPassword.body.errors?.[0]?.field).toBe('password');

    const sent = await api.call('POST', '/user/delete-account/code');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = latestCode(t.dataDir, u.email);
    expect(outboxFor(t.dataDir, u.email).at(-1)).toMatch(/^Subject: Your Atelier account deletion code/m);
    const wrong = await api.call('POST', '/user/delete-account', { otp: wrongCode(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_OTP');
    expect((await rowsOf(u.user.id, u.email)).users).toBe(1);

    const res = await api.call('POST', '/user/delete-account', { otp: code });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.values(await rowsOf(u.user.id, u.email)).every((n) => n === 0)).toBe(true);
  });

  it('refuses a code of another purpose', async () => {
    const u = await createVerifiedUser(t);
    // A verification code for the same address is not a deletion code.
    await t.request({ method: 'POST', url: '/api/v1/auth/send-otp', payload: { email: u.email } });
    const res = await businessApi(t, u.token).call('POST', '/user/delete-account', { otp: '1234' });
    expect(res.status).toBe(400);
    expect((await rowsOf(u.user.id, u.email)).users).toBe(1);
  });
});
