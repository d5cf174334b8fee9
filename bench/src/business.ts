import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { notMeasured } from './outcome';

/** Where the bench finds PostgreSQL when no address is given. */
const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh database on the PostgreSQL server the bench may use, for `section`'s PostgreSQL figures.
 * A server named (BENCH_DATABASE_URL, DATABASE_URL) that does not answer fails the run naming the
 * section, after its other figures: its figures were asked for. With none named and none on
 * 127.0.0.1:5432, the section says it skipped them and the run goes on.
 */
export async function freshPostgresDatabase(section: string): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const named = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const serverUrl = named ?? DEFAULT_SERVER;
  const admin = postgres(serverUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  const name = `atelier_bench_${randomBytes(5).toString('hex')}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (err) {
    await admin.end().catch(() => {});
    if (named) notMeasured(`section ${section} on PostgreSQL (${redacted(serverUrl)} did not answer)`, err);
    else console.log(`\n${section}: PostgreSQL figures skipped (no server on 127.0.0.1:5432; set BENCH_DATABASE_URL)`);
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

/** A server's address without its password, to be printed. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the server named';
  }
}
