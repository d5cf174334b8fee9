import path from 'node:path';
import { z } from 'zod';
import { isProxyAddress } from './lib/network.js';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const optionalUrl = (name: string) => optionalString.refine((v) => v === undefined || URL.canParse(v), `${name} must be a URL`);

const isOrigin = (v: string) => {
  if (!URL.canParse(v)) return false;
  const u = new URL(v);
  return (u.protocol === 'http:' || u.protocol === 'https:') && u.pathname === '/' && !u.search && !u.hash && !u.username;
};

/** What Fastify trusts in X-Forwarded-For: nothing, that many hops, or these proxies (decision 051). */
type TrustProxy = false | number | string[];

const TRUST_PROXY_HELP = 'set the number of proxies in front of Atelier (usually 1) or their addresses or CIDR blocks, comma-separated';

/**
 * `true` is refused (decision 051): it trusted every X-Forwarded-For, so a client chose its own
 * address and walked past every per-network limit. A hop count or the proxies' addresses say
 * which entry of the header the proxy wrote.
 */
function parseTrustProxy(raw: string, ctx: z.RefinementCtx): TrustProxy {
  const v = raw.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') {
    ctx.addIssue({ code: 'custom', message: `true would trust any X-Forwarded-For a client sends; ${TRUST_PROXY_HELP}` });
    return z.NEVER;
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops <= 10) return hops;
    ctx.addIssue({ code: 'custom', message: `${v} hops is more proxies than any deployment has; ${TRUST_PROXY_HELP}` });
    return z.NEVER;
  }
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({ code: 'custom', message: `${bad.join(', ') || 'it'} is not an address or CIDR block; ${TRUST_PROXY_HELP}` });
    return z.NEVER;
  }
  return entries;
}

const envSchema = z.object({
  // An empty PORT (as `PORT=` in a .env file) coerced to 0, a random port; treat it as unset.
  PORT: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65535).default(8080),
  ),
  HOST: z.string().default('0.0.0.0'),
  // How long an idle keep-alive connection stays open: longer than the proxies and clients in front
  // keep theirs, so they close first and never send into a closing socket (decision 060).
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(7200).default(620),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl('DATABASE_URL').refine(
    (v) => v === undefined || /^postgres(ql)?:/.test(v),
    'DATABASE_URL must start with postgres:// or postgresql://',
  ),
  // Shared rate limits for several app processes (decision 095); unset: counted in memory.
  REDIS_URL: optionalUrl('REDIS_URL').refine(
    (v) => v === undefined || /^rediss?:/.test(v),
    'REDIS_URL must start with redis:// or rediss://',
  ),
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, 'JWT_SECRET must be at least 32 characters'),
  SMTP_URL: optionalUrl('SMTP_URL').refine((v) => v === undefined || /^smtps?:/.test(v), 'SMTP_URL must start with smtp:// or smtps://'),
  MAIL_FROM: z.string().default('Atelier <no-reply@atelier.local>'),
  APP_URL: optionalUrl('APP_URL'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().max(10_000).default(1),
  /** The bearer token GET /metrics asks for; without it there is no /metrics (decision 093). */
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, 'METRICS_TOKEN must be at least 16 characters'),
  // How often each process looks for due appointment reminders (decision 096: the cluster test shortens it).
  REMINDER_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Threads of the worker pool for PDFs, marks and export compression (decision 097); unset: from the CPU count. */
  WORKER_THREADS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(1).max(16).optional(),
  ),
  WEB_DIST_DIR: optionalString,
  NODE_ENV: optionalString,
  // Payments (decision 042): Stripe when its three keys are set, else the embedded sandbox.
  STRIPE_SECRET_KEY: optionalString.refine(
    (v) => v === undefined || /^(sk|rk)_(test|live)_\w+$/.test(v),
    'STRIPE_SECRET_KEY must start with sk_test_, sk_live_, rk_test_ or rk_live_',
  ),
  STRIPE_PUBLISHABLE_KEY: optionalString.refine(
    (v) => v === undefined || /^pk_(test|live)_\w+$/.test(v),
    'STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_',
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.refine(
    (v) => v === undefined || /^whsec_\w+$/.test(v),
    'STRIPE_WEBHOOK_SECRET must start with whsec_',
  ),
  /** Where the SDK sends its calls; tests point it at a local fake Stripe. */
  STRIPE_API_URL: optionalUrl('STRIPE_API_URL'),
  /** The Connect endpoint's own signing secret: deposits paid on studios' accounts (decision 157). */
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalString.refine(
    (v) => v === undefined || /^whsec_\w+$/.test(v),
    'STRIPE_CONNECT_WEBHOOK_SECRET must start with whsec_',
  ),
  // SMS to clients (decision 083): Twilio when its account and token are set, else the outbox in DATA_DIR.
  TWILIO_ACCOUNT_SID: optionalString.refine(
    (v) => v === undefined || /^AC[0-9a-fA-F]{32}$/.test(v),
    'TWILIO_ACCOUNT_SID must be AC followed by 32 hexadecimal characters',
  ),
  TWILIO_AUTH_TOKEN: optionalString,
  /** The sender: a Twilio number in E.164 (+15017122661) or an alphanumeric sender id. */
  TWILIO_FROM: optionalString,
  TWILIO_MESSAGING_SERVICE_SID: optionalString.refine(
    (v) => v === undefined || /^MG[0-9a-fA-F]{32}$/.test(v),
    'TWILIO_MESSAGING_SERVICE_SID must be MG followed by 32 hexadecimal characters',
  ),
  /** Where the SDK sends its calls; tests point it at a local fake Twilio. */
  TWILIO_API_URL: optionalUrl('TWILIO_API_URL'),
  /** Test payments (the sandbox, Stripe test keys) away from this machine (decision 049). */
  ALLOW_TEST_PAYMENTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** The earlier name of ALLOW_TEST_PAYMENTS, still read (decision 049). */
  PAYMENT_SANDBOX_IN_PRODUCTION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Origins besides APP_URL's that CORS admits, comma-separated (a front end hosted apart, decision 048). */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isOrigin), 'CORS_ORIGINS must be a comma-separated list of origins (http(s)://host[:port])')
    .transform((list) => list.map((o) => new URL(o).origin)),
});

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  /** One of the two names the sender. */
  from: string | undefined;
  messagingServiceSid: string | undefined;
  apiUrl: string | undefined;
};
/** Which provider sends SMS (decision 083): the outbox unless Twilio's account and token are set. */
type SmsConfig = { provider: 'outbox' } | { provider: 'twilio'; twilio: TwilioConfig };

