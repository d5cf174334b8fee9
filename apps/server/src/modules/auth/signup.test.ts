import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, users, workspaces } from '../../db/schema/index.js';
import { expectError, mailParts, nextIp, signupPayload } from '../../test/fixtures.js';
import { createTestApp, latestCode, outboxFor, uniqueEmail, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY = 24 * 3600_000;

function signup(payload: Record<string, unknown>, ip = nextIp()) {
  return t.request({ method: 'POST', url: '/api/v1/auth/signup', remoteAddress: ip, payload });
}

async function userRow(email: string) {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('POST /auth/signup', () => {
  it('answers 201 and stores the user unverified with the chosen plan and a hashed password', async () => {
    const email = uniqueEmail('signup');
    const res = await signup(signupPayload(email, { businessName: 'Stitch & Co', businessType: 'Bridal Boutique' }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      status_code: 201,
      message: 'Registration successful! Please verify your email.',
      data: {
        user: {
          email,
          firstName: 'Ada',
          lastName: 'Stitch',
          businessName: 'Stitch & Co',
          businessType: 'Bridal Boutique',
          isEmailVerified: false,
          plan: 'free',
        },
      },
    });
    expect(body.data.user._id).toBe(body.data.user.id);
    expect(body.data.user).not.toHaveProperty('passwordHash');

    const row = await userRow(email);
    expect(row?.isEmailVerified).toBe(false);
    expect(row?.plan).toBe('free');
    // argon2id with the parameters the issue names (m=19456 KiB, t=2, p=1).
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('stores the email lower-cased and refuses the same address in another case with 409 EMAIL_TAKEN', async () => {
    const email = uniqueEmail('dupe');
    expect((await signup(signupPayload(email.toUpperCase()))).statusCode).toBe(201);
    expect(await userRow(email)).toBeDefined();
    const body = expectError(await signup(signupPayload(email.replace(/^./, (c) => c.toUpperCase()))), 409, 'EMAIL_TAKEN');
    expect(body.errors).toEqual([{ field: 'email', message: expect.any(String) }]);
  });

  it('lets only one of two simultaneous sign-ups with one address through; the other is 409, not 500', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([signup(signupPayload(email)), signup(signupPayload(email.toUpperCase()))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it.each(['premium', 'enterprise'] as const)('starts a 14-day trial on %s', async (plan) => {
    const email = uniqueEmail(plan);
    const res = await signup(signupPayload(email, { selectedPlan: plan }));
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json().data.user as { plan: string; isSubActive: boolean; trialEndDate: string };
    expect(user.plan).toBe(plan);
    expect(user.isSubActive).toBe(true);
    const ahead = new Date(user.trialEndDate).getTime() - Date.now();
    expect(Math.abs(ahead - 14 * DAY)).toBeLessThan(60_000);
  });

  it('gives free accounts no trial: isSubActive false, trialEndDate null', async () => {
    const res = await signup(signupPayload(uniqueEmail('free'), { selectedPlan: 'free' }));
    expect(res.json().data.user).toMatchObject({ plan: 'free', isSubActive: false, trialEndDate: null });
  });

  it("stores the browser's zone sent at sign-up as the studio's; without one the studio is in UTC, not Europe/Berlin (decision 129)", async () => {
    const sent = uniqueEmail('signup-zone');
    expect((await signup(signupPayload(sent, { timezone: 'America/New_York' }))).statusCode).toBe(201);
    expect((await userRow(sent))!.settings).toMatchObject({ timezone: 'America/New_York' });
    const none = uniqueEmail('signup-nozone');
    const res = await signup(signupPayload(none));
    expect(res.statusCode, res.body).toBe(201);
    expect((await userRow(none))!.settings).toMatchObject({ timezone: 'UTC' });
    expect(res.json().data.user.settings).toMatchObject({ timezone: 'UTC', conventionsConfirmedAt: '' });
    const bad = await signup(signupPayload(uniqueEmail('signup-badzone'), { timezone: 'Mars/Olympus' }));
    expectError(bad, 422, 'VALIDATION_ERROR');
  });

  it('defaults to the free plan when none is chosen', async () => {
    const { selectedPlan: _omit, ...payload } = signupPayload(uniqueEmail('noplan'));
    const res = await signup(payload);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.user).toMatchObject({ plan: 'free', isSubActive: false });
  });

  it.each([
    ['password', 'short', 'x'.repeat(7)],
    ['password', 'long', 'x'.repeat(129)],
    ['firstName', 'empty', '   '],
    ['firstName', 'long', 'x'.repeat(61)],
    ['lastName', 'long', 'x'.repeat(61)],
    ['businessName', 'long', 'x'.repeat(121)],
    ['businessType', 'unknown', 'Plumber'],
    ['email', 'malformed', 'not-an-email'],
    ['email', 'long', `${'x'.repeat(250)}@example.com`],
    ['selectedPlan', 'unknown', 'platinum'],
    ['agreeToTerms', 'false', false],
  ])('refuses %s (%s) with 422 naming the field', async (field, _case, value) => {
    const email = uniqueEmail('invalid');
    const body = expectError(await signup(signupPayload(email, { [field]: value })), 422, 'VALIDATION_ERROR');
    expect(body.errors?.map((e) => e.field)).toContain(field);
    expect(await userRow(email)).toBeUndefined();
  });

  it('accepts passwords of exactly 8 and 128 characters and names of 60', async () => {
    const a = await signup(signupPayload(uniqueEmail('min'), { password: 'Tw33d!qZ', firstName: 'f'.repeat(60) }));
    expect(a.statusCode, a.body).toBe(201);
    const b = await signup(signupPayload(uniqueEmail('max'), { password: 'tweed-and-linen '.repeat(8), businessName: 'b'.repeat(120) }));
    expect(b.statusCode, b.body).toBe(201);
  });

  // A security probe found these were accepted.
  it.each([
    ['a run of digits', () => '12345678'],
    ['a common word', () => 'password'],
    ['a leaked favourite', () => 'iloveyou1'],
    ['a keyboard walk', () => 'qwertyuiop'],
    ['the email address', (email: string) => email],
    ['the name part of the email', (email: string) => `${email.split('@')[0]}2026`],
  ])('refuses a password that is %s with 422 on field password, and creates no account', async (_case, make) => {
    const email = uniqueEmail('weak');
    const body = expectError(await signup(signupPayload(email, { password: make(email) })), 422, 'VALIDATION_ERROR');
    expect(body.errors).toEqual([{ field: 'password', message: expect.stringMatching(/guess|email/) }]);
    expect(await userRow(email)).toBeUndefined();
  });

  it('mails a 4-digit code with HTML and text parts', async () => {
    const email = uniqueEmail('mail');
    await signup(signupPayload(email));
    const mails = outboxFor(t.dataDir, email);
    expect(mails).toHaveLength(1);
    const raw = mails[0]!;
    expect(raw).toMatch(/^Subject: Your Atelier verification code$/m);
    const code = latestCode(t.dataDir, email);
    expect(code).toMatch(/^\d{4}$/);
    const parts = mailParts(raw);
    const text = parts.find((p) => p.contentType === 'text/plain');
    const html = parts.find((p) => p.contentType === 'text/html');
    expect(text?.body).toContain(code);
    expect(html?.body).toContain(`>${code}</div>`);
    expect(html?.body).toContain('Ada');
  });

  it('writes the code mail in the browser’s language, the new account having chosen none yet (decision 203)', async () => {
    const email = uniqueEmail('sprache');
    const headers = { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' };
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/signup',
      remoteAddress: nextIp(),
      headers,
      payload: signupPayload(email),
    });
    expect(res.statusCode, res.body).toBe(201);
    const parts = mailParts(outboxFor(t.dataDir, email)[0]!);
    expect(parts.find((p) => p.contentType === 'text/plain')?.body).toContain(
      `Guten Tag Ada, mit diesem Code bestätigen Sie Ihre E-Mail-Adresse für Atelier.\n\n    ${latestCode(t.dataDir, email)}\n`,
    );
    expect(parts.find((p) => p.contentType === 'text/html')?.body).toContain('<html lang="de">');
  });

  it('names a studio without a business name after its owner in the browser’s language', async () => {
    const named = async (acceptLanguage: string, firstName: string) => {
      const email = uniqueEmail('atelier');
      const payload = { ...signupPayload(email), firstName, businessName: '' };
      const headers = { 'accept-language': acceptLanguage };
      const res = await t.request({ method: 'POST', url: '/api/v1/auth/signup', remoteAddress: nextIp(), headers, payload });
      expect(res.statusCode, res.body).toBe(201);
      const [studio] = await t.ctx.db
        .select()
        .from(workspaces)
        .where(eq(workspaces.ownerId, (await userRow(email))!.id));
      return studio!.name;
    };
    expect(await named('fr-FR,fr;q=0.9', 'Margaux')).toBe('Atelier de Margaux');
    expect(await named('fr-FR,fr;q=0.9', 'Élodie')).toBe('Atelier d’Élodie');
    expect(await named('es-ES', 'Lucía')).toBe('Taller de Lucía');
    expect(await named('de-DE', 'Jonas')).toBe('Atelier Jonas');
    expect(await named('en-GB', 'Ada')).toBe("Ada's studio");
  });

  it('stores the code hashed: no column of the otp_codes row holds it', async () => {
    const email = uniqueEmail('hash');
    await signup(signupPayload(email));
    const code = latestCode(t.dataDir, email);
    const user = await userRow(email);
    const rows = await t.ctx.db.select().from(otpCodes).where(eq(otpCodes.userId, user!.id));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.purpose).toBe('verify');
    expect(row.codeHash.length).toBeGreaterThanOrEqual(32);
    for (const value of Object.values(row)) expect(String(value)).not.toBe(code);
    // A 43-character digest holding the exact 4 digits would be a one-in-400,000 coincidence.
    expect(row.codeHash).not.toContain(code);
    const expiresIn = row.expiresAt.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
  });

  it('limits sign-ups per IP: the 21st within the hour is 429 RATE_LIMITED with Retry-After', async () => {
    const ip = nextIp();
    const email = uniqueEmail('flood');
    expect((await signup(signupPayload(email), ip)).statusCode).toBe(201);
    // Duplicates still count (the limit is checked first) and skip the password hashing.
    for (let i = 2; i <= 20; i++) expectError(await signup(signupPayload(email), ip), 409, 'EMAIL_TAKEN');
    const res = await signup(signupPayload(uniqueEmail('flood')), ip);
    expectError(res, 429, 'RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another network is not affected.
    expect((await signup(signupPayload(uniqueEmail('other')))).statusCode).toBe(201);
  });
});
