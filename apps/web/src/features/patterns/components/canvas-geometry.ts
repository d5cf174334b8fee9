import { BRUSH } from '@atelier/shared';

export type Point = { x: number; y: number };
/** The part of a DOMRect the mapping reads (getBoundingClientRect of the canvas). */
export type Box = { left: number; top: number; width: number; height: number };

/**
 * A pointer's client coordinates to canvas pixels. The canvas is drawn at its full
 * 800 × 600 and scaled by CSS to fit the screen (about 0.42 on a 375 px phone), so a point is
 * scaled by the ratio of the bitmap to the box it is shown in: a stroke lands under the finger at
 * every size. The canvas element has no border or padding (the frame is on its wrapper), so its
 * bounding box is exactly the drawn bitmap. Points outside are kept, not clamped: a stroke that
 * leaves the canvas and comes back (pointer capture) draws to the edge as it should.
 */
export function toCanvasPoint(clientX: number, clientY: number, box: Box, canvas: { width: number; height: number }): Point {
  const scaleX = box.width > 0 ? canvas.width / box.width : 1;
  const scaleY = box.height > 0 ? canvas.height / box.height : 1;
  return { x: (clientX - box.left) * scaleX, y: (clientY - box.top) * scaleY };
}

/** Brush size 1 to 50; anything that is not a number falls back to 1. */
export function parseBrushSize(value: string | number): number {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(n)) return BRUSH.min;
  return Math.min(BRUSH.max, Math.max(BRUSH.min, Math.round(n)));
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The colour typed in the hex field as the picker's '#rrggbb', or null while it is not one yet
 * ('#f0' half typed). Three digits are expanded ('#f80' is '#ff8800'); case does not matter.
 */
export function normalizeHex(value: string): string | null {
  const match = HEX.exec(value.trim());
  if (!match) return null;
  const digits = match[1]!.toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

/** The box a line or rectangle drag covers, whatever direction it was dragged in. */
export function rectFrom(a: Point, b: Point): { x: number; y: number; width: number; height: number } {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) };
}
