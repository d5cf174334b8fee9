import { DEFAULT_SETTINGS } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index.js';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { jumpClock, mailParts, wrongCode } from '../../test/fixtures.js';
import { createTestApp, createVerifiedUser, latestCode, outboxFor, uniqueEmail, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const signin = (email: string, password: string, ip = '10.77.0.1') =>
  t.request({ method: 'POST', url: '/api/v1/auth/signin', remoteAddress: ip, payload: { email, password } });

describe('GET /api/v1/user/profile', () => {
  it('answers the user, the profile fields, the default settings and the open sessions', async () => {
    const u = await createVerifiedUser(t);
    const res = await businessApi(t, u.token).call('GET', '/user/profile');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Profile loaded' });
    const user = res.body.data.user as Record<string, unknown>;
    expect(user).toMatchObject({
      id: u.user.id,
      email: u.email,
      firstName: 'Test',
      phone: '',
      address: '',
      bio: '',
      website: '',
      pendingEmail: '',
      is2FAEnabled: false,
      hasPassword: true,
      settings: DEFAULT_SETTINGS,
    });
    const sessions = user.activeSessions as { id: string; device: string; location: string; lastActive: string; current: boolean }[];
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ current: true, device: expect.any(String) });
    expect(sessions[0]!.location).toMatch(/^10\.9\./);
    expect(new Date(sessions[0]!.lastActive).toISOString()).toBe(sessions[0]!.lastActive);
  });

  it('lists every open session, newest activity first, marking only the current one', async () => {
    const u = await createVerifiedUser(t);
    const phone = await t.request({
      method: 'POST',
      url: '/api/v1/auth/signin',
      remoteAddress: '192.0.2.44',
      headers: {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      },
      payload: { email: u.email, password: u.password },
    });
    const phoneToken = phone.json().data.token as string;
    const list = async (token: string) =>
      (await businessApi(t, token).call('GET', '/user/profile')).body.data.user as {
        activeSessions: { device: string; location: string; current: boolean }[];
      };
    const fromPhone = await list(phoneToken);
    expect(fromPhone.activeSessions).toHaveLength(2);
    expect(fromPhone.activeSessions[0]).toMatchObject({ device: 'Safari on iOS', location: '192.0.2.44', current: true });
    expect(fromPhone.activeSessions[1]!.current).toBe(false);
    // An ended session is not listed.
    await t.request({ method: 'POST', url: '/api/v1/auth/logout', token: phoneToken });
    expect((await list(u.token)).activeSessions).toHaveLength(1);
  });

  it('needs a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/user/profile' });
    expectErrorEnvelope(res.json(), 401, 'UNAUTHORIZED');
  });
});

