import { describe, expect, it } from 'vitest';
import { combined, measureRounds, ROUND_SECONDS, roundShares, type Side } from './floor-rounds';
import { LIST_PAGES } from './floor-pages';
import type { Figure } from './measure';

/** A plan whose sides only note what happened, in order; the app answers `rps` requests a second. */
function recorder(together: boolean) {
  const events: string[] = [];
  const side = (name: string): Side & { api: string } => {
    events.push(`start ${name}`);
    return { url: `http://${name}`, api: `http://${name}/api/v1`, stop: async () => void events.push(`stop ${name}`) };
  };
  const plan = {
    together,
    startApp: async () => side('app'),
    startFloor: async () => side('floor'),
    auth: { authorization: 'Bearer t' },
    // The invoices list answered whole: not measured.
    isPage: (i: number) => LIST_PAGES[i]!.name !== 'invoices',
    connections: 20,
    measure: async (name: string, url: string, _headers?: unknown, _connections?: number, seconds?: number): Promise<Figure> => {
      const what = `${url.startsWith('http://app') ? 'app' : 'floor'} ${name.replace(/ (app|floor)$/, '')}`;
      events.push(seconds === ROUND_SECONDS ? what : `warm ${what}`);
      return { name, rps: url.startsWith('http://app') ? 60 : 100, p50: 1, p99: 2, errors: 0 };
    },
  };
  return { events, plan };
}

describe('a page beside its floor, in rounds (decision 172)', () => {
  it('measures each page app, floor, floor, app with both up on PostgreSQL, the app left up', async () => {
    const { events, plan } = recorder(true);
    const { pages } = await measureRounds(plan);
    const measured = LIST_PAGES.length - 1;
    // Both warmed on every page first, not counted.
    expect(events.slice(2, 2 + 2 * measured).every((e) => e.startsWith('warm '))).toBe(true);
    expect(events.slice(2 + 2 * measured, 6 + 2 * measured)).toEqual(['app clients', 'floor clients', 'floor clients', 'app clients']);
    expect(events.filter((e) => e.includes('invoices') && !e.includes('search'))).toEqual([]);
    expect(events.filter((e) => e.startsWith('st'))).toEqual(['start app', 'start floor', 'stop floor']);
    expect(pages.find((p) => p.name === 'clients')!.app).toHaveLength(2);
  });

  it('on PGlite, one process at a time: the app, the floor twice, the app again, in three starts', async () => {
    const { events, plan } = recorder(false);
    await measureRounds(plan);
    const starts = events.filter((e) => e.startsWith('st'));
    expect(starts).toEqual(['start app', 'stop app', 'start floor', 'stop floor', 'start app']);
    const sides = events
      .filter((e) => !e.startsWith('st'))
      .map((e) =>
        e
          .split(' ')
          .slice(0, e.startsWith('warm') ? 2 : 1)
          .join(' '),
      );
    const n = LIST_PAGES.length - 1;
    const run = (what: string, times: number) => Array<string>(times * n).fill(what);
    // Each process warmed on every page after its start, then its rounds.
    expect(sides).toEqual([
      ...run('warm app', 1),
      ...run('app', 1),
      ...run('warm floor', 1),
      ...run('floor', 2),
      ...run('warm app', 1),
      ...run('app', 1),
    ]);
  });

  it('gives the mean rate, the worst p99 and each round’s share', () => {
    const app = [
      { name: 'a', rps: 50, p50: 10, p99: 40, errors: 0 },
      { name: 'a', rps: 71, p50: 12, p99: 90, errors: 1 },
    ];
    const floor = [
      { name: 'f', rps: 100, p50: 5, p99: 20, errors: 0 },
      { name: 'f', rps: 100, p50: 5, p99: 30, errors: 0 },
    ];
    expect(combined('a', app)).toEqual({ name: 'a', rps: 61, p50: 11, p99: 90, errors: 1 });
    expect(roundShares({ name: 'a', app, floor })).toEqual([0.5, 0.71]);
    expect(combined('none', [])).toBeNull();
  });
});
