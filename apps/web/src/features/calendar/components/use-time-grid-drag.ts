import type { CalendarEvent } from '@atelier/shared';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { columnAt, edgeScrollSpeed, minutesFromPixels, movedTimes, resizedTimes, type Change, type Segment } from './time-grid-layout';

export type DragMode = 'move' | 'resize';

/** What the grid draws while a drag is under way: the event dimmed and its new place as a preview. */
export type DragPreview = { event: CalendarEvent; mode: DragMode; change: Change | null };

type Options = {
  timeZone: string;
  hourHeight: number;
  /** The day columns, in order; their boxes tell which day the pointer is over. */
  columns: RefObject<Array<HTMLElement | null>>;
  /** The scrolling area: scrolling during a drag moves the event as much as the pointer does. */
  scroller: RefObject<HTMLElement | null>;
  onMove: (event: CalendarEvent, change: Change) => void;
};

type Pending = {
  event: CalendarEvent;
  segment: Segment;
  mode: DragMode;
  pointerId: number;
  x: number;
  y: number;
  scrollTop: number;
  column: number;
  /** Where the pointer is now: a scroll without a move changes the drop too. */
  lastX: number;
  lastY: number;
  active: boolean;
  change: Change | null;
};

/** A touch must rest this long on an event before it lifts: a quick swipe over an event still scrolls the grid. */
const LONG_PRESS_MS = 350;
/** A mouse moving less than this is a click; a finger moving more than this before the long press is a scroll. */
const MOUSE_SLOP_PX = 4;
const TOUCH_SLOP_PX = 8;

/**
 * Pointer dragging of events: a mouse or pen drags at once; a touch lifts the event
 * after a long press, so swiping over events still scrolls. The bottom-edge handle resizes at once
 * with any pointer (it has `touch-action: none`). Escape cancels; a click that never became a drag
 * is left to the button, which opens the event.
 */
