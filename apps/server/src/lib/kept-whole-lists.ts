import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { once } from 'node:events';
import { Readable, type TransformOptions } from 'node:stream';
import { createGunzip, createGzip, type ZlibOptions } from 'node:zlib';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { counterReader, KeptByCounter } from './kept-by-counter.js';

/**
 * Whole-list answers kept per process beside a studio's counter (decisions 176, 177). The original
 * front end reads a studio's whole invoice list on every visit to its page: 70 MB of JSON for
 * 50,000 invoices, seconds of work to write whole. A process keeps each record's JSON text as it
 * was written, in the list's order, and the whole answer as gzip (about a tenth of its size), under
 * the counter read before the records were read. The database raises the counter by trigger in the
 * transaction of any change the list shows and writes which records that change names; so an
 * answer kept under the counter read now is still exact, and after a change only the records it
 * names are read and written again, the answer put back together from the rest as kept.
 */

/** A whole answer kept: its gzip, in the chunks it was written in. */
export type KeptAnswer = { gzip: Buffer[]; bytes: number };

/** One record of a list as kept: its place in the list's order (time, then id, newest first) and its JSON text. */
export type ListPart = { at: string; id: string; text: string };

/** What changed since a kept list's counter: the records to let go, and those to put back as they are now. */
export type ListChanges = { drop: Iterable<string>; parts: ListPart[] };

/**
 * What a kept list is made again from: the counters between which changes count (`from` excluded),
 * and the key it was kept under beside the key asked for now (another day, say).
 */
export type SinceKept = { from: number; to: number; keptKey: string; key: string };

/** How a kind of list is read whole, or only where it changed; `key` as given to the list (a day, say). */
export type ListSource = {
  /** The answer's envelope before its first record and after its last. */
  head: string;
  tail: string;
  /** Every record, in batches: best in the list's order, then gzip writes each batch as it comes. */
  whole: (workspaceId: string, key: string) => AsyncIterable<ListPart[]>;
  /** What changed since the list kept, counters and key; null when too much to be worth it. */
  since: (workspaceId: string, kept: SinceKept) => Promise<ListChanges | null>;
};

type Kept = { key: string; parts: Map<string, ListPart>; answer: KeptAnswer; size: number; madeAt: number };

/** What a process keeps in all: a few large studios' lists, their text and its gzip. */
const KEPT = { lists: 64, bytes: 192 * 1024 * 1024 };
/** A list made longer ago is read whole again: a source keeps its changes longer than that (two days). */
const MADE_AGAIN_WITHIN_MS = 24 * 60 * 60 * 1000;
/** Text handed to gzip at a time. */
const CHUNK = 1024 * 1024;

/** Newest first, as the lists' keyset order (decision 069): time, then id, both descending. */
const newestFirst = (a: ListPart, b: ListPart) => (a.at === b.at ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.at < b.at ? 1 : -1);

/**
 * The kept answers of one kind of whole list, one per studio under its counter in `table`, read by
 * `counterReader` as `name`. `key` must name everything else the answer depends on, such as the day
 * where the list shows something by date: a list kept under another key is made again where the
 * source says the two keys differ.
 */
