import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { once } from 'node:events';
import { Readable, type TransformOptions } from 'node:stream';
import { createGunzip, createGzip, type ZlibOptions } from 'node:zlib';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { counterReader, KeptByCounter } from './kept-by-counter.js';

/**
 * Whole-list answers kept per process beside a studio's counter (decision 176). The original front
 * end reads a studio's whole invoice list on every visit to its page: 70 MB of JSON for 50,000
 * invoices, seconds of work each time, though nothing in it changed since the last read. Once
 * written whole, the answer is kept as gzip (about a tenth of its size) under the counter read
 * before the list was read; the database raises the counter by trigger in the transaction of any
 * change the list shows, so an answer kept under the counter read now is still exact.
 */

/** A whole answer kept: its gzip, in the chunks it was written in. */
export type KeptAnswer = { gzip: Buffer[]; bytes: number };

/**
 * The request that makes a whole answer settles it exactly once: with the answer once written
 * whole, or with nothing when it was cut short or never began. Requests for the same answer that
 * came meanwhile wait for it instead of making it again.
 */
export type Keeper = { settle: (answer: KeptAnswer | undefined) => void };

/** A whole list's answer as it is sent: kept, or to write and, once written whole, to keep. */
export type WholeAnswer = { kept: KeptAnswer } | { keep: Keeper };

/** What a process keeps in all: a few large studios' lists, compressed. */
const KEPT = { lists: 64, bytes: 64 * 1024 * 1024 };
/** How long a request waits for another making the same answer before making it itself. */
const WAIT_MS = 60_000;

const within = <T>(answer: Promise<T | undefined>) =>
  Promise.race([answer, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WAIT_MS).unref())]);

/**
 * The kept answers of one kind of whole list, each under a studio's counter in `table`, read by
 * `counterReader` as `name`. `key` must name everything else the answer depends on: the studio,
 * the day where the list shows something by date, the message.
 */
export function keptWholeLists(db: Db, table: PgTable, workspace: PgColumn, counter: PgColumn, name: string) {
  const counterOf = counterReader(db, table, workspace, counter, name);
  const answers = new KeptByCounter<KeptAnswer>(KEPT.lists, { maxSize: KEPT.bytes, size: (a) => a.bytes });
  const making = new Map<string, { counter: number; answer: Promise<KeptAnswer | undefined> }>();

  function keeper(at: string, read: number): Keeper {
    let settle: (answer: KeptAnswer | undefined) => void = () => {};
    const entry = { counter: read, answer: new Promise<KeptAnswer | undefined>((resolve) => (settle = resolve)) };
    making.set(at, entry);
    let settled = false;
    return {
      settle: (answer) => {
        if (settled) return;
        settled = true;
        if (answer) answers.set(at, read, answer);
        if (making.get(at) === entry) making.delete(at);
        settle(answer);
      },
    };
  }

  return async (workspaceId: string, key: string): Promise<WholeAnswer> => {
    const at = `${workspaceId}|${key}`;
    const read = await counterOf(workspaceId);
    const kept = answers.get(at, read);
    if (kept) return { kept };
    // Four desks opening the list after a change make it once, not four times over at once.
    const pending = making.get(at);
    if (pending?.counter === read) {
      const answer = await within(pending.answer);
      if (answer) return { kept: answer };
    }
    return { keep: keeper(at, read) };
  };
}

/**
 * Gzip of text written to it, collected as it is made: fed the answer's chunks as they go out,
 * ended once the whole answer was written. Level 1: the answer is read again far more often than
 * it is made, and this is on the path of the read that makes it.
 */
export function gzipCollector(): { write: (text: string) => Promise<void>; end: () => Promise<KeptAnswer>; abandon: () => void } {
  // Up to a few batches of text may wait for gzip, which runs beside on another thread; beyond, the writer waits.
  const options: ZlibOptions & TransformOptions = { level: 1, memLevel: 9, writableHighWaterMark: 8 * 1024 * 1024 };
  const gzip = createGzip(options);
  const chunks: Buffer[] = [];
  let bytes = 0;
  gzip.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    bytes += chunk.length;
  });
  const ended = new Promise<KeptAnswer>((resolve, reject) => {
    gzip.on('end', () => resolve({ gzip: chunks, bytes }));
    gzip.on('error', reject);
  });
  return {
    // Waits while gzip is behind: the text written is not held twice over (the answer is 70 MB).
    write: async (text) => {
      if (!gzip.write(text)) await once(gzip, 'drain');
    },
    end: () => {
      gzip.end();
      return ended;
    },
    abandon: () => {
      ended.catch(() => {});
      gzip.destroy();
    },
  };
}

/** Sends a kept answer: as it is kept to a client that takes gzip, inflated as it goes to any other. */
export function sendKept(req: FastifyRequest, reply: FastifyReply, kept: KeptAnswer): FastifyReply {
  void reply.code(200).type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const body = Readable.from(kept.gzip);
  // Already compressed: the compression plugin leaves an answer with its encoding alone.
  if (negotiate(req.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip') return reply.header('content-encoding', 'gzip').send(body);
  return reply.send(body.pipe(createGunzip({ chunkSize: 256 * 1024 })));
}
