/**
 * A batch of files sent a few at a time, each with its own progress and outcome (decision 081):
 * a phone on a shop's Wi-Fi gets three uploads at once, not twenty; a failed file keeps its row
 * with the reason, and Retry sends that file again and nothing else. Pure state with a
 * subscribe/snapshot pair, so React reads it with useSyncExternalStore and tests drive it alone.
 */

export type UploadStatus = 'queued' | 'uploading' | 'failed';

export type UploadItem = {
  id: string;
  name: string;
  status: UploadStatus;
  /** Share of the file sent, 0 to 1; 1 while the server judges it. */
  progress: number;
  /** Why it failed, in the words to show. */
  error: string | null;
  /** False for a file refused before sending (too large): sending it again would change nothing. */
  retryable: boolean;
};

export type UploadQueueOptions<M, R> = {
  /** Sends one file; reports progress as 0 to 1 and stops when the signal aborts. */
  send: (file: File, meta: M, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<R>;
  /** How many files go at once. */
  concurrency?: number;
  /** A check before sending: the reason the file cannot go, or null. */
  check?: (file: File) => string | null;
  /** The words of a failure. */
  errorText: (error: unknown) => string;
  /** Each file the server took, as it answers. */
  onSent?: (result: R) => void;
  /** The batch ended: no file waits or is under way; how many were sent since the last time. */
  onSettled?: (sent: number) => void;
};

type Job<M> = { item: UploadItem; file: File; meta: M; controller: AbortController | null };

let nextId = 0;

export class UploadQueue<M, R> {
  private jobs: Job<M>[] = [];
  private snapshot: readonly UploadItem[] = [];
  private readonly listeners = new Set<() => void>();
  private active = 0;
  private sent = 0;
  private readonly options: UploadQueueOptions<M, R>;

  constructor(options: UploadQueueOptions<M, R>) {
    this.options = options;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The rows to show: waiting, under way and failed files, in the order they were added. */
  getSnapshot = (): readonly UploadItem[] => this.snapshot;

  /** Adds files with what they are sent with (the kind of photo); files refused by the check fail at once. */
  add(files: readonly File[], meta: M): void {
    for (const file of files) {
      const refused = this.options.check?.(file) ?? null;
      nextId += 1;
      const item: UploadItem = {
        id: `upload-${nextId}`,
        name: file.name,
        status: refused ? 'failed' : 'queued',
        progress: 0,
        error: refused,
        retryable: !refused,
      };
      this.jobs.push({ item, file, meta, controller: null });
    }
    this.changed();
    this.pump();
  }

  /** Sends one failed file again; the others are left as they are. */
  retry(id: string): void {
    const job = this.jobs.find((j) => j.item.id === id);
    if (!job || job.item.status !== 'failed' || !job.item.retryable) return;
    job.item = { ...job.item, status: 'queued', progress: 0, error: null };
    this.changed();
    this.pump();
  }

  /** Takes a file off the list, stopping it if it is under way. */
  remove(id: string): void {
    const job = this.jobs.find((j) => j.item.id === id);
    if (!job) return;
    this.jobs = this.jobs.filter((j) => j !== job);
    job.controller?.abort();
    this.changed();
  }

  /** Stops everything (the panel closed): nothing is sent once nobody is there to see it. */
  dispose(): void {
    for (const job of this.jobs) job.controller?.abort();
    this.jobs = [];
    this.changed();
  }

  private changed(): void {
    this.snapshot = this.jobs.map((j) => j.item);
    for (const listener of this.listeners) listener();
  }

  private update(job: Job<M>, patch: Partial<UploadItem>): void {
    if (!this.jobs.includes(job)) return;
    job.item = { ...job.item, ...patch };
    this.changed();
  }

  private pump(): void {
    const limit = Math.max(1, this.options.concurrency ?? 3);
    while (this.active < limit) {
      const next = this.jobs.find((j) => j.item.status === 'queued');
      if (!next) break;
      void this.start(next);
    }
    if (this.active === 0 && this.sent > 0 && !this.jobs.some((j) => j.item.status === 'queued')) {
      const sent = this.sent;
      this.sent = 0;
      this.options.onSettled?.(sent);
    }
  }

  private async start(job: Job<M>): Promise<void> {
    this.active += 1;
    const controller = new AbortController();
    job.controller = controller;
    this.update(job, { status: 'uploading', progress: 0, error: null });
    try {
      const result = await this.options.send(
        job.file,
        job.meta,
        (fraction) => {
          // Never backwards: a late event of an earlier attempt must not move the bar.
          if (job.controller === controller)
            this.update(job, { progress: Math.max(job.item.progress, Math.min(1, Math.max(0, fraction))) });
        },
        controller.signal,
      );
      if (!controller.signal.aborted) {
        this.sent += 1;
        this.jobs = this.jobs.filter((j) => j !== job);
        this.changed();
        this.options.onSent?.(result);
      }
    } catch (error) {
      if (!controller.signal.aborted) this.update(job, { status: 'failed', error: this.options.errorText(error) });
    } finally {
      job.controller = null;
      this.active -= 1;
      this.pump();
    }
  }
}
