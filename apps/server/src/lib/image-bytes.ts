export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif';

/**
 * The ISO base media brands of still images (HEIF): AVIF ('avif', 'avis') and Apple's HEIC
 * ('heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'). A video (mp4, mov) carries
 * other brands and is not an image.
 */
const HEIF_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/**
 * The type an upload really is, from its first bytes (decision 022): the file name and the declared
 * Content-Type are the sender's word and are never read. An SVG (text, can carry script), a zip
 * renamed .png or anything else is null.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const starts = (sig: number[], at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || starts([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) return 'gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  // An 'ftyp' box first, whose major brand names a still image: which codec it holds (AV1 or HEVC) the decoder tells.
  if (starts([0x66, 0x74, 0x79, 0x70], 4) && HEIF_BRANDS.has(String.fromCharCode(...bytes.subarray(8, 12)))) return 'heif';
  return null;
}

/**
 * A picture 2 MB on disk can still decode to a huge bitmap (a "decompression bomb"); past this many
 * pixels (an 8,000 x 8,000 photo) the upload is refused rather than decoded.
 */
export const MAX_INPUT_PIXELS = 64_000_000;
