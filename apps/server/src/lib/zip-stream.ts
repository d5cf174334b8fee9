import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** A file's bytes deflated as the ZIP stores them, with what its header needs (decision 097). */
export type DeflatedEntry = { data: Uint8Array; crc: number; size: number };
/** Deflates one file elsewhere (the worker pool): `deflateEntry` run off the request's thread. */
type Deflater = (data: Uint8Array) => Promise<DeflatedEntry>;

/** One file of a streamed ZIP; `data` is read only when the ZIP reaches it. */
export type ZipEntry = { name: string; data: () => Promise<Uint8Array | null>; compress: boolean };

/**
 * A ZIP written one file at a time (fflate's streaming Zip): each entry's bytes are read when
 * the archive reaches it and handed on before the next is read, so memory holds one file and
 * what the client has not yet taken, never the whole archive (docs/decisions/054). Entries
 * whose data is null are left out. Sizes go in data descriptors, which every unzip tool reads.
 */
export async function* zipChunks(entries: Iterable<ZipEntry>, mtime: Date, deflate?: Deflater): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else out.push(chunk);
  });
  for (const entry of entries) {
    const data = await entry.data();
    if (!data) continue;
    // PNGs and WebPs are compressed already: stored as they are, which costs no CPU.
    const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
    file.mtime = mtime;
    if (entry.compress && deflate) {
      // Deflated in the worker pool (decision 097); the archive takes the bytes as ZipDeflate would have made them.
      const done = await deflate(data);
      zip.add(file);
      file.crc = done.crc;
      file.size = done.size;
      file.ondata(null, done.data as Uint8Array<ArrayBuffer>, true);
    } else {
      zip.add(file);
      file.push(data, true);
    }
    if (failure) throw failure;
    yield* out.splice(0);
  }
  zip.end();
  if (failure) throw failure;
  yield* out.splice(0);
}

/**
 * The ZIP as a byte stream for a reply: it is pulled as the socket drains (a 16 KB buffer), so a
 * slow client holds the next file back instead of memory filling up.
 */
export const zipStream = (entries: Iterable<ZipEntry>, mtime: Date, deflate?: Deflater) =>
  Readable.from(zipChunks(entries, mtime, deflate), { objectMode: false });

/**
 * Deflates one file as ZipDeflate does inside the archive, in a worker thread (decision 097):
 * level 6, the CRC and size of the original computed by fflate on the way.
 */
export async function deflateEntry(data: Uint8Array): Promise<DeflatedEntry> {
  const file = new ZipDeflate('', { level: 6 });
  const chunks: Uint8Array[] = [];
  file.ondata = (err, chunk) => {
    if (err) throw err;
    chunks.push(chunk);
  };
  file.push(data, true);
  const out = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  return { data: out, crc: file.crc, size: file.size };
}
