import { PHOTO_LIMITS } from '@atelier/shared';
import sharp, { type Metadata } from 'sharp';
import { AppError, fieldError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { MAX_INPUT_PIXELS, sniffImage } from '../../lib/image-bytes.js';

const FIELD = 'photo';
const notAPhoto = () => fieldError(FIELD, said('photos.notAPhoto'));
/** The libheif here decodes AV1 (AVIF) only: HEVC is not in sharp's build (decision 079). */
const heic = () => fieldError(FIELD, said('photos.heic'));
const DECODED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const WEBP = { quality: 80 } as const;

export type ProcessedPhoto = {
  full: Buffer;
  thumb: Buffer;
  /** Of the full size, upright. */
  width: number;
  height: number;
};

/** Reads the header only: what the file is and how many pixels it would decode to. */
async function judge(bytes: Buffer): Promise<Metadata> {
  const kind = sniffImage(bytes);
  if (!kind) throw notAPhoto();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notAPhoto();
  }
  if (!meta.format || !DECODED.has(meta.format) || !meta.width || !meta.height) throw notAPhoto();
  if (meta.format === 'heif' && meta.compression !== 'av1') throw heic();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    // The sides as sent, digit for digit, as a file's properties show them.
    const size = { max: MAX_INPUT_PIXELS / 1_000_000, width: `${meta.width}`, height: `${meta.height}` };
    throw fieldError(FIELD, said('photos.tooLarge', size));
  }
  return meta;
}

/**
 * A photo as sent, judged by its bytes (decision 079), becomes two WebPs: the full size fitting
 * inside 2048 px and a 400 px thumbnail, never enlarged. Only pixels survive: the EXIF orientation
 * is applied first (`rotate()`), then sharp writes no metadata (EXIF with its GPS position, camera
 * and dates, XMP, ICC) since nothing asks it to; colours are converted to sRGB. The pixel count is
 * read from the header and refused before anything is decoded (decompression bombs), and decoding
 * is bounded by the same limit. An animated GIF or WebP keeps its first frame. Anything that fails
 * to decode, truncated files included, is a 422 on `photo`.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  await judge(bytes);
  try {
    const input = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const side = PHOTO_LIMITS.fullSide;
    const { data: full, info } = await input
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    // The thumbnail is made from the full size: the original is decoded once.
    const thumbSide = PHOTO_LIMITS.thumbSide;
    const thumb = await sharp(full).resize(thumbSide, thumbSide, { fit: 'inside', withoutEnlargement: true }).webp(WEBP).toBuffer();
    return { full, thumb, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw notAPhoto();
  }
}
