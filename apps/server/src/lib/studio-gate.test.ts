import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { StudioGate } from './studio-gate.js';

/** A job the test finishes when it wants: the order of events, never a clock (decision 097). */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish, job: () => done };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('StudioGate', () => {
  it('runs two jobs of a studio at once, queues the next in order, and refuses beyond its line', async () => {
    const gate = new StudioGate({ perStudio: 2, waiting: 2, retryAfter: 5 });
    const jobs = Array.from({ length: 4 }, held);
    const started: number[] = [];
    const runs = jobs.map((j, i) =>
      gate.run('a', async () => {
        started.push(i);
        await j.job();
      }),
    );
    await turn();
    expect(started).toEqual([0, 1]);
    expect(gate.load('a')).toEqual({ running: 2, waiting: 2 });
    const refused = await gate.run('a', async () => undefined).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 5 });

    jobs[1]!.finish();
    await turn();
    expect(started).toEqual([0, 1, 2]);
    jobs[0]!.finish();
    jobs[2]!.finish();
    jobs[3]!.finish();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(gate.load('a')).toEqual({ running: 0, waiting: 0 });
  });

  it('lets another studio start at once while one studio’s line is full', async () => {
    const gate = new StudioGate({ perStudio: 2, waiting: 1, retryAfter: 5 });
    const a = Array.from({ length: 3 }, held);
    const runs = a.map((j) => gate.run('a', j.job));
    await turn();
    let bRan = false;
    await gate.run('b', async () => {
      bRan = true;
    });
    expect(bRan).toBe(true);
    expect(gate.load('a')).toEqual({ running: 2, waiting: 1 });
    for (const j of a) j.finish();
    await Promise.all(runs);
  });

  it('queues work already under way past the line instead of refusing it', async () => {
    const gate = new StudioGate({ perStudio: 1, waiting: 0, retryAfter: 5 });
    const first = held();
    const running = gate.run('a', first.job);
    await turn();
    const queued = gate.run('a', async () => 'done', true);
    await turn();
    expect(gate.load('a')).toEqual({ running: 1, waiting: 1 });
    first.finish();
    await expect(queued).resolves.toBe('done');
    await running;
  });
});
