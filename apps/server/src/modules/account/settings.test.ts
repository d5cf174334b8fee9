import { DEFAULT_SETTINGS } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { businessApi } from '../../test/business.js';
import { signupPayload } from '../../test/fixtures.js';
import { createTestApp, createVerifiedUser, latestCode, uniqueEmail, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const settingsOf = (body: { data: Record<string, unknown> }) => (body.data.user as { settings: Record<string, unknown> }).settings;

describe('PATCH /api/v1/user/notifications', () => {
  it('merges the given switches, keeps the others, and answers the profile', async () => {
    const u = await createVerifiedUser(t);
    const api = businessApi(t, u.token);
    const res = await api.call('PATCH', '/user/notifications', { settings: { projectDeadlines: false, pushNotifications: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Notifications updated successfully');
    expect(settingsOf(res.body)).toEqual({ ...DEFAULT_SETTINGS, projectDeadlines: false, pushNotifications: true });
    const again = await api.call('PATCH', '/user/notifications', { settings: { emailNotifications: false } });
    expect(settingsOf(again.body)).toMatchObject({ emailNotifications: false, projectDeadlines: false, pushNotifications: true });
    // Every device sees them: the session user carries them too.
    expect(settingsOf((await api.call('GET', '/auth')).body)).toMatchObject({ emailNotifications: false, projectDeadlines: false });
  });

  it('keeps the newsletter column in step with marketingEmails', async () => {
    const u = await createVerifiedUser(t);
    const api = businessApi(t, u.token);
    const column = async () => (await t.ctx.db.select().from(users).where(eq(users.id, u.user.id)))[0]!.subscribeToNewsletter;
    expect(await column()).toBe(false);
    await api.call('PATCH', '/user/notifications', { settings: { marketingEmails: true } });
    expect(await column()).toBe(true);
    await api.call('PATCH', '/user/notifications', { settings: { marketingEmails: false, clientMessages: false } });
    expect(await column()).toBe(false);
    expect(settingsOf((await api.call('GET', '/user/profile')).body)).toMatchObject({ marketingEmails: false, clientMessages: false });
  });

  it('starts marketingEmails from the signup newsletter choice', async () => {
    for (const choice of [true, false]) {
      const email = uniqueEmail('newsletter');
      const signup = await t.request({
        method: 'POST',
        url: '/api/v1/auth/signup',
        remoteAddress: '10.66.0.1',
        payload: signupPayload(email, { subscribeToNewsletter: choice }),
      });
      expect(signup.statusCode).toBe(201);
      expect(signup.json().data.user.settings.marketingEmails).toBe(choice);
      await t.request({
        method: 'POST',
        url: '/api/v1/auth/verify-otp',
        remoteAddress: '10.66.0.1',
        payload: { email, otp: latestCode(t.dataDir, email) },
      });
      const signin = await t.request({
        method: 'POST',
        url: '/api/v1/auth/signin',
        remoteAddress: '10.66.0.1',
        payload: { email, password: 'correct horse battery' },
      });
      const profile = await businessApi(t, signin.json().data.token).call('GET', '/user/profile');
      expect(settingsOf(profile.body).marketingEmails).toBe(choice);
    }
  });

  it.each([
    ['an unknown key', { settings: { smsNotifications: true } }, 'settings'],
    ['a preference key', { settings: { theme: 'dark' } }, 'settings'],
    ['a string for a switch', { settings: { emailNotifications: 'yes' } }, 'settings.emailNotifications'],
    ['null for a switch', { settings: { projectDeadlines: null } }, 'settings.projectDeadlines'],
    ['no settings object', {}, 'settings'],
    ['settings not an object', { settings: [true] }, 'settings'],
    ['a key beside settings', { settings: {}, emailNotifications: false }, 'emailNotifications'],
  ])('refuses %s with 422', async (_label, body, field) => {
    const u = await createVerifiedUser(t);
    const api = businessApi(t, u.token);
    const res = await api.call('PATCH', '/user/notifications', body);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.errors?.map((e) => e.field).some((f) => f === field || f.startsWith(`${field}.`))).toBe(true);
    expect(settingsOf((await api.call('GET', '/user/profile')).body)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('PATCH /api/v1/user/preferences', () => {
  it('saves every preference and answers them merged with the notifications', async () => {
    const u = await createVerifiedUser(t);
    const api = businessApi(t, u.token);
    const prefs = {
      theme: 'dark',
      language: 'fr',
      timezone: 'Pacific/Auckland',
      currency: 'EUR',
      measurementUnit: 'cm',
      defaultProjectDuration: 30,
    };
    const res = await api.call('PATCH', '/user/preferences', { settings: prefs });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Preferences updated successfully');
    expect(settingsOf(res.body)).toEqual({ ...DEFAULT_SETTINGS, ...prefs });
    const one = await api.call('PATCH', '/user/preferences', { settings: { theme: 'system' } });
    expect(settingsOf(one.body)).toEqual({ ...DEFAULT_SETTINGS, ...prefs, theme: 'system' });
  });

  it.each([
    ['the first and last days', { defaultProjectDuration: 1 }],
    ['a year', { defaultProjectDuration: 365 }],
    ['UTC', { timezone: 'UTC' }],
    ['a zone with three parts', { timezone: 'America/Argentina/Buenos_Aires' }],
    ['each required currency', { currency: 'NGN' }],
    ['inches', { measurementUnit: 'inches' }],
    ['light', { theme: 'light' }],
    ['nothing', {}],
  ])('accepts %s', async (_label, settings) => {
    const u = await createVerifiedUser(t);
    const res = await businessApi(t, u.token).call('PATCH', '/user/preferences', { settings });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(settingsOf(res.body)).toMatchObject(settings);
  });

  it('accepts every currency the issue names', async () => {
    const u = await createVerifiedUser(t);
    const api = businessApi(t, u.token);
    for (const currency of ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NGN', 'GHS', 'KES', 'ZAR', 'INR']) {
      const res = await api.call('PATCH', '/user/preferences', { settings: { currency } });
      expect(res.status, currency).toBe(200);
    }
  });

  it.each([
    ['theme "blue"', { theme: 'blue' }, 'settings.theme'],
    ['theme "Dark"', { theme: 'Dark' }, 'settings.theme'],
    ['a language without a catalog', { language: 'xx' }, 'settings.language'],
    ['a made-up time zone', { timezone: 'Mars/Olympus_Mons' }, 'settings.timezone'],
    ['an offset instead of a zone', { timezone: '+02:00' }, 'settings.timezone'],
    ['an empty time zone', { timezone: '' }, 'settings.timezone'],
    ['a currency outside the list', { currency: 'XYZ' }, 'settings.currency'],
    ['a lower-case currency', { currency: 'eur' }, 'settings.currency'],
    ['unit "mm"', { measurementUnit: 'mm' }, 'settings.measurementUnit'],
    ['duration 0', { defaultProjectDuration: 0 }, 'settings.defaultProjectDuration'],
    ['duration 366', { defaultProjectDuration: 366 }, 'settings.defaultProjectDuration'],
    ['duration 1.5', { defaultProjectDuration: 1.5 }, 'settings.defaultProjectDuration'],
    ['duration as a string', { defaultProjectDuration: '14' }, 'settings.defaultProjectDuration'],
    ['an unknown key', { fontSize: 14 }, 'settings.fontSize'],
    ['a notification key', { emailNotifications: false }, 'settings.emailNotifications'],
  ])('refuses %s with 422 and saves nothing', async (_label, settings, field) => {
    const u = await createVerifiedUser(t);
    const api = businessApi(t, u.token);
    const res = await api.call('PATCH', '/user/preferences', { settings: { theme: 'dark', ...settings } });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
    expect(settingsOf((await api.call('GET', '/user/profile')).body)).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps both changes when two tabs save at once', async () => {
    const u = await createVerifiedUser(t);
    const api = businessApi(t, u.token);
    await Promise.all([
      api.call('PATCH', '/user/preferences', { settings: { theme: 'dark' } }),
      api.call('PATCH', '/user/preferences', { settings: { currency: 'GBP' } }),
      api.call('PATCH', '/user/notifications', { settings: { projectDeadlines: false } }),
    ]);
    expect(settingsOf((await api.call('GET', '/user/profile')).body)).toMatchObject({
      theme: 'dark',
      currency: 'GBP',
      projectDeadlines: false,
    });
  });
});
