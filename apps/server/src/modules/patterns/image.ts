import { createHash } from 'node:crypto';
import { CANVAS, PATTERN_LIMITS } from '@atelier/shared';
import sharp from 'sharp';
import { AppError, fieldError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { FONT_FILES } from '../../lib/fonts.js';
import { MAX_INPUT_PIXELS, sniffImage } from '../../lib/image-bytes.js';

const FIELD = 'base64Image';
const unreadable = () => fieldError(FIELD, said('patterns.imageUnreadable'));
const DATA_URL = /^data:([^;,]*)(;base64)?,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type PatternPng = { data: Buffer; hash: string };

/**
 * A pattern image as sent (decision 036): base64 or a canvas data URL, judged by its bytes. It must
 * decode, be a PNG (by its signature, whatever the prefix says), weigh at most 2 MB and measure
 * at most 800 × 600. It is stored re-encoded, so only pixels survive (text chunks and the like
 * do not); the SHA-256 of what is stored names its version.
 */
export async function readPatternPng(sent: string): Promise<PatternPng> {
  let text = sent.trim();
  const prefix = DATA_URL.exec(text);
  if (prefix) {
    if (prefix[1] !== 'image/png' || !prefix[2]) throw fieldError(FIELD, said('patterns.imageNotBase64Png'));
    text = text.slice(prefix[0].length);
  }
  if (text.length === 0 || text.length % 4 !== 0 || !BASE64.test(text)) throw fieldError(FIELD, said('patterns.imageNotBase64'));
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > PATTERN_LIMITS.imageMaxBytes) throw fieldError(FIELD, said('patterns.imageTooHeavy'));
  if (sniffImage(bytes) !== 'png') throw fieldError(FIELD, said('patterns.imageNotPng'));
  let data: Buffer;
  try {
    const input = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS });
    const meta = await input.metadata();
    if (meta.format !== 'png' || !meta.width || !meta.height) throw unreadable();
    if (meta.width > CANVAS.width || meta.height > CANVAS.height) {
      throw fieldError(
        FIELD,
        // The sides as sent, digit for digit, as a file's properties show them.
        said('patterns.imageTooLarge', {
          maxWidth: CANVAS.width,
          maxHeight: CANVAS.height,
          width: `${meta.width}`,
          height: `${meta.height}`,
        }),
      );
    }
    data = await input.png({ compressionLevel: 6 }).toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unreadable();
  }
  return patternPng(data);
}

/** Stored bytes with the hash that names their version (patterns.image_hash). */
export const patternPng = (data: Buffer): PatternPng => ({ data, hash: createHash('sha256').update(data).digest('hex') });

/**
 * The Free plan's mark (decision 036), drawn when a file is produced and never stored, so an
 * upgrade removes it: 'Atelier' across the middle in translucent grey, sized to the image.
 */
export async function watermark(png: Buffer): Promise<Buffer> {
  const meta = await sharp(png).metadata();
  const width = meta.width ?? CANVAS.width;
  const height = meta.height ?? CANVAS.height;
  // At 300 dpi the word is about 190 px wide; scale it to 40% of the image.
  const dpi = Math.max(30, Math.round((300 * width * 0.4) / 190));
  const text = sharp({
    text: { text: '<span foreground="#6b6b6b8c">Atelier</span>', fontfile: FONT_FILES.bold, font: 'DejaVu Sans Bold', rgba: true, dpi },
  });
  const drawn = await text.metadata();
  // sharp refuses a composite larger than the image: a small or narrow image gets the word shrunk to fit.
  const fits = (drawn.width ?? 0) <= width && (drawn.height ?? 0) <= height;
  const mark = await (fits ? text : text.resize(width, height, { fit: 'inside' })).png().toBuffer();
  return sharp(png)
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer();
}
