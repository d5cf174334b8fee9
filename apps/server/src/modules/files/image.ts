import { PROFILE_IMAGE } from '@atelier/shared';
import sharp from 'sharp';
import { fieldError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { MAX_INPUT_PIXELS, sniffImage } from '../../lib/image-bytes.js';

const NOT_AN_IMAGE = said('files.notAnImage');

/**
 * Decodes the upload and encodes a new square WebP of at most 512 px (decision 022). Only pixels
 * survive: sharp writes no metadata unless asked, so EXIF (GPS position, camera, dates), XMP and
 * comments are gone; the EXIF orientation is applied first so the picture stays upright.
 * Anything that fails to decode, truncated files included, is a 422 on the `image` field.
 */
export async function processProfileImage(bytes: Buffer): Promise<{ data: Buffer; contentType: string }> {
  if (!sniffImage(bytes)) throw fieldError('image', NOT_AN_IMAGE);
  try {
    const input = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const meta = await input.metadata();
    if (!meta.format || !['jpeg', 'png', 'gif', 'webp'].includes(meta.format) || !meta.width || !meta.height)
      throw fieldError('image', NOT_AN_IMAGE);
    // Orientation 5-8 swaps width and height; the smaller side decides the square either way.
    const side = Math.min(PROFILE_IMAGE.maxSide, meta.width, meta.height);
    const data = await input.rotate().resize(side, side, { fit: 'cover' }).webp({ quality: 85 }).toBuffer();
    return { data, contentType: 'image/webp' };
  } catch {
    throw fieldError('image', NOT_AN_IMAGE);
  }
}