export function useTimeGridDrag({ timeZone, hourHeight, columns, scroller, onMove }: Options) {
  const [preview, setPreview] = useState<DragPreview | null>(null);
  const teardown = useRef<(() => void) | null>(null);
  /** Set when a pointer sequence was a drag (or a cancelled one): the click that follows it must not open the event. */
  const swallowClick = useRef(false);
  const latest = useRef({ timeZone, hourHeight, onMove });
  useLayoutEffect(() => {
    latest.current = { timeZone, hourHeight, onMove };
  });

  useEffect(() => () => teardown.current?.(), []);

  const changeAt = useCallback(
    (p: Pending, x: number, y: number): Change | null => {
      const { timeZone: zone, hourHeight: height } = latest.current;
      const scrolled = (scroller.current?.scrollTop ?? 0) - p.scrollTop;
      const minutes = minutesFromPixels(y - p.y + scrolled, height);
      if (p.mode === 'resize') return resizedTimes(p.event, p.segment.day, p.segment.end, minutes, zone);
      const boxes = (columns.current ?? []).map((el) => el?.getBoundingClientRect() ?? { left: 0, right: 0 });
      return movedTimes(p.event, columnAt(x, boxes) - p.column, minutes, zone);
    },
    [columns, scroller],
  );

  /**
   * Swallows the click a browser sends right after the release that ends a drag, and only that
   * one: the click comes in the same task as the release, so the flag is cleared in the next task.
   */
  const swallowUntilAfter = useCallback((when: 'now' | 'release') => {
    swallowClick.current = true;
    const clear = () => window.setTimeout(() => (swallowClick.current = false), 0);
    if (when === 'now') clear();
    else window.addEventListener('pointerup', clear, { once: true });
  }, []);

  const start = useCallback(
    (e: ReactPointerEvent<HTMLElement>, event: CalendarEvent, segment: Segment, column: number, mode: DragMode) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      teardown.current?.();
      swallowClick.current = false;
      const touch = e.pointerType === 'touch';
      const p: Pending = {
        event,
        segment,
        mode,
        pointerId: e.pointerId,
        x: e.clientX,
        y: e.clientY,
        scrollTop: scroller.current?.scrollTop ?? 0,
        column,
        lastX: e.clientX,
        lastY: e.clientY,
        active: false,
        change: null,
      };
      const target = e.currentTarget;
      if (!touch) {
        try {
          // Keeps the moves and the release coming when the pointer leaves the window.
          target.setPointerCapture?.(e.pointerId);
        } catch {
          // Synthetic pointers (tests) have no capture to take.
        }
      }

      const activate = () => {
        p.active = true;
        setPreview({ event, mode, change: null });
      };
      const timer = touch && mode === 'move' ? window.setTimeout(activate, LONG_PRESS_MS) : undefined;

      const finish = (commit: boolean) => {
        if (commit && p.active && p.change) latest.current.onMove(event, p.change);
        if (p.active) swallowUntilAfter('now');
        cleanup();
      };
      const onPointerMove = (ev: PointerEvent) => {
        if (ev.pointerId !== p.pointerId) return;
        const distance = Math.hypot(ev.clientX - p.x, ev.clientY - p.y);
        if (!p.active) {
          if (touch && mode === 'move') {
            // Moved before the long press: the finger is scrolling, not dragging.
            if (distance > TOUCH_SLOP_PX) cleanup();
            return;
          }
          if (distance <= MOUSE_SLOP_PX) return;
          activate();
        }
        p.lastX = ev.clientX;
        p.lastY = ev.clientY;
        follow();
        if (!frame) frame = window.requestAnimationFrame(scrollAtEdge);
      };
      const follow = () => {
        p.change = changeAt(p, p.lastX, p.lastY);
        setPreview({ event, mode, change: p.change });
      };
      // Held near the top or bottom of the grid, the drag scrolls it: a finger cannot scroll while it drags.
      let frame = 0;
      const scrollAtEdge = () => {
        frame = 0;
        const area = scroller.current;
        if (!area || !p.active) return;
        const box = area.getBoundingClientRect();
        const header = area.querySelector<HTMLElement>('[data-grid-header]')?.offsetHeight ?? 0;
        const speed = edgeScrollSpeed(p.lastY, box.top + header, box.bottom);
        // Only towards where the pointer went: an event lifted near an edge does not run off at once.
        if (speed === 0 || Math.sign(speed) !== Math.sign(p.lastY - p.y)) return;
        area.scrollTop += speed;
        frame = window.requestAnimationFrame(scrollAtEdge);
      };
      const onScroll = () => {
        if (p.active) follow();
      };
      const onPointerUp = (ev: PointerEvent) => {
        if (ev.pointerId === p.pointerId) finish(true);
      };
      const onPointerCancel = (ev: PointerEvent) => {
        if (ev.pointerId === p.pointerId) finish(false);
      };
      const onKeyDown = (ev: KeyboardEvent) => {
        if (ev.key !== 'Escape' || !p.active) return;
        ev.preventDefault();
        // The button is still pressed: its release would click and open the event.
        swallowUntilAfter('release');
        cleanup();
      };
      // Once an event is lifted the finger drags it: the page must not scroll under it.
      const onTouchMove = (ev: TouchEvent) => {
        if (p.active) ev.preventDefault();
      };
      const onContextMenu = (ev: Event) => {
        if (touch) ev.preventDefault();
      };
      function cleanup() {
        window.clearTimeout(timer);
        window.cancelAnimationFrame(frame);
        scroller.current?.removeEventListener('scroll', onScroll);
        window.removeEventListener('pointermove', onPointerMove);
        window.removeEventListener('pointerup', onPointerUp);
        window.removeEventListener('pointercancel', onPointerCancel);
        window.removeEventListener('keydown', onKeyDown, true);
        window.removeEventListener('touchmove', onTouchMove);
        window.removeEventListener('contextmenu', onContextMenu, true);
        teardown.current = null;
        setPreview(null);
      }
      window.addEventListener('pointermove', onPointerMove);
      window.addEventListener('pointerup', onPointerUp);
      window.addEventListener('pointercancel', onPointerCancel);
      window.addEventListener('keydown', onKeyDown, true);
      window.addEventListener('touchmove', onTouchMove, { passive: false });
      window.addEventListener('contextmenu', onContextMenu, true);
      scroller.current?.addEventListener('scroll', onScroll, { passive: true });
      teardown.current = cleanup;
    },
    [changeAt, scroller, swallowUntilAfter],
  );

  /** For the event's click handler: true when this click ends a drag and must not open the event. */
  const consumeDragClick = useCallback(() => {
    const swallow = swallowClick.current;
    swallowClick.current = false;
    return swallow;
  }, []);

  return { preview, start, consumeDragClick };
}
