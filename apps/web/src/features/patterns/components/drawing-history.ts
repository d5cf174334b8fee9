/**
 * The designer's undo and redo (decision 037), as a pure module with
 * no DOM so every rule is unit-tested:
 * - the history is a list of snapshots whose last one is what the canvas shows (the current state);
 *   it starts with the initial state alone;
 * - undo moves the latest snapshot to the redo list and the one before becomes current;
 * - redo moves it back and it is current again;
 * - a new stroke (any new step, Clear Canvas included) is pushed and empties the redo list;
 * - undo is possible only with more than the initial state, redo only when something was undone.
 *
 * Bounded so a long session cannot exhaust a phone (decision 037): at most `maxSteps` undoable
 * steps AND at most `maxBytes` of snapshots over both lists. Past either bound the oldest
 * snapshots are dropped (the oldest retained one becomes the state undo stops at); the current
 * state is never dropped, even alone over the byte bound. Only a push can grow the total: undo and
 * redo move snapshots between the lists, and a push empties the redo list first.
 */

export type HistoryBound = {
  /** Undoable steps kept (snapshots before the current one). */
  maxSteps: number;
  /** Bytes of every kept snapshot, undo and redo lists together. */
  maxBytes: number;
};

/**
 * The designer's bound. Snapshots are PNG blobs of the 800 × 600 canvas (decision 037): a sketch
 * measured 20–180 KB, so 50 steps is usually 1–9 MB; 16 MB caps a pathological drawing (noise,
 * photos) at about 8 steps of a 2 MB PNG. Raw ImageData would be 1.92 MB a step (96 MB for 50).
 */
export const DESIGNER_HISTORY_BOUND: HistoryBound = { maxSteps: 50, maxBytes: 16 * 1024 * 1024 };

export class DrawingHistory<S> {
  private done: S[];
  private undone: S[] = [];
  private total: number;

  constructor(
    initial: S,
    private readonly sizeOf: (snapshot: S) => number,
    private readonly bound: HistoryBound = DESIGNER_HISTORY_BOUND,
  ) {
    if (!(bound.maxSteps >= 0) || !(bound.maxBytes >= 0)) throw new RangeError('The history bound must be two non-negative numbers');
    this.done = [initial];
    this.total = sizeOf(initial);
  }

  /** What the canvas shows now. */
  get current(): S {
    return this.done[this.done.length - 1] as S;
  }

  get canUndo(): boolean {
    return this.done.length > 1;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** Steps that can be undone and redone, and the bytes held (for the bench and the tests). */
  get stats(): { undoSteps: number; redoSteps: number; bytes: number } {
    return { undoSteps: this.done.length - 1, redoSteps: this.undone.length, bytes: this.total };
  }

  /** A new step (a stroke, a shape, Clear Canvas, an opened pattern): it becomes current, redo is emptied. */
  push(snapshot: S): void {
    for (const s of this.undone) this.total -= this.sizeOf(s);
    this.undone = [];
    this.done.push(snapshot);
    this.total += this.sizeOf(snapshot);
    this.enforceBound();
  }

  /**
   * Undo: the latest snapshot goes to the redo list and the one before is current (the canvas
   * shows `current`). False, changing nothing, when undo is disabled.
   */
  undo(): boolean {
    if (!this.canUndo) return false;
    this.undone.push(this.done.pop() as S);
    return true;
  }

  /** Redo: the last undone snapshot is current again. False, changing nothing, when redo is disabled. */
  redo(): boolean {
    if (!this.canRedo) return false;
    this.done.push(this.undone.pop() as S);
    return true;
  }

  /** Starts over from one state (a saved pattern's blank canvas): nothing to undo or redo. */
  reset(initial: S): void {
    this.done = [initial];
    this.undone = [];
    this.total = this.sizeOf(initial);
  }

  private enforceBound(): void {
    while (this.done.length > 1 && (this.done.length - 1 > this.bound.maxSteps || this.total > this.bound.maxBytes)) {
      this.total -= this.sizeOf(this.done.shift() as S);
    }
  }
}
