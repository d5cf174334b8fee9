import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { startServer } from './server';
import { createBenchUser } from './user';

/**
 * The pages a visitor arrives on before signing in (decision 057), and a studio's booking page
 * (decision 161), its shop window: `BOOKING_PAGE` is replaced by the address of a page opened for the run.
 */
const BOOKING_PAGE = '/book/{slug}';
export const LIGHTHOUSE_PAGES = ['/', '/login', BOOKING_PAGE];

/** A studio with its booking page on and one appointment type; the page's address. */
async function openBookingPage(baseUrl: string, dataDir: string): Promise<string> {
  const { token } = await createBenchUser(baseUrl, dataDir, 'premium');
  const send = async (method: string, url: string, body: unknown) => {
    const res = await fetch(`${baseUrl}/api/v1${url}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status}`);
  };
  const slug = `bench-${Date.now().toString(36)}`;
  await send('PATCH', '/bookings/settings', { enabled: true, slug, terms: 'A deposit holds your appointment.' });
  await send('POST', '/appointment-types', { name: 'First fitting', durationMinutes: 45, price: 120, deposit: 25 });
  return `/book/${slug}`;
}

export type LighthouseFigure = {
  page: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Transferred bytes (compressed as sent) of every script the page loaded while Lighthouse watched it, untouched. */
  scriptBytes: number;
  /** Transferred bytes of everything the page loaded. */
  totalBytes: number;
};

type NetworkItem = { resourceType?: string; transferSize?: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Lighthouse's default run: a mobile phone, simulated slow 4G and a 4x slower CPU, performance
 * only, in Debian's Chromium. Each page is run `runs` times on a fresh built server with a fresh
 * data folder; the figures are the median run by score (Lighthouse's own advice for variance).
 */
export async function benchLighthouse(port: number, runs = 3): Promise<LighthouseFigure[]> {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  // chrome-launcher reports a missing browser as an unhandled 'error' event, so say it first.
  if (!fs.existsSync(chromePath))
    throw new Error(`Chromium not found at ${chromePath} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-lh-'));
  const server = await startServer({ port, dataDir });
  const figures: LighthouseFigure[] = [];
  try {
    const bookingPage = await openBookingPage(server.url, dataDir);
    for (const listed of LIGHTHOUSE_PAGES) {
      const page = listed === BOOKING_PAGE ? bookingPage : listed;
      const found: LighthouseFigure[] = [];
      for (let i = 0; i < runs; i += 1) {
        const lhr = await runOnce(chromePath, `${server.url}${page}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${page}: ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
        const bytes = (only?: string) =>
          items.filter((r) => !only || r.resourceType === only).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
        found.push({
          page,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: Math.round(audit('first-contentful-paint')),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          speedIndexMs: Math.round(audit('speed-index')),
          scriptBytes: bytes('Script'),
          totalBytes: bytes(),
        });
      }
      const middle = median(found.map((f) => f.score));
      figures.push(found.find((f) => f.score === middle) ?? found[0]!);
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

/**
 * One Lighthouse run in a Chromium of its own, as the lighthouse command line does it. Now and then
 * the trace misses its navigation start (NO_NAVSTART, on a busy machine): such a run is repeated,
 * up to three times.
 */
async function runOnce(chromePath: string, url: string, attempt = 1): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
  let lhr: Result;
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    lhr = result.lhr;
  } finally {
    await chrome.kill();
  }
  if (lhr.runtimeError && attempt < 3) return runOnce(chromePath, url, attempt + 1);
  return lhr;
}

export function printLighthouse(rows: LighthouseFigure[]) {
  console.log('\nFirst load, Lighthouse mobile (simulated slow 4G, 4x CPU), median of 3 runs by score');
  console.log('| page | score | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms | JS KB sent | all KB sent |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  const kb = (n: number) => (n / 1000).toFixed(1);
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.score} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.speedIndexMs} | ${kb(r.scriptBytes)} | ${kb(r.totalBytes)} |`,
    );
  }
}
