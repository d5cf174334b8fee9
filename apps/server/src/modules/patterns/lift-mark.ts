import { CANVAS } from '@atelier/shared';
import sharp from 'sharp';
import { patternPng, type PatternPng } from './image.js';

type Raw = { data: Buffer; width: number; height: number };

async function rgba(png: Buffer): Promise<Raw> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Every pixel of `sent` that equals the marked image exactly becomes the original's pixel: it is
 * the mark the designer started from, left as it was. A pixel the designer changed keeps what was
 * sent. Answers whether any pixel was restored. One pass over raw RGBA buffers of the same size.
 */
function restoreUnchanged(sent: Buffer, original: Buffer, marked: Buffer): boolean {
  let restored = false;
  for (let i = 0; i < sent.length; i += 4) {
    if (sent.readUInt32LE(i) !== marked.readUInt32LE(i)) continue;
    if (sent.readUInt32LE(i) === original.readUInt32LE(i)) continue;
    original.copy(sent, i, i, i + 4);
    restored = true;
  }
  return restored;
}

/**
 * A drawing saved over a pattern whose plan marks its images (docs/decisions/053): the designer
 * reopened the marked image, so the upload carries the mark `marked` = watermark(`original`).
 * Lifted where the designer left it untouched, so the mark is drawn once, on the way out, and
 * never stored. An upload of another size, or with no pixel of the mark, is stored as sent.
 */
export async function liftMark(upload: PatternPng, original: Buffer, marked: Buffer): Promise<PatternPng> {
  const [sent, base, mark] = await Promise.all([rgba(upload.data), rgba(original), rgba(marked)]);
  const { width, height } = sent;
  const same = (r: Raw) => r.width === width && r.height === height;
  // The canvas bounds the work: every stored image passed readPatternPng's size check.
  if (!same(base) || !same(mark) || width * height > CANVAS.width * CANVAS.height) return upload;
  if (!restoreUnchanged(sent.data, base.data, mark.data)) return upload;
  return patternPng(
    await sharp(sent.data, { raw: { width, height, channels: 4 } })
      .png({ compressionLevel: 6 })
      .toBuffer(),
  );
}
