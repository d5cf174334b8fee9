import { describe, expect, it } from 'vitest';
import { DESIGNER_HISTORY_BOUND, DrawingHistory } from './drawing-history';

/** A snapshot in the tests: a name and a size in bytes. */
type Snap = { name: string; bytes: number };
const snap = (name: string, bytes = 100): Snap => ({ name, bytes });
const sizeOf = (s: Snap) => s.bytes;
const names = (h: DrawingHistory<Snap>) => {
  // Walk to the oldest state and back again, reading each current state: the history as the user sees it.
  const seen: string[] = [h.current.name];
  let undos = 0;
  while (h.undo()) {
    seen.unshift(h.current.name);
    undos += 1;
  }
  for (let i = 0; i < undos; i += 1) h.redo();
  return seen;
};

describe('drawing history', () => {
  it('starts with the initial state only: undo and redo are disabled', () => {
    const h = new DrawingHistory(snap('blank', 0), sizeOf);
    expect(h.current.name).toBe('blank');
    expect(h.canUndo).toBe(false);
    expect(h.canRedo).toBe(false);
    expect(h.undo()).toBe(false);
    expect(h.redo()).toBe(false);
    expect(h.current.name).toBe('blank');
  });

  it('a stroke makes undo possible; undo moves the latest snapshot to redo and shows the one before', () => {
    const h = new DrawingHistory(snap('blank', 0), sizeOf);
    h.push(snap('stroke 1'));
    expect(h.canUndo).toBe(true);
    expect(h.canRedo).toBe(false);
    expect(h.undo()).toBe(true);
    expect(h.current.name).toBe('blank');
    expect(h.canUndo).toBe(false);
    expect(h.canRedo).toBe(true);
    expect(h.stats).toMatchObject({ undoSteps: 0, redoSteps: 1 });
  });

  it('redo restores the undone snapshot, in the order undone', () => {
    const h = new DrawingHistory(snap('blank', 0), sizeOf);
    h.push(snap('stroke 1'));
    h.push(snap('stroke 2'));
    h.undo();
    h.undo();
    expect(h.current.name).toBe('blank');
    expect(h.redo()).toBe(true);
    expect(h.current.name).toBe('stroke 1');
    expect(h.redo()).toBe(true);
    expect(h.current.name).toBe('stroke 2');
    expect(h.canRedo).toBe(false);
    expect(h.redo()).toBe(false);
  });

  it('a new stroke clears redo', () => {
    const h = new DrawingHistory(snap('blank', 0), sizeOf);
    h.push(snap('stroke 1'));
    h.push(snap('stroke 2'));
    h.undo();
    expect(h.canRedo).toBe(true);
    h.push(snap('stroke 3'));
    expect(h.canRedo).toBe(false);
    expect(h.redo()).toBe(false);
    expect(names(h)).toEqual(['blank', 'stroke 1', 'stroke 3']);
    // The dropped redo snapshot no longer counts against the bound.
    expect(h.stats.bytes).toBe(200);
  });

  it('Clear Canvas is an undoable step: undo brings the drawing back, redo clears again', () => {
    const h = new DrawingHistory<Snap>(snap('blank', 0), sizeOf);
    h.push(snap('stroke 1'));
    h.push(snap('blank', 0)); // Clear Canvas
    expect(h.canUndo).toBe(true);
    h.undo();
    expect(h.current.name).toBe('stroke 1');
    h.redo();
    expect(h.current.name).toBe('blank');
  });

  it('reset starts over from one state with nothing to undo or redo', () => {
    const h = new DrawingHistory(snap('blank', 0), sizeOf);
    h.push(snap('stroke 1'));
    h.push(snap('stroke 2'));
    h.undo();
    h.reset(snap('opened', 50));
    expect(h.current.name).toBe('opened');
    expect(h.canUndo).toBe(false);
    expect(h.canRedo).toBe(false);
    expect(h.stats).toEqual({ undoSteps: 0, redoSteps: 0, bytes: 50 });
  });

  describe('memory bound', () => {
    it('the designer keeps at most 50 steps and 16 MB', () => {
      expect(DESIGNER_HISTORY_BOUND).toEqual({ maxSteps: 50, maxBytes: 16 * 1024 * 1024 });
    });

    it('keeps at most maxSteps undoable steps, dropping the oldest', () => {
      const h = new DrawingHistory(snap('blank', 0), sizeOf, { maxSteps: 3, maxBytes: 1e9 });
      for (let i = 1; i <= 10; i += 1) h.push(snap(`stroke ${i}`));
      expect(h.stats.undoSteps).toBe(3);
      expect(names(h)).toEqual(['stroke 7', 'stroke 8', 'stroke 9', 'stroke 10']);
      // Undo stops at the oldest state kept, as it would at the initial state.
      h.undo();
      h.undo();
      h.undo();
      expect(h.current.name).toBe('stroke 7');
      expect(h.canUndo).toBe(false);
      expect(h.undo()).toBe(false);
      expect(h.current.name).toBe('stroke 7');
    });

    it('keeps at most maxBytes over the undo and redo lists, dropping the oldest', () => {
      const h = new DrawingHistory(snap('blank', 0), sizeOf, { maxSteps: 50, maxBytes: 1000 });
      for (let i = 1; i <= 30; i += 1) h.push(snap(`stroke ${i}`, 300));
      expect(h.stats.bytes).toBeLessThanOrEqual(1000);
      expect(names(h)).toEqual(['stroke 28', 'stroke 29', 'stroke 30']);
      h.undo();
      h.undo();
      // Undo and redo move snapshots, they never add bytes.
      expect(h.stats).toEqual({ undoSteps: 0, redoSteps: 2, bytes: 900 });
    });

    it('never drops the current state, even alone over the byte bound', () => {
      const h = new DrawingHistory(snap('blank', 0), sizeOf, { maxSteps: 50, maxBytes: 1000 });
      h.push(snap('small', 400));
      h.push(snap('huge', 5000));
      expect(h.current.name).toBe('huge');
      expect(h.canUndo).toBe(false);
      expect(h.stats).toEqual({ undoSteps: 0, redoSteps: 0, bytes: 5000 });
    });

    it('stays within the bound over a long session of strokes, undos and redos', () => {
      const bound = { maxSteps: 50, maxBytes: 16 * 1024 * 1024 };
      const h = new DrawingHistory(snap('blank', 0), sizeOf, bound);
      let seed = 7;
      const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
      for (let i = 0; i < 2000; i += 1) {
        const r = random();
        if (r < 0.2) h.undo();
        else if (r < 0.3) h.redo();
        else h.push(snap(`s${i}`, Math.floor(random() * 600_000)));
        const { undoSteps, redoSteps, bytes } = h.stats;
        expect(undoSteps).toBeLessThanOrEqual(bound.maxSteps);
        expect(undoSteps + redoSteps).toBeLessThanOrEqual(bound.maxSteps);
        expect(bytes).toBeLessThanOrEqual(bound.maxBytes);
      }
    });

    it('refuses a bound that is not two non-negative numbers', () => {
      expect(() => new DrawingHistory(snap('blank', 0), sizeOf, { maxSteps: Number.NaN, maxBytes: 1 })).toThrow(RangeError);
      expect(() => new DrawingHistory(snap('blank', 0), sizeOf, { maxSteps: 1, maxBytes: -1 })).toThrow(RangeError);
    });
  });
});
