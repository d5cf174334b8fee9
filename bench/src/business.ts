import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/** A fresh database on the PostgreSQL server the bench may use, or null when none answers. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = postgres(serverUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  const name = `atelier_bench_${randomBytes(5).toString('hex')}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch {
    await admin.end().catch(() => {});
    return null;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
