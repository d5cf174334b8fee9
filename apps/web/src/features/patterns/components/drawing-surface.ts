import { BRUSH, CANVAS } from '@atelier/shared';
import { toCanvasPoint, type Box, type Point } from './canvas-geometry';
import { DrawingHistory } from './drawing-history';
import { composeOnWhite, decodeSnapshot, encodeSnapshot, snapshotBytes, type Snapshot } from './snapshots';

export type Tool = 'brush' | 'eraser' | 'line' | 'rectangle';
/** What the buttons show, and the history's size (on the page as data attributes, read by bench/). */
export type DrawingState = { canUndo: boolean; canRedo: boolean; busy: boolean; steps: number; bytes: number };
const preventTouch = (e: TouchEvent) => e.preventDefault();
type Stroke = { pointerId: number; tool: Tool; start: Point; last: Point; box: Box };

/**
 * The designer's canvas, outside React (decision 037): pointer events (mouse, touch, pen) draw on the
 * 800 × 600 bitmap, each move drawing only its new segments (cheap per segment, bench/); line and
 * rectangle preview on an overlay canvas and land on the drawing when released. Every finished
 * step is a snapshot in the bounded history (drawing-history.ts, decision 037).
 *
 * Snapshots are PNG blobs, made and decoded off the pointer path. Steps run in order through one
 * queue, so an undo pressed while the last stroke is still being encoded undoes that stroke; while
 * an undo, redo or opened image is being painted, a new stroke does not start (it would be painted
 * over), which lasts a few milliseconds.
 */
export class DrawingSurface {
  private main: HTMLCanvasElement | null = null;
  private overlay: HTMLCanvasElement | null = null;
  private history = new DrawingHistory<Snapshot>(null, snapshotBytes);
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;
  private painting = 0;
  private stroke: Stroke | null = null;
  private state: DrawingState = { canUndo: false, canRedo: false, busy: false, steps: 0, bytes: 0 };
  private readonly listeners = new Set<() => void>();
  tool: Tool = 'brush';
  size: number = BRUSH.default;
  color: string = BRUSH.defaultColor;

