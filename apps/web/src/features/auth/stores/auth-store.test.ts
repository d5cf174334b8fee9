// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from './auth-store';

const user = { _id: 'u1', id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Stitch' };

/** Answers each call in turn with the given envelope data (or error envelope). */
function answer(...bodies: { status?: number; body: unknown }[]) {
  const fn = vi.fn(async () => {
    const next = bodies.shift()!;
    return new Response(JSON.stringify(next.body), { status: next.status ?? 200 });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
const ok = (data: unknown, message = 'ok') => ({ body: { success: true, status_code: 200, message, data } });

describe('auth store, two-factor sign-in', () => {
  beforeEach(() => useAuthStore.getState().clearSession());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps no token after the password when a challenge comes back, then signs in with the code', async () => {
    const fetch = answer(
      ok(
        { twoFactorRequired: true, challengeToken: 'ch-1', expiresAt: new Date(Date.now() + 300_000).toISOString() },
        'Logged in successfully!',
      ),
      ok({ token: 'tok-1', user, expiresAt: new Date().toISOString() }, 'Logged in successfully!'),
    );
    await expect(useAuthStore.getState().signin({ email: user.email, password: 'pw' })).resolves.toBe('two-factor');
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, twoFactorChallenge: { challengeToken: 'ch-1' } });

    await useAuthStore.getState().completeTwoFactor('123456');
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls[1]![0]).toBe('/api/v1/auth/2fa');
    expect(JSON.parse(calls[1]![1].body as string)).toEqual({ challengeToken: 'ch-1', code: '123456' });
    expect(useAuthStore.getState()).toMatchObject({ token: 'tok-1', user: { id: 'u1' }, twoFactorChallenge: null });
  });

  it('signs in at once without 2FA', async () => {
    answer(ok({ token: 'tok-2', user, expiresAt: new Date().toISOString() }));
    await expect(useAuthStore.getState().signin({ email: user.email, password: 'pw' })).resolves.toBe('signed-in');
    expect(useAuthStore.getState().token).toBe('tok-2');
  });

  it('keeps the challenge after a wrong code, so the user can try again', async () => {
    answer(ok({ twoFactorRequired: true, challengeToken: 'ch-3', expiresAt: new Date(Date.now() + 300_000).toISOString() }), {
      status: 400,
      body: {
        success: false,
        status_code: 400,
        code: 'INVALID_OTP',
        message: 'The code is not correct.',
        errors: [{ field: 'code', message: 'The code is not correct.' }],
      },
    });
    await useAuthStore.getState().signinWithGoogle('id-token');
    await expect(useAuthStore.getState().completeTwoFactor('000000')).rejects.toMatchObject({ code: 'INVALID_OTP' });
    expect(useAuthStore.getState()).toMatchObject({ token: null, twoFactorChallenge: { challengeToken: 'ch-3' } });
  });
});

describe('auth store, a session the server ended', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("signs out on a 401 and keeps the server's reason for /login, until the next sign-in", async () => {
    useAuthStore.setState({ token: 'tok-old', user: user as never, signedOutReason: null });
    const reason = 'You were removed from the studio. Sign in again to use your own.';
    answer(
      { status: 401, body: { success: false, status_code: 401, code: 'UNAUTHORIZED', message: reason } },
      ok({ token: 'tok-3', user, expiresAt: new Date().toISOString() }),
    );
    await useAuthStore.getState().fetchCurrentUser();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, signedOutReason: reason });

    await useAuthStore.getState().signin({ email: user.email, password: 'pw' });
    expect(useAuthStore.getState()).toMatchObject({ token: 'tok-3', signedOutReason: null });
  });
});
