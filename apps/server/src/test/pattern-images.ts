import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** Images for the pattern tests, drawn by sharp so every byte is known. */
export async function pngOf(width: number, height: number, colour = '#1f6feb'): Promise<Buffer> {
  const white = await sharp({ create: { width, height, channels: 4, background: '#ffffff' } })
    .composite([
      {
        input: {
          create: {
            width: Math.max(1, Math.floor(width / 4)),
            height: Math.max(1, Math.floor(height / 4)),
            channels: 4,
            background: colour,
          },
        },
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();
  return white;
}

export const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

export async function jpegOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

/** A PNG of random noise: it does not compress, so it stays near its raw size when re-encoded. */
export async function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 4), { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** The share of pixels that differ between two images of the same size (the watermark shows). */
export async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  const [ra, rb] = await Promise.all([sharp(a).ensureAlpha().raw().toBuffer(), sharp(b).ensureAlpha().raw().toBuffer()]);
  let differ = 0;
  for (let i = 0; i < ra.length; i += 4) if (ra[i] !== rb[i] || ra[i + 1] !== rb[i + 1] || ra[i + 2] !== rb[i + 2]) differ += 1;
  return differ / (ra.length / 4);
}
