import sharp from 'sharp';
import { fieldError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { MAX_INPUT_PIXELS, sniffImage } from '../../lib/image-bytes.js';

/** The stored logo's longer side, in pixels: sharp on a printed page, small in a mail (decision 073). */
const LOGO_MAX_SIDE = 512;

// The profile picture's refusal, by key, so it is read in the reader's language.
const notAnImage = () => fieldError('logo', said('files.notAnImage'), 'UNSUPPORTED_MEDIA_TYPE');

/**
 * Judges the upload by its bytes and encodes a new PNG of at most 512 px on its longer side, its
 * proportions and transparency kept (decision 073). PNG, not WebP as profile pictures: pdfkit draws
 * PNG and JPEG only, and a logo is flat colour that PNG keeps sharp. Only pixels survive: sharp
 * writes no metadata unless asked, so EXIF (GPS position, camera), XMP and ICC are gone; the EXIF
 * orientation is applied first. What is not an image, or does not decode, is 415 on `logo`.
 */
export async function processLogo(bytes: Buffer): Promise<{ data: Buffer; contentType: 'image/png' }> {
  if (!sniffImage(bytes)) throw notAnImage();
  try {
    const input = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const meta = await input.metadata();
    if (!meta.format || !['jpeg', 'png', 'gif', 'webp'].includes(meta.format) || !meta.width || !meta.height) throw notAnImage();
    const data = await input
      .rotate()
      .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return { data, contentType: 'image/png' };
  } catch {
    throw notAnImage();
  }
}
