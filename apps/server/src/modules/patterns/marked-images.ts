import { LRUCache } from 'lru-cache';
import { serverFault } from '../../lib/errors.js';

/**
 * Which drawing of the mark a cached image carries: change it whenever `watermark()` draws
 * differently, so no render of the old mark is served again.
 */
const MARK_VARIANT = 'atelier-1';
/** Marked PNGs kept in memory, by their bytes: about 60 to 600 images of 800 × 600. */
const MARKED_CACHE_BYTES = 64 * 1024 * 1024;

type Load = () => Promise<Buffer>;
/** Draws the mark on the stored bytes: `watermark()` run in the worker pool (decision 097). */
type Mark = (png: Buffer) => Promise<Buffer>;

/**
 * Marked pattern images, kept by content (docs/decisions/054): the key is the SHA-256 of the
 * stored bytes (patterns.image_hash, computed from them at every write) and the mark's variant,
 * so any URL version, any reader and any copy of the same bytes share one render, and a new
 * image is a new key. An LRU bounded by bytes; concurrent misses for one key render once.
 */
const cache = new LRUCache<string, Buffer, { load: Load; mark: Mark }>({
  maxSize: MARKED_CACHE_BYTES,
  sizeCalculation: (png) => Math.max(1, png.length),
  fetchMethod: async (_key, _stale, { context }) => {
    stats.renders += 1;
    return context.mark(await context.load());
  },
});

/** How many images were marked afresh: the observable the tests read (a hit adds nothing). */
export const stats = { renders: 0 };

/**
 * The marked image of the stored bytes whose hash is `hash`. On a miss `beforeRender` runs first
 * (the studio's render bound may refuse), then `load` reads the stored file and `mark` draws on it.
 */
export async function markedImage(
  hash: string,
  { load, mark, beforeRender = () => undefined }: { load: Load; mark: Mark; beforeRender?: () => Promise<void> | void },
): Promise<Buffer> {
  const key = `${hash}:${MARK_VARIANT}`;
  const hit = cache.get(key);
  if (hit) return hit;
  await beforeRender();
  const png = await cache.fetch(key, { context: { load, mark } });
  if (!png) throw serverFault('the marked image could not be made');
  return png;
}
