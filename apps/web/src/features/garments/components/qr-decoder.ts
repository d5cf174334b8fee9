/**
 * Reads the QR code of a garment's tag (decision 152): the browser's own BarcodeDetector where it
 * reads QR codes (Android, ChromeOS, macOS), else ZXing, loaded only then. Both read a canvas, so
 * a camera's frame and a photo of the tag go the same way.
 */
export type QrDecoder = { decode: (canvas: HTMLCanvasElement) => Promise<string | null> };

type Detector = { detect: (source: HTMLCanvasElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = { new (options: { formats: string[] }): Detector; getSupportedFormats?: () => Promise<string[]> };

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  const formats = await Native.getSupportedFormats?.().catch(() => [] as string[]);
  if (!formats?.includes('qr_code')) return null;
  const detector = new Native({ formats: ['qr_code'] });
  return { decode: async (canvas) => (await detector.detect(canvas).catch(() => []))[0]?.rawValue ?? null };
}

async function zxingDecoder(): Promise<QrDecoder> {
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  const reader = new BrowserQRCodeReader();
  return {
    decode: async (canvas) => {
      try {
        return reader.decodeFromCanvas(canvas).getText();
      } catch {
        // No code in this frame: the next one is read.
        return null;
      }
    },
  };
}

let decoder: Promise<QrDecoder> | null = null;

/** The one decoder of the page, made on first use. */
export function qrDecoder(): Promise<QrDecoder> {
  decoder ??= nativeDecoder().then((native) => native ?? zxingDecoder());
  return decoder;
}

/** The longest side a frame or photo is read at: enough for a tag's code, quick to read. */
const MAX_SIDE = 1280;

/** Draws an image or a video frame on a canvas no larger than MAX_SIDE. */
export function drawn(source: CanvasImageSource, width: number, height: number, canvas = document.createElement('canvas')) {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height, 1));
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  canvas.getContext('2d', { willReadFrequently: true })?.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** The code in a photo of the tag, or null. */
export async function decodePhoto(file: Blob): Promise<string | null> {
  const image = await createImageBitmap(file);
  try {
    return await (await qrDecoder()).decode(drawn(image, image.width, image.height));
  } finally {
    image.close();
  }
}