export type StripeConfig = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  apiUrl: string | undefined;
  /** Connect's endpoint secret; without it studios cannot take deposits on their own accounts (decision 157). */
  connectWebhookSecret: string | null;
};
/** Which provider takes payments (decision 042): the sandbox unless Stripe's keys are all set. */
type PaymentsConfig = { provider: 'sandbox' } | { provider: 'stripe'; stripe: StripeConfig };

/** localhost, 127.0.0.0/8 or [::1]: an address only this machine reaches (the URL parser has normalised it). */
function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** NODE_ENV names production however it is spelt (Production, PRODUCTION, prod). */
const isProductionEnv = (nodeEnv: string | undefined) => /^prod(uction)?$/i.test(nodeEnv?.trim() ?? '');

/**
 * Test payments grant plans for test cards, so they fail closed (decision 049): allowed when the
 * setting says so, or when the app runs on this machine only (APP_URL on a loopback address) and
 * NODE_ENV does not say production. `npm start` with no settings is the second case.
 */
function testPaymentsAllowed(e: z.infer<typeof envSchema>, appUrl: string): boolean {
  if (e.ALLOW_TEST_PAYMENTS || e.PAYMENT_SANDBOX_IN_PRODUCTION) return true;
  return isLoopbackUrl(appUrl) && !isProductionEnv(e.NODE_ENV);
}

