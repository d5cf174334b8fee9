import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/** The PostgreSQL server the services tests use (CI's, else the machine's own). */
export const POSTGRES_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on the server's maintenance database (create and drop database). */
async function onServer(statement: string): Promise<void> {
  const admin = postgres(POSTGRES_SERVER_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

export type FreshPostgres = { name: string; url: string; drop: () => Promise<void> };

/** A new, empty database on that server (no migrations: the app under test runs them), dropped by `drop`. */
export async function freshPostgres(prefix = 'atelier_svc'): Promise<FreshPostgres> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name}`);
  const url = new URL(POSTGRES_SERVER_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}
