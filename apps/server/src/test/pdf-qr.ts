import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsqr from 'jsqr';
import sharp from 'sharp';

/*
 * Reads printed QR codes back as a phone would (decision 153): poppler's tools (Debian's
 * poppler-utils, installed by .ci/run) take the images out of a PDF or rasterise its page, sharp
 * gives the pixels, jsQR decodes them.
 */
const execFileAsync = promisify(execFile);
/** jsqr is CommonJS: its function is module.exports, which also carries it as `default`, the one its types name. */
const jsQR = jsqr.default;

/** Runs one of poppler's tools; without them the test says what to install rather than ENOENT. */
async function run(tool: 'pdfimages' | 'pdftoppm', args: string[]): Promise<void> {
  try {
    await execFileAsync(tool, args);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${tool} is missing: apt-get install -y poppler-utils`);
    throw err;
  }
}

/** Decodes the QR in an image (PNG bytes, or a region of it); null when none is read. */
export async function decodeQr(
  image: Buffer,
  region?: { left: number; top: number; width: number; height: number },
): Promise<string | null> {
  const pipeline = region ? sharp(image).extract(region) : sharp(image);
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}

async function inTempDir<T>(pdf: Buffer, work: (dir: string, file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-qr-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    return await work(dir, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Every image of the PDF in the order drawn (`pdfimages -png`), each decoded as a QR. */
export function pdfQrCodes(pdf: Buffer): Promise<(string | null)[]> {
  return inTempDir(pdf, async (dir, file) => {
    await run('pdfimages', ['-png', file, path.join(dir, 'img')]);
    const names = (await readdir(dir)).filter((n) => n.startsWith('img-')).sort();
    return Promise.all(names.map(async (n) => decodeQr(await readFile(path.join(dir, n)))));
  });
}

/** One page rasterised as printed (`pdftoppm`), as PNG bytes at `dpi`. */
export function pdfPagePng(pdf: Buffer, page: number, dpi: number): Promise<Buffer> {
  return inTempDir(pdf, async (dir, file) => {
    const out = path.join(dir, 'page');
    await run('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, out]);
    return readFile(`${out}.png`);
  });
}