export function keptWholeLists(db: Db, table: PgTable, workspace: PgColumn, counter: PgColumn, name: string, source: ListSource) {
  const counterOf = counterReader(db, table, workspace, counter, name);
  const kept = new KeptByCounter<Kept>(KEPT.lists, { maxSize: KEPT.bytes, size: (k) => k.size });
  const making = new Map<string, Promise<{ counter: number; key: string; answer: KeptAnswer }>>();

  async function make(workspaceId: string, key: string, read: number) {
    const madeAt = Date.now();
    const latest = kept.latest(workspaceId);
    const before = latest && madeAt - latest.value.madeAt < MADE_AGAIN_WITHIN_MS ? latest : undefined;
    const changes = before ? await source.since(workspaceId, { from: before.counter, to: read, keptKey: before.value.key, key }) : null;
    let made: { parts: Map<string, ListPart>; answer: KeptAnswer };
    if (before && changes) {
      // Let go and put back again if gzip fails below: the list is still kept under its old counter and key.
      const parts = before.value.parts;
      for (const id of changes.drop) parts.delete(id);
      for (const part of changes.parts) parts.set(part.id, part);
      made = { parts, answer: await gzipOf(source.head, [...parts.values()].sort(newestFirst), source.tail) };
    } else made = await readWhole(source, workspaceId, key);
    let size = made.answer.bytes;
    for (const part of made.parts.values()) size += part.text.length;
    // A list larger than all that is kept is sent all the same, and made whole each time.
    kept.set(workspaceId, read, { key, parts: made.parts, answer: made.answer, size, madeAt });
    return { counter: read, key, answer: made.answer };
  }

  return async (workspaceId: string, key: string): Promise<KeptAnswer> => {
    const read = await counterOf(workspaceId);
    for (;;) {
      const found = kept.latest(workspaceId);
      // A list kept under a later counter holds every change up to the one read, and more.
      if (found && found.counter >= read && found.value.key === key) return found.value.answer;
      // One request at a time makes a studio's list: the others wait for it rather than make it again.
      const pending = making.get(workspaceId);
      if (pending) {
        const made = await pending.catch(() => undefined);
        if (made && made.counter >= read && made.key === key) return made.answer;
        continue;
      }
      const made = make(workspaceId, key, read);
      making.set(workspaceId, made);
      try {
        return (await made).answer;
      } finally {
        making.delete(workspaceId);
      }
    }
  };
}

/**
 * The list read whole, its text through gzip as the batches come: they come in the list's order, so
 * gzip, on zlib's thread, works while the next batch is read. Put in order first if they did not.
 */
async function readWhole(source: ListSource, workspaceId: string, key: string) {
  const parts = new Map<string, ListPart>();
  const zip = gzipWriter(source.head);
  let last: ListPart | undefined;
  let ordered = true;
  try {
    for await (const batch of source.whole(workspaceId, key)) {
      for (const part of batch) {
        parts.set(part.id, part);
        if (last && newestFirst(last, part) >= 0) ordered = false;
        last = part;
      }
      if (ordered) await zip.add(batch);
    }
  } catch (err) {
    zip.abandon();
    throw err;
  }
  if (ordered) return { parts, answer: await zip.end(source.tail) };
  zip.abandon();
  return { parts, answer: await gzipOf(source.head, [...parts.values()].sort(newestFirst), source.tail) };
}

const gzipOf = async (head: string, parts: readonly ListPart[], tail: string) => {
  const zip = gzipWriter(head);
  await zip.add(parts);
  return zip.end(tail);
};

/**
 * An answer written through gzip, the records joined by commas after `head`, handed over a megabyte
 * at a time and waited for while gzip is behind. Level 1: the answer is read again far more often
 * than it is made.
 */
function gzipWriter(head: string) {
  const options: ZlibOptions & TransformOptions = { level: 1, memLevel: 9 };
  const gzip = createGzip(options);
  const chunks: Buffer[] = [];
  let bytes = 0;
  gzip.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    bytes += chunk.length;
  });
  const ended = new Promise<void>((resolve, reject) => {
    gzip.on('end', resolve);
    gzip.on('error', reject);
  });
  let text = head;
  let comma = '';
  return {
    async add(parts: readonly ListPart[]) {
      for (const part of parts) {
        text += comma + part.text;
        comma = ',';
        if (text.length >= CHUNK) {
          if (!gzip.write(text)) await once(gzip, 'drain');
          text = '';
        }
      }
    },
    async end(tail: string): Promise<KeptAnswer> {
      gzip.end(text + tail);
      await ended;
      return { gzip: chunks, bytes };
    },
    abandon() {
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
