import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const optionalUrl = (name: string) =>
  optionalString.refine((v) => v === undefined || URL.canParse(v), `${name} must be a URL`);

const envSchema = z.object({
  // An empty PORT (as `PORT=` in a .env file) coerced to 0, a random port; treat it as unset.
  PORT: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl('DATABASE_URL').refine(
    (v) => v === undefined || /^postgres(ql)?:/.test(v),
    'DATABASE_URL must start with postgres:// or postgresql://',
  ),
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, 'JWT_SECRET must be at least 32 characters'),
  SMTP_URL: optionalUrl('SMTP_URL').refine(
    (v) => v === undefined || /^smtps?:/.test(v),
    'SMTP_URL must start with smtp:// or smtps://',
  ),
  MAIL_FROM: z.string().default('Atelier <no-reply@atelier.local>'),
  APP_URL: optionalUrl('APP_URL'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().max(10_000).default(1),
  WEB_DIST_DIR: optionalString,
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  google: { clientId: string | undefined; jwksUrl: string };
  facebook: { appId: string | undefined; appSecret: string | undefined; graphUrl: string };
  logLevel: string;
  trustProxy: boolean;
  /** Multiplies every rate limit; load tests and browser suites raise it (docs/decisions/004). */
  rateLimitFactor: number;
  webDistDir: string;
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
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command,
  // so `DATA_DIR=./data` means the folder they are in.
  const base = env.INIT_CWD ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(base, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    facebook: { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET, graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/$/, '') },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(base, e.WEB_DIST_DIR)
      : path.resolve(import.meta.dirname, '../../web/dist'),
  };
}