function paymentsConfig(e: z.infer<typeof envSchema>, appUrl: string): PaymentsConfig {
  const set = STRIPE_KEYS.filter((k) => e[k] !== undefined);
  if (set.length > 0 && set.length < STRIPE_KEYS.length) {
    const missing = STRIPE_KEYS.filter((k) => e[k] === undefined);
    throw new ConfigError(`Invalid configuration:\n  ${missing.join(', ')}: required with ${set.join(', ')} (Stripe needs all three)`);
  }
  const allowed = testPaymentsAllowed(e, appUrl);
  const where = `APP_URL=${appUrl}${e.NODE_ENV ? ` with NODE_ENV=${e.NODE_ENV}` : ''}`;
  if (e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET) {
    if (/^(sk|rk)_test_/.test(e.STRIPE_SECRET_KEY) && !allowed) {
      throw new ConfigError(
        `Invalid configuration:\n  ALLOW_TEST_PAYMENTS: STRIPE_SECRET_KEY is a Stripe test ` +
          `key, which takes test cards, and ${where} is not a local run. Set live keys (sk_live_…), ` +
          `or ALLOW_TEST_PAYMENTS=true to allow test payments here.`,
      );
    }
    return {
      provider: 'stripe',
      stripe: {
        secretKey: e.STRIPE_SECRET_KEY,
        publishableKey: e.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        apiUrl: e.STRIPE_API_URL,
        connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET ?? null,
      },
    };
  }
  // The sandbox takes test cards and grants plans without money: never by accident on a real deployment.
  if (!allowed) {
    throw new ConfigError(
      `Invalid configuration:\n  ALLOW_TEST_PAYMENTS: payments would run in the test sandbox ` +
        `(no STRIPE_* keys), and ${where} is not a local run. Set the STRIPE_* keys, or ALLOW_TEST_PAYMENTS=true ` +
        `to allow the sandbox here.`,
    );
  }
  return { provider: 'sandbox' };
}

function smsConfig(e: z.infer<typeof envSchema>): SmsConfig {
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: from, TWILIO_MESSAGING_SERVICE_SID: service } = e;
  if (!sid && !token) {
    if (from || service)
      throw new ConfigError(
        'Invalid configuration:\n  TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN: required with TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID',
      );
    return { provider: 'outbox' };
  }
  if (!sid || !token) {
    throw new ConfigError(
      `Invalid configuration:\n  ${sid ? 'TWILIO_AUTH_TOKEN' : 'TWILIO_ACCOUNT_SID'}: required with ${sid ? 'TWILIO_ACCOUNT_SID' : 'TWILIO_AUTH_TOKEN'}`,
    );
  }
  if (!from && !service) {
    throw new ConfigError(
      'Invalid configuration:\n  TWILIO_FROM: set the sender number (or TWILIO_MESSAGING_SERVICE_SID) to send SMS with Twilio',
    );
  }
  return {
    provider: 'twilio',
    twilio: { accountSid: sid, authToken: token, from, messagingServiceSid: service, apiUrl: e.TWILIO_API_URL },
  };
}

export type Config = {
  port: number;
  host: string;
  /** Idle keep-alive connections are closed after this long (decision 060). */
  keepAliveTimeoutMs: number;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  /** Origins CORS admits besides APP_URL's (decision 048). */
  corsOrigins: string[];
  google: { clientId: string | undefined; jwksUrl: string };
  facebook: { appId: string | undefined; appSecret: string | undefined; graphUrl: string };
  logLevel: string;
  trustProxy: TrustProxy;
  /** Multiplies every rate limit; load tests and browser suites raise it (docs/decisions/004). */
  rateLimitFactor: number;
  /** Where rate limits are counted when several processes serve the app (decision 095). */
  redisUrl: string | undefined;
  /** Prometheus scrapes GET /metrics with this bearer token; undefined: no metrics (decision 093). */
  metricsToken: string | undefined;
  /** How often the appointment-reminder worker runs (decision 032; shortened by the cluster test, decision 096). */
  reminderCheckMs: number;
  /** Threads of the heavy-work pool (decision 097); undefined: the CPU count, 1 to 4. */
  workerThreads: number | undefined;
  webDistDir: string;
  payments: PaymentsConfig;
  sms: SmsConfig;
};

export class ConfigError extends Error {}

/**
 * Reads and validates the environment once, at start. A bad value stops the server
 * with a message naming the variable (DEVELOPERS.md, Layout and style).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command,
  // so `DATA_DIR=./data` means the folder they are in.
  const base = env.INIT_CWD ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    dataDir: path.resolve(base, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrl,
    corsOrigins: e.CORS_ORIGINS,
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    facebook: { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET, graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/$/, '') },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    reminderCheckMs: e.REMINDER_CHECK_SECONDS * 1000,
    workerThreads: e.WORKER_THREADS,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(base, e.WEB_DIST_DIR) : path.resolve(import.meta.dirname, '../../web/dist'),
    payments: paymentsConfig(e, appUrl),
    sms: smsConfig(e),
  };
}