  /** Starts listening on the canvases; answers the detach. The overlay is on top and takes the pointer. */
  attach(main: HTMLCanvasElement, overlay: HTMLCanvasElement): () => void {
    this.main = main;
    this.overlay = overlay;
    const options = { passive: false } as const;
    overlay.addEventListener('pointerdown', this.onDown, options);
    overlay.addEventListener('pointermove', this.onMove, options);
    overlay.addEventListener('pointerup', this.onUp);
    overlay.addEventListener('pointercancel', this.onCancel);
    overlay.addEventListener('lostpointercapture', this.onUp);
    // touch-action: none stops the scroll, but Chromium still makes a fling of a stroke that ends
    // fast, and eats the next tap (on Undo, a tool) as the fling's stop. With the touch events'
    // default prevented no gesture starts at all; the pointer events still come.
    overlay.addEventListener('touchstart', preventTouch, options);
    overlay.addEventListener('touchmove', preventTouch, options);
    return () => {
      overlay.removeEventListener('touchstart', preventTouch);
      overlay.removeEventListener('touchmove', preventTouch);
      overlay.removeEventListener('pointerdown', this.onDown);
      overlay.removeEventListener('pointermove', this.onMove);
      overlay.removeEventListener('pointerup', this.onUp);
      overlay.removeEventListener('pointercancel', this.onCancel);
      overlay.removeEventListener('lostpointercapture', this.onUp);
      this.main = null;
      this.overlay = null;
      this.stroke = null;
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): DrawingState => this.state;

  /** Ctrl/Cmd+Z may come before the last stroke's snapshot is in: the step waits for it, then decides. */
  undo(): void {
    if (!this.stroke) this.paintStep(() => this.history.undo());
  }

  redo(): void {
    if (!this.stroke) this.paintStep(() => this.history.redo());
  }

  /** Clear Canvas: an undoable step. */
  clear(): void {
    if (this.stroke) return;
    this.context()?.clearRect(0, 0, CANVAS.width, CANVAS.height);
    this.fire(async () => this.history.push(null));
  }

  /** A saved pattern's image onto the canvas, as an undoable step (the drawing before is not lost). */
  open(image: Blob): Promise<void> {
    this.painting += 1;
    this.update();
    return this.enqueue(async () => {
      try {
        await this.paint(image);
        this.history.push(await encodeSnapshot(this.main));
      } finally {
        this.painting -= 1;
      }
    });
  }

  /** After a save: a blank canvas and nothing to undo. */
  reset(): Promise<void> {
    return this.enqueue(async () => {
      this.context()?.clearRect(0, 0, CANVAS.width, CANVAS.height);
      this.history.reset(null);
    });
  }

  /** The drawing as the PNG data URL the API takes, on white (erased pixels are transparent). */
  exportPng(): Promise<string> {
    return this.enqueue(() => composeOnWhite(this.main));
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    this.pending += 1;
    this.update();
    const run = this.queue.then(task);
    this.queue = run.then(
      () => undefined,
      (err: unknown) => console.error('A drawing step failed', err),
    );
    return run.finally(() => {
      this.pending -= 1;
      this.update();
    });
  }

  /** A step nobody awaits: a failure is logged by the queue, and not left unhandled. */
  private fire(task: () => Promise<void>): void {
    this.enqueue(task).catch(() => undefined);
  }

  private paintStep(move: () => boolean): void {
    this.painting += 1;
    this.fire(async () => {
      try {
        if (move()) await this.paint(this.history.current);
      } finally {
        this.painting -= 1;
      }
    });
  }

  private async paint(snapshot: Snapshot): Promise<void> {
    const image = snapshot ? await decodeSnapshot(snapshot) : null;
    const ctx = this.context();
    if (ctx) {
      ctx.save();
      ctx.globalCompositeOperation = 'source-over';
      ctx.clearRect(0, 0, CANVAS.width, CANVAS.height);
      if (image) ctx.drawImage(image, 0, 0);
      ctx.restore();
    }
    image?.close();
  }

  private update(): void {
    const { undoSteps, redoSteps, bytes } = this.history.stats;
    const next: DrawingState = {
      canUndo: this.history.canUndo,
      canRedo: this.history.canRedo,
      busy: this.pending > 0,
      steps: undoSteps + redoSteps,
      bytes,
    };
    if ((Object.keys(next) as (keyof DrawingState)[]).every((k) => next[k] === this.state[k])) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private context(): CanvasRenderingContext2D | null {
    return this.main?.getContext('2d') ?? null;
  }

  private style(ctx: CanvasRenderingContext2D, tool: Tool): void {
    ctx.globalCompositeOperation = tool === 'eraser' ? 'destination-out' : 'source-over';
    ctx.strokeStyle = this.color;
    ctx.fillStyle = this.color;
    ctx.lineWidth = this.size;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
  }

  private point(e: PointerEvent, box: Box): Point {
    return toCanvasPoint(e.clientX, e.clientY, box, CANVAS);
  }

  private onDown = (e: PointerEvent): void => {
    // One pointer draws: a second finger, a right click or a step being painted starts nothing.
    if (this.stroke || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0) || this.painting > 0 || !this.overlay) return;
    e.preventDefault();
    this.overlay.setPointerCapture(e.pointerId);
    // Read once per stroke: the page does not scroll under a drawing finger (touch-action: none).
    const r = this.overlay.getBoundingClientRect();
    const box = { left: r.left, top: r.top, width: r.width, height: r.height };
    const start = this.point(e, box);
    this.stroke = { pointerId: e.pointerId, tool: this.tool, start, last: start, box };
    const ctx = this.context();
    if (ctx && (this.tool === 'brush' || this.tool === 'eraser')) {
      // A tap leaves a dot the size of the brush.
      this.style(ctx, this.tool);
      ctx.beginPath();
      ctx.arc(start.x, start.y, this.size / 2, 0, Math.PI * 2);
      ctx.fill();
    }
  };

  private onMove = (e: PointerEvent): void => {
    const stroke = this.stroke;
    if (!stroke || e.pointerId !== stroke.pointerId) return;
    e.preventDefault();
    if (stroke.tool === 'line' || stroke.tool === 'rectangle') {
      stroke.last = this.point(e, stroke.box);
      this.preview(stroke);
      return;
    }
    const ctx = this.context();
    if (!ctx) return;
    // The points the browser merged into this event (fast pens send several per frame).
    const coalesced = typeof e.getCoalescedEvents === 'function' ? e.getCoalescedEvents() : [];
    const events = coalesced.length > 0 ? coalesced : [e];
    this.style(ctx, stroke.tool);
    ctx.beginPath();
    ctx.moveTo(stroke.last.x, stroke.last.y);
    for (const event of events) {
      stroke.last = this.point(event, stroke.box);
      ctx.lineTo(stroke.last.x, stroke.last.y);
    }
    ctx.stroke();
  };

  private onUp = (e: PointerEvent): void => {
    const stroke = this.stroke;
    if (!stroke || e.pointerId !== stroke.pointerId) return;
    this.stroke = null;
    if (e.type === 'pointerup' && (stroke.tool === 'line' || stroke.tool === 'rectangle')) stroke.last = this.point(e, stroke.box);
    this.finish(stroke, true);
  };

  private onCancel = (e: PointerEvent): void => {
    const stroke = this.stroke;
    if (!stroke || e.pointerId !== stroke.pointerId) return;
    this.stroke = null;
    // What a brush drew stays (it is on the canvas); a shape the system took away is not placed.
    this.finish(stroke, stroke.tool === 'brush' || stroke.tool === 'eraser');
  };

  private finish(stroke: Stroke, keep: boolean): void {
    this.clearOverlay();
    const ctx = this.context();
    if (!ctx) return;
    if (
      keep &&
      (stroke.tool === 'line' || stroke.tool === 'rectangle') &&
      (stroke.start.x !== stroke.last.x || stroke.start.y !== stroke.last.y)
    )
      this.shape(ctx, stroke);
    ctx.globalCompositeOperation = 'source-over';
    // A click with the line or rectangle tool drew nothing: no step to undo.
    const isShape = stroke.tool === 'line' || stroke.tool === 'rectangle';
    if (!keep || (isShape && stroke.start.x === stroke.last.x && stroke.start.y === stroke.last.y)) return;
    // The bitmap is read now (toBlob copies it at the call); the push waits its turn in the queue.
    const snapshot = encodeSnapshot(this.main);
    this.fire(async () => this.history.push(await snapshot));
  }

  private shape(ctx: CanvasRenderingContext2D, stroke: Stroke): void {
    this.style(ctx, stroke.tool);
    ctx.beginPath();
    if (stroke.tool === 'line') {
      ctx.moveTo(stroke.start.x, stroke.start.y);
      ctx.lineTo(stroke.last.x, stroke.last.y);
    } else {
      ctx.rect(stroke.start.x, stroke.start.y, stroke.last.x - stroke.start.x, stroke.last.y - stroke.start.y);
    }
    ctx.stroke();
  }

  private preview(stroke: Stroke): void {
    const ctx = this.overlay?.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, CANVAS.width, CANVAS.height);
    this.shape(ctx, stroke);
  }

  private clearOverlay(): void {
    this.overlay?.getContext('2d')?.clearRect(0, 0, CANVAS.width, CANVAS.height);
  }
}
