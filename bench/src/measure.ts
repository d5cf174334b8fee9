import autocannon from 'autocannon';

export type Figure = { name: string; rps: number; p50: number; p99: number; errors: number };

/** Drives one endpoint with autocannon and keeps the figures the README records. */
export async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  connections = 10,
  seconds = 5,
): Promise<Figure> {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return { name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: non2xx };
}

export function printTable(title: string, rows: Figure[]) {
  console.log(`\n${title}`);
  console.log('| endpoint | req/s | p50 ms | p99 ms | non-2xx/errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
}
