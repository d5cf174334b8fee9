import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startServer } from './server';
import { createBenchUser } from './user';

/**
 * The pattern designer in Chromium. Strokes are drawn with the real mouse (CDP input,
 * as a hand would), on the built app and server:
 * - time per stroke segment: from the pointermove's first listener (window, capture) to after the
 *   canvas's own listener and a 1-pixel read of the drawing (window, bubble), which forces the
 *   segment to be rasterised, so the figure is what one move costs the main thread, paint
 *   included; the goal is under 4 ms;
 * - the line tool's live preview per move, measured the same way;
 * - JavaScript heap after 200 strokes (garbage collected), and the history the page holds then:
 *   its steps and bytes, against the bound (decision 037: 50 steps, 16 MB of PNG snapshots).
 */
export const PATTERN_STROKES = 200;
const SEGMENTS_PER_STROKE = 30;

export type PatternRun = {
  segment: { count: number; p50: number; p95: number; max: number };
  linePreview: { count: number; p50: number; p95: number; max: number };
  heapBeforeMb: number;
  heapAfterMb: number;
  historySteps: number;
  historyMb: number;
};

const quantiles = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 1000) / 1000;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), max: at(1) };
};

/** Starts timing each pointermove before the canvas sees it and stops after it drew (see above). */
async function instrument(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { moveTimes: number[] };
    w.moveTimes = [];
    const main = document.querySelector<HTMLCanvasElement>('[data-testid="pattern-canvas"]')!;
    const overlay = document.querySelector<HTMLCanvasElement>('[data-testid="pattern-canvas-input"]')!;
    let start = 0;
    window.addEventListener('pointermove', () => (start = performance.now()), true);
    window.addEventListener('pointermove', (e) => {
      if (!e.buttons) return;
      main.getContext('2d')!.getImageData(0, 0, 1, 1);
      overlay.getContext('2d')!.getImageData(0, 0, 1, 1);
      w.moveTimes.push(performance.now() - start);
    });
  });
}

const takeTimes = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { moveTimes: number[] };
    const times = w.moveTimes;
    w.moveTimes = [];
    return times;
  });

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return Math.round((usedSize / 2 ** 20) * 10) / 10;
}

/** Waits until every stroke's snapshot is in the history (the page says so on the designer). */
async function settled(page: Page) {
  await page.waitForFunction(() => document.querySelector('[data-testid="pattern-designer"]')?.getAttribute('data-busy') === 'false');
}

export async function benchPatterns(port: number): Promise<PatternRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-patterns-'));
  const server = await startServer({ port, dataDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const user = await createBenchUser(server.url, dataDir);
    const session = (await (await fetch(`${server.url}/api/v1/auth`, { headers: { authorization: `Bearer ${user.token}` } })).json()) as {
      data: { user: unknown };
    };
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      ([t, u]) =>
        localStorage.setItem(
          'auth-storage',
          JSON.stringify({ state: { token: t, user: u, emailForVerification: null, emailForPasswordReset: null }, version: 0 }),
        ),
      [user.token, session.data.user] as const,
    );
    const page = await context.newPage();
    await page.goto(`${server.url}/patterns`);
    await page.waitForSelector('[data-testid="pattern-canvas-input"]');
    await page.waitForLoadState('networkidle');
    const heapBeforeMb = await heapMb(page);
    await instrument(page);
    const box = (await page.locator('[data-testid="pattern-canvas-input"]').boundingBox())!;
    const toClient = (x: number, y: number) => ({ x: box.x + (x * box.width) / 800, y: box.y + (y * box.height) / 600 });

    // A fixed pseudo-random walk, so every run draws the same strokes.
    let seed = 12;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const segments: number[] = [];
    for (let s = 0; s < PATTERN_STROKES; s += 1) {
      let x = 50 + random() * 700;
      let y = 50 + random() * 500;
      const start = toClient(x, y);
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      for (let i = 0; i < SEGMENTS_PER_STROKE; i += 1) {
        x = Math.min(790, Math.max(10, x + (random() - 0.5) * 40));
        y = Math.min(590, Math.max(10, y + (random() - 0.5) * 40));
        const p = toClient(x, y);
        await page.mouse.move(p.x, p.y);
      }
      await page.mouse.up();
      segments.push(...(await takeTimes(page)));
    }
    await settled(page);
    const historySteps = Number(await page.getAttribute('[data-testid="pattern-designer"]', 'data-history-steps'));
    const historyBytes = Number(await page.getAttribute('[data-testid="pattern-designer"]', 'data-history-bytes'));
    const heapAfterMb = await heapMb(page);

    // The line tool: each move clears the overlay and draws the line again.
    await page.getByRole('button', { name: 'Line', exact: true }).click();
    await takeTimes(page);
    const a = toClient(100, 100);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    for (let i = 1; i <= 300; i += 1) {
      const p = toClient(100 + (i % 600), 100 + ((i * 7) % 400));
      await page.mouse.move(p.x, p.y);
    }
    await page.mouse.up();
    const linePreview = await takeTimes(page);
    await context.close();
    return {
      segment: quantiles(segments),
      linePreview: quantiles(linePreview),
      heapBeforeMb,
      heapAfterMb,
      historySteps,
      historyMb: Math.round((historyBytes / 2 ** 20) * 100) / 100,
    };
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printPatterns(run: PatternRun) {
  console.log(
    `\nPattern designer in Chromium (${PATTERN_STROKES} brush strokes of ${SEGMENTS_PER_STROKE} segments drawn with the mouse, 1280 px)`,
  );
  console.log('| measure | count | p50 ms | p95 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(
    `| brush segment (pointermove to painted) | ${run.segment.count} | ${run.segment.p50} | ${run.segment.p95} | ${run.segment.max} |`,
  );
  console.log(
    `| line preview per move | ${run.linePreview.count} | ${run.linePreview.p50} | ${run.linePreview.p95} | ${run.linePreview.max} |`,
  );
  const goal = run.segment.p95 < 4 ? 'met' : 'NOT met';
  console.log(`Goal under 4 ms per segment (p95): ${goal}.`);
  console.log(
    `JS heap after GC: ${run.heapBeforeMb} MB on opening, ${run.heapAfterMb} MB after ` +
      `${PATTERN_STROKES} strokes; history kept ${run.historySteps} steps, ${run.historyMb} ` +
      `MB of PNG snapshots (bound: 50 steps, 16 MB).`,
  );
}
