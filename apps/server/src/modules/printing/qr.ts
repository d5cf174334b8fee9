import QRCode from 'qrcode';
import sharp from 'sharp';

/** Pixels per QR module in the embedded image: sharp squares at any size a printer scales it to. */
const MODULE_PX = 10;
/** The blank border around the symbol, in modules: the four the QR standard asks for, so any phone reads it. */
const QUIET_ZONE = 4;

/**
 * A printed code's QR as a one-channel PNG (decision 153): the symbol of the bare code (`A-0427-2`),
 * no URL, so a tag tells nothing about the client and a scan finds the ticket in the app's search.
 * The `qrcode` package encodes (never by hand); sharp writes the pixels, black on white, no alpha,
 * so the PDF holds one plain image per code. Level M survives a crease or a smudge on a tag.
 */
export async function qrPng(code: string): Promise<Buffer> {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QUIET_ZONE) * MODULE_PX;
  const pixels = Buffer.alloc(side * side, 0xff);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      const top = (row + QUIET_ZONE) * MODULE_PX;
      const left = (col + QUIET_ZONE) * MODULE_PX;
      for (let y = top; y < top + MODULE_PX; y += 1) pixels.fill(0, y * side + left, y * side + left + MODULE_PX);
    }
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
