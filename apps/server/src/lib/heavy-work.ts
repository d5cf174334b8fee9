import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { AppError, type FieldRefusal } from './errors.js';
import { said, type Said } from './said.js';
import { StudioGate } from './studio-gate.js';

/**
 * The kinds of work the pool does (decision 097), each a function of src/heavy-worker.ts:
 * invoice, purchase order, quote (decision 158), pay statement (decision 154), receipt and pattern PDFs (with the pattern's drafting), claim checks and
 * garment tags (decision 153), a new pattern's draft and
 * preview, the SVG downloads, the Free
 * plan's mark on pattern images, the compression of the export's files and a pattern's cutting
 * layout on a fabric (decision 143), a contract's PDF with its seal and a studio's sealing
 * certificate (decision 159), an electronic invoice (decision 164).
 */
export type HeavyTask =
  | 'invoicePdf'
  | 'purchaseOrderPdf'
  | 'quotePdf'
  | 'payStatementPdf'
  | 'receiptPdf'
  | 'claimCheckPdf'
  | 'tagsPdf'
  | 'patternFile'
  | 'patternPreview'
  | 'watermark'
  | 'deflate'
  | 'layout'
  | 'contractPdf'
  | 'contractCertificate'
  | 'eInvoice';

/** What crosses to the worker: the task's name and plain data (structured clone; Buffers arrive as Uint8Array). */
export type HeavyJob = { task: HeavyTask; input: unknown };

/** A failure the worker met, sent back as data so the request answers the same AppError (an Error's class does not cross). */
export type HeavyFailure = { failed: { code: AppError['code']; message: string; said?: Said; errors?: FieldRefusal[] } };

/** Heavy jobs of one studio in the pool at once, and how many more may wait their turn (decision 097). */
export const HEAVY_PER_STUDIO = 2;
export const HEAVY_WAITING_PER_STUDIO = 8;
/**
 * Threads when WORKER_THREADS is unset: one per core but one, left to the requests' event loop
 * (decision 097: on 2 cores, 2 threads of PDFs pushed the API's p99 past 200 ms); at least 1,
 * at most 4 (each holds fonts, FreeSewing and libvips).
 */
const MAX_DEFAULT_THREADS = 4;

export const defaultThreads = () => Math.max(1, Math.min(MAX_DEFAULT_THREADS, os.availableParallelism() - 1));

/**
 * The worker file next to this module's tree, in the form this process runs: `dist/heavy-worker.js`
 * from the build (npm start), `src/heavy-worker.ts` from the sources (tsx in dev, Vitest), which
 * the worker loads through tsx's ESM loader since Node cannot read TypeScript itself.
 */
function workerSource(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const filename = new URL(`../heavy-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href;
  if (!fromSource) return { filename, execArgv: [] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  // `source`: @atelier/shared from its TypeScript, as the dev server and the tests read it.
  return { filename, execArgv: ['--conditions=source', '--import', tsx] };
}

export type HeavyWork = {
  /**
   * Runs `task` in the pool once the studio has a place and answers the worker's result; 429 when
   * the studio's line is full, unless `queued` (a step of work already under way waits instead).
   */
  run<T>(studio: string, task: HeavyTask, input: unknown, options?: { queued?: boolean }): Promise<T>;
  /** Jobs of the studio running and waiting (tests). */
  load(studio: string): { running: number; waiting: number };
  /**
   * Every studio's jobs let into the pool and waiting in their lines, and how many of those let in
   * wait for a free thread (the metrics).
   */
  totals(): { running: number; waiting: number; queuedForThread: number };
  /** Waits for the jobs in flight, then ends the threads (app close, so SIGTERM's drain). */
  close(): Promise<void>;
};

/** A Uint8Array back from the worker, seen as the Buffer the callers (pdf replies, mail attachments) expect. */
const asBuffer = (value: unknown): unknown =>
  value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value;

/**
 * The pool of worker threads for CPU-heavy work and the per-studio gate in front of it (decision
 * 097). Threads start on the first job and end after a minute idle, so a process (or a test)
 * that makes no PDF starts none.
 */
export function createHeavyWork(options: { threads?: number | undefined } = {}): HeavyWork {
  const threads = options.threads ?? defaultThreads();
  const { filename, execArgv } = workerSource();
  const pool = new Piscina({ filename, execArgv, minThreads: 0, maxThreads: threads, idleTimeout: 60_000 });
  const gate = new StudioGate({ perStudio: HEAVY_PER_STUDIO, waiting: HEAVY_WAITING_PER_STUDIO, retryAfter: 5 });
  let closing = false;
  // A job still waiting for a thread when the process stops is dropped by the pool: the request may
  // be tried again on the next process (503), it is not the server's fault (500).
  const dropped = (err: unknown) => {
    if (closing) throw new AppError('SERVICE_UNAVAILABLE', said('request.restarting'), { retryAfter: 5 });
    throw err;
  };
  return {
    run: <T>(studio: string, task: HeavyTask, input: unknown, { queued = false } = {}) =>
      gate.run(
        studio,
        async () => {
          const job: HeavyJob = { task, input };
          const out: unknown = await pool.run(job).catch(dropped);
          if (out && typeof out === 'object' && 'failed' in out) {
            // The refusal by key crosses too, so it is still written in the reader's language (decision 200).
            const { code, message, said: refusal, errors } = (out as HeavyFailure).failed;
            throw new AppError(code, refusal ?? message, errors ? { errors } : {});
          }
          return asBuffer(out) as T;
        },
        queued,
      ),
    load: (studio) => gate.load(studio),
    totals: () => ({ ...gate.totals(), queuedForThread: pool.queueSize }),
    close: () => {
      closing = true;
      return pool.close();
    },
  };
}
