import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

/** loadConfig's error message, or a failure if it did not throw a ConfigError. */
function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve(process.cwd(), 'data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'Atelier <no-reply@atelier.local>',
      appUrl: 'http://localhost:8080',
      google: { clientId: undefined, jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' },
      facebook: { appId: undefined, appSecret: undefined, graphUrl: 'https://graph.facebook.com/v19.0' },
      logLevel: 'info',
      trustProxy: false,
      rateLimitFactor: 1,
    });
    // The built web app sits beside the server in the monorepo.
    expect(c.webDistDir).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('resolves DATA_DIR against INIT_CWD (where npm was run), else the working directory', () => {
    expect(loadConfig({ DATA_DIR: './d', INIT_CWD: '/home/me/atelier' }).dataDir).toBe('/home/me/atelier/d');
    expect(loadConfig({ DATA_DIR: 'rel/dir' }).dataDir).toBe(path.resolve(process.cwd(), 'rel/dir'));
    expect(loadConfig({ DATA_DIR: '/var/lib/atelier', INIT_CWD: '/elsewhere' }).dataDir).toBe('/var/lib/atelier');
    expect(loadConfig({ INIT_CWD: '/home/me/atelier' }).dataDir).toBe('/home/me/atelier/data');
    expect(loadConfig({ WEB_DIST_DIR: 'web', INIT_CWD: '/srv' }).webDistDir).toBe('/srv/web');
  });

  it('reads every setting', () => {
    const c = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://u:p@db:5432/atelier',
      JWT_SECRET: 's'.repeat(32),
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Shop <shop@example.com>',
      APP_URL: 'https://atelier.example.com/',
      GOOGLE_CLIENT_ID: ' id.apps.googleusercontent.com ',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:1/certs',
      FACEBOOK_APP_ID: '42',
      FACEBOOK_APP_SECRET: 'shh',
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:2/v19.0/',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      RATE_LIMIT_FACTOR: '2.5',
    });
    expect(c).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      databaseUrl: 'postgresql://u:p@db:5432/atelier',
      jwtSecret: 's'.repeat(32),
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Shop <shop@example.com>',
      appUrl: 'https://atelier.example.com',
      google: { clientId: 'id.apps.googleusercontent.com', jwksUrl: 'http://127.0.0.1:1/certs' },
      facebook: { appId: '42', appSecret: 'shh', graphUrl: 'http://127.0.0.1:2/v19.0' },
      logLevel: 'warn',
      trustProxy: true,
      rateLimitFactor: 2.5,
    });
  });

  it('derives APP_URL from PORT when unset', () => {
    expect(loadConfig({ PORT: '3000' }).appUrl).toBe('http://localhost:3000');
  });

  it('treats empty optional values as unset', () => {
    const c = loadConfig({ PORT: '', DATABASE_URL: '', JWT_SECRET: '  ', GOOGLE_CLIENT_ID: '', SMTP_URL: '' });
    expect(c.port).toBe(8080);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.jwtSecret).toBeUndefined();
    expect(c.google.clientId).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL', 'not a url'],
    ['JWT_SECRET', 'too-short'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['APP_URL', 'atelier.example.com'],
    ['GOOGLE_JWKS_URL', 'nope'],
    ['FACEBOOK_GRAPH_URL', 'nope'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'yes'],
    ['RATE_LIMIT_FACTOR', '0'],
    ['RATE_LIMIT_FACTOR', 'fast'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    const message = configError({ [name]: value });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
  });

  it('names every bad variable at once', () => {
    const message = configError({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
  });
});

describe('payments (issue 14, decision 042)', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

  it('uses the embedded sandbox with no payment settings, and Stripe with its three keys', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox' });
    expect(loadConfig(stripe).payments).toEqual({
      provider: 'stripe',
      stripe: { secretKey: 'sk_test_abc', publishableKey: 'pk_test_abc', webhookSecret: 'whsec_abc', apiUrl: undefined },
    });
  });

  it('names the missing Stripe keys when only some are set', () => {
    const message = configError({ STRIPE_SECRET_KEY: 'sk_test_abc' });
    expect(message).toMatch(/^ {2}STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY/m);
  });

  it.each([
    ['STRIPE_SECRET_KEY', 'pk_test_abc'],
    ['STRIPE_PUBLISHABLE_KEY', 'sk_test_abc'],
    ['STRIPE_WEBHOOK_SECRET', 'secret'],
  ])('refuses %s=%s (a key in the wrong place)', (name, value) => {
    expect(configError({ ...stripe, [name]: value })).toMatch(new RegExp(`^  ${name}: `, 'm'));
  });

  it('refuses to run the sandbox in production unless allowed', () => {
    expect(configError({ NODE_ENV: 'production' })).toMatch(/^ {2}STRIPE_SECRET_KEY: payments would run in the test sandbox/m);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' }).payments).toEqual({ provider: 'sandbox' });
    expect(loadConfig({ NODE_ENV: 'production', ...stripe }).payments.provider).toBe('stripe');
  });
});

describe('keep-alive (decision 060)', () => {
  it('keeps idle connections 620 s by default, longer than the proxies and clients in front keep theirs', () => {
    expect(loadConfig({}).keepAliveTimeoutMs).toBe(620_000);
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT_SECONDS: '905' }).keepAliveTimeoutMs).toBe(905_000);
  });

  it.each(['0', '-5', '1.5', 'long', '7201'])('refuses KEEP_ALIVE_TIMEOUT_SECONDS=%s', (value) => {
    expect(configError({ KEEP_ALIVE_TIMEOUT_SECONDS: value })).toMatch(/^ {2}KEEP_ALIVE_TIMEOUT_SECONDS: /m);
  });
});
