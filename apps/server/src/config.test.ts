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
      reminderCheckMs: 60_000,
      workerThreads: undefined,
    });
    // An empty value, as compose.yaml passes an unset one, is unset too.
    expect(loadConfig({ WORKER_THREADS: '' }).workerThreads).toBeUndefined();
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
      ALLOW_TEST_PAYMENTS: 'true',
      CORS_ORIGINS: 'https://front.example.com, http://127.0.0.1:4181/',
      GOOGLE_CLIENT_ID: ' id.apps.googleusercontent.com ',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:1/certs',
      FACEBOOK_APP_ID: '42',
      FACEBOOK_APP_SECRET: 'shh',
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:2/v19.0/',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      RATE_LIMIT_FACTOR: '2.5',
      REMINDER_CHECK_SECONDS: '5',
      WORKER_THREADS: '3',
    });
    expect(c).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      databaseUrl: 'postgresql://u:p@db:5432/atelier',
      jwtSecret: 's'.repeat(32),
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Shop <shop@example.com>',
      appUrl: 'https://atelier.example.com',
      corsOrigins: ['https://front.example.com', 'http://127.0.0.1:4181'],
      google: { clientId: 'id.apps.googleusercontent.com', jwksUrl: 'http://127.0.0.1:1/certs' },
      facebook: { appId: '42', appSecret: 'shh', graphUrl: 'http://127.0.0.1:2/v19.0' },
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      rateLimitFactor: 2.5,
      reminderCheckMs: 5000,
      workerThreads: 3,
    });
  });

  it("reads TRUST_PROXY as nothing, a hop count, or the proxies' addresses and CIDR blocks (decision 051)", () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '192.0.2.10' }).trustProxy).toEqual(['192.0.2.10']);
    expect(loadConfig({ TRUST_PROXY: 'loopback, fd00::/8,10.1.0.0/16' }).trustProxy).toEqual(['loopback', 'fd00::/8', '10.1.0.0/16']);
  });

  it('refuses TRUST_PROXY=true at start, saying what to set instead', () => {
    const message = configError({ TRUST_PROXY: 'true' });
    expect(message).toMatch(/TRUST_PROXY: true would trust any X-Forwarded-For/);
    expect(message).toMatch(/number of proxies .* or their addresses/);
    expect(configError({ TRUST_PROXY: 'TRUE' })).toMatch(/TRUST_PROXY: true would trust/);
    expect(configError({ TRUST_PROXY: '10.0.0.0/8, proxy.local' })).toMatch(/TRUST_PROXY: proxy.local is not an address or CIDR block/);
  });

  it('serves metrics only with a METRICS_TOKEN of 16 characters or more (decision 093)', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'sixteen-chars-16' }).metricsToken).toBe('sixteen-chars-16');
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
    ['TRUST_PROXY', '11'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', ','],
    ['RATE_LIMIT_FACTOR', '0'],
    ['RATE_LIMIT_FACTOR', 'fast'],
    ['REMINDER_CHECK_SECONDS', '0'],
    ['REMINDER_CHECK_SECONDS', '1.5'],
    ['WORKER_THREADS', '0'],
    ['WORKER_THREADS', '2.5'],
    ['CORS_ORIGINS', 'front.example.com'],
    ['CORS_ORIGINS', 'https://front.example.com/app'],
    ['ALLOW_TEST_PAYMENTS', 'yes'],
    ['METRICS_TOKEN', 'fifteen-chars15'],
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

describe('payments (decision 042)', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

  it('uses the embedded sandbox with no payment settings, and Stripe with its three keys', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox' });
    expect(loadConfig(stripe).payments).toEqual({
      provider: 'stripe',
      stripe: {
        secretKey: 'sk_test_abc',
        publishableKey: 'pk_test_abc',
        webhookSecret: 'whsec_abc',
        apiUrl: undefined,
        connectWebhookSecret: null,
      },
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

  const SANDBOX_REFUSED = new RegExp(
    /^ {2}ALLOW_TEST_PAYMENTS: payments would run in the test sandbox \(no STRIPE_\* keys\), /.source +
      /and APP_URL=.* is not a local run\. Set the STRIPE_\* keys, or ALLOW_TEST_PAYMENTS=true/.source,
    'm',
  );
  const TEST_KEY_REFUSED =
    /^ {2}ALLOW_TEST_PAYMENTS: STRIPE_SECRET_KEY is a Stripe test key, which takes test cards, and APP_URL=.* is not a local run\. Set live keys/m;
  const live = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

  it('runs test payments on a local run only: APP_URL on a loopback address and NODE_ENV not production (decision 049)', () => {
    for (const APP_URL of [
      'http://localhost:8080',
      'http://127.0.0.1:4300',
      'http://127.8.9.10',
      'http://[::1]:3000',
      'http://LOCALHOST:1',
    ]) {
      expect(loadConfig({ APP_URL }).payments, APP_URL).toEqual({ provider: 'sandbox' });
      expect(loadConfig({ APP_URL, NODE_ENV: 'development', ...stripe }).payments.provider, APP_URL).toBe('stripe');
    }
    expect(loadConfig({ NODE_ENV: 'test' }).payments).toEqual({ provider: 'sandbox' });
  });

  it('refuses the sandbox and Stripe test keys on any other address, or with NODE_ENV production in any spelling, naming the setting', () => {
    const refused: Record<string, string>[] = [
      { APP_URL: 'https://atelier.example.com' },
      { APP_URL: 'http://192.168.1.20:8080' },
      { APP_URL: 'http://localhost.example.com' },
      { APP_URL: 'http://[::2]' },
      { NODE_ENV: 'production' },
      { NODE_ENV: 'Production' },
      { NODE_ENV: ' PRODUCTION ' },
      { NODE_ENV: 'prod', APP_URL: 'http://127.0.0.1:9000' },
    ];
    for (const env of refused) {
      expect(configError(env), JSON.stringify(env)).toMatch(SANDBOX_REFUSED);
      expect(configError({ ...env, ...stripe }), JSON.stringify(env)).toMatch(TEST_KEY_REFUSED);
      expect(configError({ ...env, ...stripe, STRIPE_SECRET_KEY: 'rk_test_abc' }), JSON.stringify(env)).toMatch(TEST_KEY_REFUSED);
      expect(loadConfig({ ...env, ...live }).payments.provider).toBe('stripe');
    }
  });

  it('allows test payments anywhere with ALLOW_TEST_PAYMENTS=true, or its earlier name PAYMENT_SANDBOX_IN_PRODUCTION=true', () => {
    for (const allow of [{ ALLOW_TEST_PAYMENTS: 'true' }, { PAYMENT_SANDBOX_IN_PRODUCTION: 'true' }]) {
      const env = { APP_URL: 'https://staging.example.com', NODE_ENV: 'production', ...allow };
      expect(loadConfig(env).payments).toEqual({ provider: 'sandbox' });
      expect(loadConfig({ ...env, ...stripe }).payments.provider).toBe('stripe');
    }
    expect(configError({ APP_URL: 'https://atelier.example.com', ALLOW_TEST_PAYMENTS: 'false' })).toMatch(SANDBOX_REFUSED);
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
