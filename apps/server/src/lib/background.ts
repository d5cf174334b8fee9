import { errorForLog } from './log-redaction.js';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not make a response slower or faster. Forgot-password and code resends answer
 * before the code is created and mailed, so their timing says nothing about whether the account
 * exists (no account enumeration, decision 003). Failures are logged; shutdown waits for what is running.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(label: string, task: () => Promise<void>): void {
    const promise = Promise.resolve()
      .then(task)
      .catch((err: unknown) => this.log.error({ err: errorForLog(err), task: label }, 'background task failed'))
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  /** Resolves once nothing is running (graceful shutdown, and tests reading the outbox). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
