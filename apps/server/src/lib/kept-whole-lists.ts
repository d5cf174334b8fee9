import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { createGunzip, createGzip, constants as zlib } from 'node:zlib';
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

/** A whole list's answer as it is sent: kept, or to write and, once written whole, to keep. */
export type WholeAnswer = { kept: KeptAnswer } | { keep: (gzip: KeptAnswer) => void };

/** What a process keeps in all: a few large studios' lists, compressed. */
const KEPT = { lists: 64, bytes: 64 * 1024 * 1024 };

/**
 * The kept answers of one kind of whole list, each under a studio's counter in `table`, read by
 * `counterReader` as `name`. `key` must name everything else the answer depends on: the studio,
 * the day where the list shows something by date, the message.
 */
export function keptWholeLists(db: Db, table: PgTable, workspace: PgColumn, counter: PgColumn, name: string) {
  const counterOf = counterReader(db, table, workspace, counter, name);
  const answers = new KeptByCounter<KeptAnswer>(KEPT.lists, { maxSize: KEPT.bytes, size: (a) => a.bytes });
  return async (workspaceId: string, key: string): Promise<WholeAnswer> => {
    const at = `${workspaceId}|${key}`;
    const read = await counterOf(workspaceId);
    const kept = answers.get(at, read);
    if (kept) return { kept };
    return { keep: (answer) => answers.set(at, read, answer) };
  };
}

/**
 * Gzip of text written to it, collected as it is made: fed the answer's chunks as they go out,
 * ended once the whole answer was written. Level 1: the answer is read again far more often than
 * it is made, and this is on the path of the read that makes it.
 */
export function gzipCollector(): { write: (text: string) => void; end: () => Promise<KeptAnswer>; abandon: () => void } {
  const gzip = createGzip({ level: 1, memLevel: 9, strategy: zlib.Z_DEFAULT_STRATEGY });
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
    write: (text) => void gzip.write(text),
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