describe('PATCH /api/v1/user/profile', () => {
  it('saves the fields, trims them, and clears optional ones with ""', async () => {
    const u = await createVerifiedUser(t);
    const api = businessApi(t, u.token);
    const res = await api.call('PATCH', '/user/profile', {
      firstName: ' Ada ',
      lastName: 'Lovelace',
      businessName: 'Ada Couture',
      phone: '+44 20 7946 0000',
      address: '12 Savile Row, London',
      bio: 'Bespoke tailoring since 1843.',
      website: 'https://ada.example.com',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully');
    expect(res.body.data.user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      businessName: 'Ada Couture',
      website: 'https://ada.example.com',
      bio: 'Bespoke tailoring since 1843.',
    });
    const cleared = await api.call('PATCH', '/user/profile', { phone: '', bio: '  ', website: '' });
    expect(cleared.body.data.user).toMatchObject({ phone: '', bio: '', website: '', firstName: 'Ada', address: '12 Savile Row, London' });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row).toMatchObject({ phone: null, bio: null, website: null });
    // GET /auth answers the same base user.
    const me = await api.call('GET', '/auth');
    expect(me.body.data.user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it.each([
    ['blank first name', { firstName: '  ' }, 'firstName'],
    ['first name too long', { firstName: 'x'.repeat(61) }, 'firstName'],
    ['last name too long', { lastName: 'x'.repeat(61) }, 'lastName'],
    ['business name too long', { businessName: 'x'.repeat(121) }, 'businessName'],
    ['phone too long', { phone: '1'.repeat(41) }, 'phone'],
    ['address too long', { address: 'a'.repeat(301) }, 'address'],
    ['bio too long', { bio: 'b'.repeat(1001) }, 'bio'],
    ['website too long', { website: `https://example.com/${'p'.repeat(300)}` }, 'website'],
    ['website not a URL', { website: 'my site' }, 'website'],
    ['javascript: website', { website: 'javascript:alert(1)' }, 'website'],
    ['ftp website', { website: 'ftp://files.example.com' }, 'website'],
    ['data: website', { website: 'data:text/html,<script>alert(1)</script>' }, 'website'],
    ['website without a domain', { website: 'https://localhost' }, 'website'],
    ['bad email', { email: 'not-an-email' }, 'email'],
    ['NUL in bio', { bio: 'a\u0000b' }, 'bio'],
    ['unknown field', { isAdmin: true }, 'isAdmin'],
    ['settings here', { settings: { theme: 'dark' } }, 'settings'],
    ['wrong type', { firstName: 42 }, 'firstName'],
  ])('refuses %s with 422 on the field', async (_label, body, field) => {
    const u = await createVerifiedUser(t);
    const res = await businessApi(t, u.token).call('PATCH', '/user/profile', body);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
  });

  it('accepts the longest allowed values and an http website', async () => {
    const u = await createVerifiedUser(t);
    const res = await businessApi(t, u.token).call('PATCH', '/user/profile', {
      firstName: 'x'.repeat(60),
      bio: 'b'.repeat(1000),
      phone: '1'.repeat(40),
      website: 'http://example.com',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('changing the email address', () => {
  it('waits for the code sent to the new address; the old address signs in until then', async () => {
    const u = await createVerifiedUser(t);
    const api = businessApi(t, u.token);
    const next = uniqueEmail('moved');
    const res = await api.call('PATCH', '/user/profile', { email: next.toUpperCase(), bio: 'New bio', currentPassword: u.password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.user).toMatchObject({ email: u.email, pendingEmail: next, bio: 'New bio' });
    expect(outboxFor(t.dataDir, next)).toHaveLength(1);
    expect(mailParts(outboxFor(t.dataDir, next)[0]!).find((p) => p.contentType === 'text/plain')?.body).toContain(
      'move your Atelier account',
    );

    expect((await signin(u.email, u.password)).statusCode).toBe(200);
    expect((await signin(next, u.password)).statusCode).toBe(401);
    // Saving the form again with the current or the pending address sends nothing more.
    await api.call('PATCH', '/user/profile', { email: u.email, firstName: 'Ada' });
    await api.call('PATCH', '/user/profile', { email: next });
    expect(outboxFor(t.dataDir, next)).toHaveLength(1);
    expect((await api.call('GET', '/user/profile')).body.data.user).toMatchObject({ pendingEmail: next, firstName: 'Ada' });

    const code = latestCode(t.dataDir, next);
    const wrong = await api.call('POST', '/user/email/confirm', { otp: wrongCode(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_OTP');
    expect((await api.call('GET', '/user/profile')).body.data.user).toMatchObject({ email: u.email, pendingEmail: next });

    const done = await api.call('POST', '/user/email/confirm', { otp: code });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe('Email updated successfully');
    expect(done.body.data.user).toMatchObject({ email: next, pendingEmail: '', isEmailVerified: true });
    expect((await signin(next, u.password)).statusCode).toBe(200);
    expect((await signin(u.email, u.password)).statusCode).toBe(401);
    // The old address is told.
    const notice = outboxFor(t.dataDir, u.email).at(-1)!;
    expect(notice).toMatch(/^Subject: Your Atelier email address was changed/m);
    // The code is single use, and nothing is pending any more.
    const again = await api.call('POST', '/user/email/confirm', { otp: code });
    expect(again.status).toBe(400);
  });

  it('refuses an address another account has with 409 EMAIL_TAKEN on email, sending nothing', async () => {
    const a = await createVerifiedUser(t);
    const b = await createVerifiedUser(t);
    const before = outboxFor(t.dataDir, b.email).length;
    const res = await businessApi(t, a.token).call('PATCH', '/user/profile', {
      email: b.email,
      bio: 'unchanged?',
      currentPassword: a.password,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('EMAIL_TAKEN');
    expect(res.body.errors).toEqual([{ field: 'email', message: expect.any(String) }]);
    expect(outboxFor(t.dataDir, b.email)).toHaveLength(before);
    expect((await businessApi(t, a.token).call('GET', '/user/profile')).body.data.user).toMatchObject({ bio: '', pendingEmail: '' });
  });

  it('refuses the confirmation with 409 when another account took the address meanwhile', async () => {
    const a = await createVerifiedUser(t);
    const target = uniqueEmail('contested');
    const api = businessApi(t, a.token);
    await api.call('PATCH', '/user/profile', { email: target, currentPassword: a.password });
    const code = latestCode(t.dataDir, target);
    await createVerifiedUser(t, { email: target });
    const res = await api.call('POST', '/user/email/confirm', { otp: code });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('EMAIL_TAKEN');
    expect((await api.call('GET', '/user/profile')).body.data.user).toMatchObject({ email: a.email, pendingEmail: '' });
  });

  it('resends the code (within the send limits) and cancels the change', async () => {
    const u = await createVerifiedUser(t);
    const api = businessApi(t, u.token);
    expect((await api.call('POST', '/user/email/resend')).status).toBe(400);
    const next = uniqueEmail('resend');
    await api.call('PATCH', '/user/profile', { email: next, currentPassword: u.password });
    const first = latestCode(t.dataDir, next);
    // One code per minute per address and network, as the sign-up codes.
    const limited = await api.call('POST', '/user/email/resend');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    jumpClock(61_000);
    const resent = await api.call('POST', '/user/email/resend');
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(outboxFor(t.dataDir, next)).toHaveLength(2);
    const second = latestCode(t.dataDir, next);

    const cancelled = await api.call('POST', '/user/email/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.user).toMatchObject({ email: u.email, pendingEmail: '' });
    const late = await api.call('POST', '/user/email/confirm', { otp: second });
    expect(late.status).toBe(400);
    expect(first).toMatch(/^\d{4}$/);
    expect((await api.call('GET', '/user/profile')).body.data.user).toMatchObject({ email: u.email });
  });

  it('refuses a malformed code with 422', async () => {
    const u = await createVerifiedUser(t);
    for (const otp of ['123', '12345', 'abcd', '']) {
      const res = await businessApi(t, u.token).call('POST', '/user/email/confirm', { otp });
      expect(res.status).toBe(422);
    }
  });
});
