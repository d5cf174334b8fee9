import { AppError } from './errors.js';
import { said } from './said.js';

export type StudioGateOptions = {
  /** Jobs of one studio running at once; the next ones wait in that studio's own line. */
  perStudio: number;
  /** Jobs of one studio that may wait; one more is refused with 429 rather than held. */
  waiting: number;
  /** Seconds a refused caller is told to wait (Retry-After). */
  retryAfter: number;
};

type Line = { running: number; waiting: (() => void)[] };

/**
 * A per-studio bound on heavy work (decision 097): at most `perStudio` jobs of one studio in the
 * pool at once, the next `waiting` ones queued in that studio's own line (first come, first
 * served), any more refused with 429 RATE_LIMITED. A studio's line never holds another studio's
 * job, so a hundred PDFs of one studio put at most `perStudio` jobs ahead of anyone else's.
 */
export class StudioGate {
  private readonly lines = new Map<string, Line>();

  constructor(private readonly options: StudioGateOptions) {}

  /**
   * Runs `job` when the studio has a free place; throws 429 when its line is full, unless
   * `queued` (work already under way, such as a ZIP half sent, waits its turn rather than failing).
   */
  async run<T>(studio: string, job: () => Promise<T>, queued = false): Promise<T> {
    await this.enter(studio, queued);
    try {
      return await job();
    } finally {
      this.leave(studio);
    }
  }

  /** Jobs of the studio running and waiting now: what the tests and the metrics read. */
  load(studio: string): { running: number; waiting: number } {
    const line = this.lines.get(studio);
    return { running: line?.running ?? 0, waiting: line?.waiting.length ?? 0 };
  }

  /** Jobs of every studio in the pool and waiting in their lines (the metrics). */
  totals(): { running: number; waiting: number } {
    let running = 0;
    let waiting = 0;
    for (const line of this.lines.values()) {
      running += line.running;
      waiting += line.waiting.length;
    }
    return { running, waiting };
  }

  private async enter(studio: string, queued: boolean): Promise<void> {
    let line = this.lines.get(studio);
    if (!line) {
      line = { running: 0, waiting: [] };
      this.lines.set(studio, line);
    }
    if (line.running < this.options.perStudio) {
      line.running += 1;
      return;
    }
    if (!queued && line.waiting.length >= this.options.waiting) {
      throw new AppError('RATE_LIMITED', said('request.studioBusy'), {
        retryAfter: this.options.retryAfter,
      });
    }
    // The place is handed over by `leave`, which keeps `running` as it is for the next in line.
    await new Promise<void>((resolve) => line.waiting.push(resolve));
  }

  private leave(studio: string): void {
    const line = this.lines.get(studio);
    if (!line) return;
    const next = line.waiting.shift();
    if (next) return next();
    line.running -= 1;
    // An idle studio keeps no entry: ten thousand studios leave no trace between their downloads.
    if (line.running === 0) this.lines.delete(studio);
  }
}
