import { errorForLog } from './log-redaction.js';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not make a response slower or faster. Forgot-password and code resends answer
 * before the code is created and mailed, so their timing says nothing about whether the account
 * exists (no account enumeration, decision 003). Failures are logged; shutdown waits for what is running.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();
  private stopRequested = false;

  /** `settled` is told how each task ended, for the metrics (decision 093). */
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly settled: (task: string, outcome: 'ok' | 'failed') => void = () => {},
  ) {}

  run(label: string, task: () => Promise<void>): void {
    const promise = Promise.resolve()
      .then(task)
      .then(
        () => this.settled(label, 'ok'),
        (err: unknown) => {
          this.settled(label, 'failed');
          this.log.error({ err: errorForLog(err), task: label }, 'background task failed');
        },
      )
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  /**
   * True once the server is shutting down (decision 094). The scheduled workers check it before
   * each unit of work (one reminder, one mail, one renewal) and leave the rest for the next run,
   * which their claims make safe to pick up in any process; mail a request started still goes out.
   */
  get stopping(): boolean {
    return this.stopRequested;
  }

  stop(): void {
    this.stopRequested = true;
  }

  /** Resolves once nothing is running (graceful shutdown, and tests reading the outbox). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
