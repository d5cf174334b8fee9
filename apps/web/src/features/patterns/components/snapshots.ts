import { CANVAS } from '@atelier/shared';

/**
 * A history snapshot (decision 037): the canvas as a PNG Blob, or null for the blank canvas (the
 * initial state and Clear Canvas cost nothing). Measured in Chromium on an 800 × 600 canvas: a
 * PNG of a sketch is 20–180 KB and takes 7–13 ms to encode (off the pointer path, after a stroke)
 * and about 5 ms to decode (undo, redo), where an ImageData is 1.92 MB whatever is drawn. Blobs
 * are held by the browser outside the JavaScript heap.
 */
export type Snapshot = Blob | null;

export const snapshotBytes = (snapshot: Snapshot): number => snapshot?.size ?? 0;

/** The canvas as it is at the call (toBlob copies the bitmap at once and encodes later). */
export function encodeSnapshot(canvas: HTMLCanvasElement | null): Promise<Snapshot> {
  if (!canvas) return Promise.resolve(null);
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'));
}

export const decodeSnapshot = (blob: Blob): Promise<ImageBitmap> => createImageBitmap(blob);

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The drawing could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The PNG the API takes ('data:image/png;base64,…'): the drawing on white. The eraser leaves
 * transparent pixels on the canvas, shown white by the page; the saved file must
 * be white there too, not transparent, so it is composed onto white here.
 */
export async function composeOnWhite(canvas: HTMLCanvasElement | null): Promise<string> {
  const paper = document.createElement('canvas');
  paper.width = CANVAS.width;
  paper.height = CANVAS.height;
  const ctx = paper.getContext('2d');
  if (!ctx) throw new Error('The canvas is not available');
  ctx.fillStyle = CANVAS.background;
  ctx.fillRect(0, 0, CANVAS.width, CANVAS.height);
  if (canvas) ctx.drawImage(canvas, 0, 0);
  const blob = await encodeSnapshot(paper);
  if (!blob) throw new Error('The drawing could not be saved as PNG');
  return dataUrlOf(blob);
}
