import { LIST_PAGES } from './floor-pages';
import { measure, type Figure } from './measure';

/** A server the rounds measure: where it answers and how to stop it. */
export type Side = { url: string; stop: () => Promise<void> };

/** One page's figures: each round's, and their mean (null when the page answered whole, not measured). */
export type PageRounds = { name: string; app: Figure[]; floor: Figure[] };

/** Two rounds of 3 s a side and page, in the order app, floor, floor, app (decision 172). */
export const ROUND_SECONDS = 3;
const WARM_SECONDS = 1;
const ORDER = ['app', 'floor', 'floor', 'app'] as const;

type Plan = {
  /** Both may be up at once (PostgreSQL); PGlite serves one process at a time. */
  together: boolean;
  startApp: () => Promise<Side & { api: string }>;
  startFloor: () => Promise<Side>;
  auth: Record<string, string>;
  /** Whether the app answered the page as a page (a list answering whole is left out); known once the app started. */
  isPage: (index: number) => boolean;
  connections: number;
  /** How one side of one page is measured: autocannon (the tests pass their own to see the order). */
  measure?: typeof measure;
};

/**
 * Measures every page on the app and on its floor in the order app, floor, floor, app (decision
 * 172), so a machine that drifts slower or faster through the run weighs on both sides alike. On
 * PostgreSQL both are up and each page is measured in that order; on PGlite the whole list of pages
 * is, with one process up at a time: three starts, and the app is up again at the end.
 */
export async function measureRounds(plan: Plan): Promise<{ pages: PageRounds[]; app: Side & { api: string } }> {
  const pages: PageRounds[] = LIST_PAGES.map((p) => ({ name: p.name, app: [], floor: [] }));
  const drive = async (side: 'app' | 'floor', url: string, i: number, seconds: number) => {
    const page = LIST_PAGES[i]!;
    const headers = side === 'app' ? plan.auth : {};
    const path = side === 'app' ? page.path : `/floor/${i}`;
    return (plan.measure ?? measure)(`${page.name} ${side}`, `${url}${path}`, headers, plan.connections, seconds);
  };
  const one = async (side: 'app' | 'floor', url: string, i: number) => {
    if (plan.isPage(i)) pages[i]![side].push(await drive(side, url, i, ROUND_SECONDS));
  };
  // A process just started is cold (V8's compiled code, PGlite's pages): each is driven on every page
  // for a second, not counted, before its first round, else the side started more often reads slower.
  const warm = async (side: 'app' | 'floor', url: string) => {
    for (const i of LIST_PAGES.keys()) if (plan.isPage(i)) await drive(side, url, i, WARM_SECONDS);
  };
  if (plan.together) {
    const app = await plan.startApp();
    try {
      const floor = await plan.startFloor();
      try {
        await warm('app', app.api);
        await warm('floor', floor.url);
        for (const i of LIST_PAGES.keys()) for (const side of ORDER) await one(side, side === 'app' ? app.api : floor.url, i);
      } finally {
        await floor.stop();
      }
    } catch (err) {
      await app.stop();
      throw err;
    }
    return { pages, app };
  }
  let app = await plan.startApp();
  await warm('app', app.api);
  for (const i of LIST_PAGES.keys()) await one('app', app.api, i);
  await app.stop();
  const floor = await plan.startFloor();
  try {
    await warm('floor', floor.url);
    for (let round = 0; round < 2; round += 1) for (const i of LIST_PAGES.keys()) await one('floor', floor.url, i);
  } finally {
    await floor.stop();
  }
  app = await plan.startApp();
  await warm('app', app.api);
  for (const i of LIST_PAGES.keys()) await one('app', app.api, i);
  return { pages, app };
}

/** The rounds as one figure: the mean rate and p50 (rounds of equal length), the worst p99, every error. */
export function combined(name: string, rounds: Figure[]): Figure | null {
  if (rounds.length === 0) return null;
  const mean = (pick: (f: Figure) => number) => Math.round((rounds.reduce((s, f) => s + pick(f), 0) / rounds.length) * 10) / 10;
  return {
    name,
    rps: Math.round(mean((f) => f.rps)),
    p50: mean((f) => f.p50),
    p99: Math.max(...rounds.map((f) => f.p99)),
    errors: rounds.reduce((s, f) => s + f.errors, 0),
  };
}

/** Each round's share of its floor, round by round: how steady the ratio was. */
export function roundShares(page: PageRounds): number[] {
  return page.app.map((a, r) => {
    const floor = page.floor[r]?.rps;
    return floor ? Math.round((a.rps / floor) * 100) / 100 : NaN;
  });
}
