import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of a streamed ZIP; `data` is read only when the ZIP reaches it. */
export type ZipEntry = { name: string; data: () => Promise<Uint8Array | null>; compress: boolean };

/**
 * A ZIP written one file at a time (fflate's streaming Zip): each entry's bytes are read when
 * the archive reaches it and handed on before the next is read, so memory holds one file and
 * what the client has not yet taken, never the whole archive (docs/decisions/054). Entries
 * whose data is null are left out. Sizes go in data descriptors, which every unzip tool reads.
 */
export async function* zipChunks(entries: Iterable<ZipEntry>, mtime: Date): AsyncGenerator<Uint8Array> {
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
    zip.add(file);
    file.push(data, true);
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
export const zipStream = (entries: Iterable<ZipEntry>, mtime: Date) => Readable.from(zipChunks(entries, mtime), { objectMode: false });
