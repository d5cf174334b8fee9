import { describe, expect, it } from 'vitest';
import { normalizeHex, parseBrushSize, rectFrom, toCanvasPoint } from './canvas-geometry';

const CANVAS = { width: 800, height: 600 };

describe('toCanvasPoint: client coordinates to canvas pixels', () => {
  it('at full size (1:1) a point maps to itself, offset by where the canvas sits', () => {
    const box = { left: 300, top: 120, width: 800, height: 600 };
    expect(toCanvasPoint(300, 120, box, CANVAS)).toEqual({ x: 0, y: 0 });
    expect(toCanvasPoint(700, 420, box, CANVAS)).toEqual({ x: 400, y: 300 });
    expect(toCanvasPoint(1100, 720, box, CANVAS)).toEqual({ x: 800, y: 600 });
  });

  it('on a 375 px phone (the canvas shown 343 px wide) a touch lands under the finger', () => {
    // 375 px minus 16 px padding each side: 343 × 257.25 on screen.
    const box = { left: 16, top: 200, width: 343, height: 257.25 };
    const centre = toCanvasPoint(16 + 343 / 2, 200 + 257.25 / 2, box, CANVAS);
    expect(centre.x).toBeCloseTo(400, 9);
    expect(centre.y).toBeCloseTo(300, 9);
    const corner = toCanvasPoint(16 + 343, 200 + 257.25, box, CANVAS);
    expect(corner.x).toBeCloseTo(800, 9);
    expect(corner.y).toBeCloseTo(600, 9);
    // One CSS pixel is 800 / 343 ≈ 2.33 canvas pixels.
    expect(toCanvasPoint(17, 201, box, CANVAS).x).toBeCloseTo(800 / 343, 9);
  });

  it('at half size and when enlarged on a wide screen', () => {
    expect(toCanvasPoint(50 + 200, 10 + 150, { left: 50, top: 10, width: 400, height: 300 }, CANVAS)).toEqual({ x: 400, y: 300 });
    expect(toCanvasPoint(1200, 900, { left: 0, top: 0, width: 1600, height: 1200 }, CANVAS)).toEqual({ x: 600, y: 450 });
  });

  it('uses each axis its own scale (a box stretched out of 4:3)', () => {
    expect(toCanvasPoint(100, 100, { left: 0, top: 0, width: 400, height: 600 }, CANVAS)).toEqual({ x: 200, y: 100 });
  });

  it('keeps points outside the canvas (a captured stroke leaving the edge) and works with a scrolled page (negative top)', () => {
    const box = { left: 0, top: -300, width: 400, height: 300 };
    expect(toCanvasPoint(-10, -300, box, CANVAS)).toEqual({ x: -20, y: 0 });
    expect(toCanvasPoint(410, 10, box, CANVAS)).toEqual({ x: 820, y: 620 });
  });

  it('does not divide by zero while the canvas is not laid out yet', () => {
    expect(toCanvasPoint(5, 6, { left: 0, top: 0, width: 0, height: 0 }, CANVAS)).toEqual({ x: 5, y: 6 });
  });
});

describe('parseBrushSize: 1 to 50, else 1', () => {
  it('keeps 1 to 50 and rounds', () => {
    expect(parseBrushSize('1')).toBe(1);
    expect(parseBrushSize('5')).toBe(5);
    expect(parseBrushSize('50')).toBe(50);
    expect(parseBrushSize(12.6)).toBe(13);
  });
  it('clamps to 1 to 50', () => {
    expect(parseBrushSize('0')).toBe(1);
    expect(parseBrushSize('-4')).toBe(1);
    expect(parseBrushSize('51')).toBe(50);
    expect(parseBrushSize('1000')).toBe(50);
  });
  it('falls back to 1 when not a number', () => {
    expect(parseBrushSize('')).toBe(1);
    expect(parseBrushSize('abc')).toBe(1);
    expect(parseBrushSize(Number.NaN)).toBe(1);
    expect(parseBrushSize(Number.POSITIVE_INFINITY)).toBe(1);
  });
});

describe('normalizeHex', () => {
  it('accepts six or three digits, with or without #, any case', () => {
    expect(normalizeHex('#000000')).toBe('#000000');
    expect(normalizeHex('FFA500')).toBe('#ffa500');
    expect(normalizeHex('#f80')).toBe('#ff8800');
    expect(normalizeHex(' #00FFff ')).toBe('#00ffff');
  });
  it('answers null for what is not (yet) a colour', () => {
    expect(normalizeHex('#f0')).toBeNull();
    expect(normalizeHex('#12345g')).toBeNull();
    expect(normalizeHex('red')).toBeNull();
    expect(normalizeHex('')).toBeNull();
  });
});

describe('rectFrom', () => {
  it('is the same box whichever way the drag went', () => {
    expect(rectFrom({ x: 10, y: 20 }, { x: 110, y: 70 })).toEqual({ x: 10, y: 20, width: 100, height: 50 });
    expect(rectFrom({ x: 110, y: 70 }, { x: 10, y: 20 })).toEqual({ x: 10, y: 20, width: 100, height: 50 });
  });
});
