import type { CalendarEvent } from '@atelier/shared';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeGrid, type TimeGridProps } from './time-grid';
import { calendarEvent } from './time-grid-fixtures';

/** jsdom has no PointerEvent: without one, testing-library's pointer events carry no coordinates. */
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

const BERLIN = 'Europe/Berlin';
const WEEK = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
/** Day columns are laid out 100 px wide after a 56 px gutter; an hour is 48 px. */
const columnX = (index: number) => 56 + index * 100 + 50;

const fitting = calendarEvent({
  id: 'fit',
  title: 'Final fitting',
  clientName: 'Jane Doe',
  type: 'fitting',
  startTime: '2026-11-24T09:30:00.000Z', // Tuesday 10:30 in Berlin
  endTime: '2026-11-24T10:30:00.000Z',
});
const deadline = calendarEvent({
  id: 'deadline-p1',
  title: 'Wedding gown due',
  type: 'deadline',
  source: 'project',
  allDay: true,
  startTime: '2026-11-26T00:00:00.000Z',
  endTime: '2026-11-26T00:00:00.000Z',
});

/**
 * Renders a week in Berlin. The empty-hour buttons (168 in a week) come only with `slots`: role
 * queries name every button on screen, and without them the other tests run several times faster.
 */
function renderGrid(props: Partial<TimeGridProps> = {}, { slots = false } = {}) {
  const handlers = { onOpen: vi.fn(), onMove: vi.fn(), onCreateAt: vi.fn() };
  render(
    <TimeGrid
      days={WEEK}
      timeZone={BERLIN}
      today="2026-11-24"
      events={[fitting, deadline]}
      {...handlers}
      onCreateAt={slots ? handlers.onCreateAt : undefined}
      {...props}
    />,
  );
  return handlers;
}

const column = (name: string) => screen.getByRole('group', { name });
/** The fitting's button (its name is checked once, below: by id here, as naming every button on screen is slow). */
const fittingButton = () => document.querySelector<HTMLElement>('[data-event-id="fit"]')!;

beforeAll(() => {
  window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;
});

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = WEEK.indexOf(this.dataset.day ?? '');
    const left = index === -1 ? 0 : 56 + index * 100;
    return { left, right: left + 100, top: 0, bottom: 1152, width: 100, height: 1152, x: left, y: 0, toJSON: () => ({}) } as DOMRect;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A mouse drag from one point to another, in steps as a real pointer moves. */
function drag(element: Element, from: { x: number; y: number }, to: { x: number; y: number }, options: { pointerType?: string } = {}) {
  const init = { pointerId: 7, pointerType: options.pointerType ?? 'mouse', button: 0 };
  fireEvent.pointerDown(element, { ...init, clientX: from.x, clientY: from.y });
  fireEvent.pointerMove(element, { ...init, clientX: (from.x + to.x) / 2, clientY: (from.y + to.y) / 2 });
  fireEvent.pointerMove(element, { ...init, clientX: to.x, clientY: to.y });
}

describe('TimeGrid', () => {
  it('shows the week with its day headers, today marked, and opens on 07:00', () => {
    renderGrid();
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toContain('Sunday, November 22');
    const current = document.querySelector('[aria-current="date"]');
    expect(current?.textContent).toBe('Tue24');
    expect(screen.getByTestId('time-grid').scrollTop).toBe(7 * 48);
  });

  it('puts an event in its day column, at its wall time in the account zone, with a meaningful name', () => {
    renderGrid();
    const button = within(column('Tuesday, November 24')).getByRole('button', { name: 'Fitting: Final fitting, 10:30 – 11:30, Jane Doe' });
    expect(button.style.top).toBe(`${10.5 * 48}px`);
    expect(button.style.height).toBe('48px');
    expect(button.textContent).toContain('10:30 – 11:30');
    expect(within(column('Monday, November 23')).queryByRole('button', { name: /Final fitting/ })).toBeNull();
  });

  it('shows times in the given zone, not the browser zone', () => {
    renderGrid({ timeZone: 'America/New_York' });
    expect(
      within(column('Tuesday, November 24')).getByRole('button', { name: 'Fitting: Final fitting, 04:30 – 05:30, Jane Doe' }),
    ).toBeTruthy();
  });

  it('shows an event at 02:30 on the night the clocks go back in Berlin at 02:30', () => {
    const night = calendarEvent({
      id: 'n',
      title: 'Night delivery',
      type: 'delivery',
      startTime: '2026-10-25T01:30:00.000Z',
      endTime: '2026-10-25T02:30:00.000Z',
    });
    renderGrid({ days: ['2026-10-25'], today: '2026-10-20', events: [night] });
    const button = screen.getByRole('button', { name: 'Delivery: Night delivery, 02:30 – 03:30' });
    expect(button.style.top).toBe(`${2.5 * 48}px`);
  });

  it('puts a project deadline in the all-day row, opens it, and does not drag it', () => {
    const { onOpen, onMove } = renderGrid();
    const chip = within(column('Thursday, November 26, All day')).getByRole('button', { name: 'Deadline: Wedding gown due, all day' });
    drag(chip, { x: columnX(4), y: 10 }, { x: columnX(5), y: 100 });
    fireEvent.pointerUp(chip, { pointerId: 7, clientX: columnX(5), clientY: 100 });
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.click(chip);
    expect(onOpen).toHaveBeenCalledWith(deadline);
  });

  it('shows an event spanning midnight on both days, with the days in its name', () => {
    const late = calendarEvent({
      id: 'late',
      title: 'Late gala',
      type: 'other',
      startTime: '2026-11-24T21:00:00.000Z',
      endTime: '2026-11-25T01:00:00.000Z',
    });
    renderGrid({ events: [late] });
    const name = 'Other: Late gala, Tue, Nov 24 22:00 – Wed, Nov 25 02:00';
    expect(within(column('Tuesday, November 24')).getByRole('button', { name }).style.top).toBe(`${22 * 48}px`);
    expect(within(column('Wednesday, November 25')).getByRole('button', { name }).style.top).toBe('0px');
  });

  it('lays overlapping events side by side', () => {
    const other = calendarEvent({
      id: 'o',
      title: 'Consult',
      type: 'consultation',
      startTime: '2026-11-24T10:00:00.000Z',
      endTime: '2026-11-24T11:00:00.000Z',
    });
    renderGrid({ events: [fitting, other] });
    expect(fittingButton().style.width).toBe('calc(50% - 4px)');
    expect(screen.getByRole('button', { name: /^Consultation: Consult/ }).style.left).toBe('calc(50% + 2px)');
  });

  it('marks a cancelled event as such, struck through', () => {
    renderGrid({ events: [{ ...fitting, status: 'cancelled' }] });
    const button = screen.getByRole('button', { name: 'Fitting: Final fitting, 10:30 – 11:30, Jane Doe, Cancelled' });
    expect(button.className).toContain('line-through');
  });

  it('opens an event on a click without movement', () => {
    const { onOpen, onMove } = renderGrid();
    fireEvent.pointerDown(fittingButton(), { pointerId: 1, clientX: columnX(2), clientY: 510 });
    fireEvent.pointerUp(fittingButton(), { pointerId: 1, clientX: columnX(2), clientY: 511 });
    fireEvent.click(fittingButton());
    expect(onOpen).toHaveBeenCalledWith(fitting);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('drags an event to another day and time, snapped to 15 minutes, keeping its length, with a preview meanwhile', () => {
    const { onOpen, onMove } = renderGrid();
    // One column right (Wednesday), 80 px down (100 minutes, snapped: 10:30 + 1:40 = 12:10 -> 12:15).
    drag(fittingButton(), { x: columnX(2), y: 510 }, { x: columnX(3), y: 590 });
    const preview = document.querySelector('[data-drag-preview]');
    expect(preview?.textContent).toBe('12:15 – 13:15');
    expect(within(column('Wednesday, November 25')).getByText('12:15 – 13:15')).toBeTruthy();
    fireEvent.pointerUp(fittingButton(), { pointerId: 7, clientX: columnX(3), clientY: 590 });
    fireEvent.click(fittingButton());
    expect(onMove).toHaveBeenCalledExactlyOnceWith(fitting, { startTime: '2026-11-25T11:15:00.000Z', endTime: '2026-11-25T12:15:00.000Z' });
    expect(onOpen).not.toHaveBeenCalled();
    expect(document.querySelector('[data-drag-preview]')).toBeNull();
  });

  it('keeps the wall time when dragged onto the day the clocks go back', () => {
    const saturday = calendarEvent({ id: 's', title: 'Hem', startTime: '2026-10-24T08:00:00.000Z', endTime: '2026-10-24T09:00:00.000Z' });
    const { onMove } = renderGrid({ days: ['2026-10-24', '2026-10-25'].map((d) => d), events: [saturday], today: '2026-10-24' });
    vi.mocked(HTMLElement.prototype.getBoundingClientRect).mockImplementation(function (this: HTMLElement) {
      const left = this.dataset.day === '2026-10-25' ? 156 : 56;
      return { left, right: left + 100 } as DOMRect;
    });
    const button = screen.getByRole('button', { name: 'Fitting: Hem, 10:00 – 11:00' });
    drag(button, { x: 100, y: 480 }, { x: 200, y: 480 });
    fireEvent.pointerUp(button, { pointerId: 7, clientX: 200, clientY: 480 });
    expect(onMove).toHaveBeenCalledWith(saturday, { startTime: '2026-10-25T09:00:00.000Z', endTime: '2026-10-25T10:00:00.000Z' });
  });

  it('resizes an event by its bottom edge', () => {
    const { onMove } = renderGrid();
    const handle = fittingButton().querySelector('[data-resize-handle]')!;
    // 27 px down is 33.75 minutes: 11:30 -> 12:04, snapped to 12:00; sideways does not move a resize.
    drag(handle, { x: columnX(2), y: 550 }, { x: columnX(4), y: 577 });
    fireEvent.pointerUp(handle, { pointerId: 7, clientX: columnX(4), clientY: 577 });
    expect(onMove).toHaveBeenCalledWith(fitting, { startTime: fitting.startTime, endTime: '2026-11-24T11:00:00.000Z' });
  });

  it('cancels a drag with Escape', () => {
    const { onMove, onOpen } = renderGrid();
    drag(fittingButton(), { x: columnX(2), y: 510 }, { x: columnX(3), y: 600 });
    expect(document.querySelector('[data-drag-preview]')).not.toBeNull();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(document.querySelector('[data-drag-preview]')).toBeNull();
    fireEvent.pointerUp(fittingButton(), { pointerId: 7, clientX: columnX(3), clientY: 600 });
    fireEvent.click(fittingButton());
    expect(onMove).not.toHaveBeenCalled();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('lifts an event on touch only after a long press, so a swipe still scrolls', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { onMove } = renderGrid();
    // A swipe: moves at once, nothing is dragged.
    drag(fittingButton(), { x: columnX(2), y: 510 }, { x: columnX(2), y: 600 }, { pointerType: 'touch' });
    expect(document.querySelector('[data-drag-preview]')).toBeNull();
    fireEvent.pointerUp(fittingButton(), { pointerId: 7, pointerType: 'touch' });
    // A long press, then a drag one hour down.
    fireEvent.pointerDown(fittingButton(), { pointerId: 8, pointerType: 'touch', clientX: columnX(2), clientY: 510 });
    act(() => vi.advanceTimersByTime(400));
    expect(document.querySelector('[data-drag-preview]')).not.toBeNull();
    fireEvent.pointerMove(fittingButton(), { pointerId: 8, pointerType: 'touch', clientX: columnX(2), clientY: 558 });
    fireEvent.pointerUp(fittingButton(), { pointerId: 8, pointerType: 'touch', clientX: columnX(2), clientY: 558 });
    expect(onMove).toHaveBeenCalledExactlyOnceWith(fitting, { startTime: '2026-11-24T10:30:00.000Z', endTime: '2026-11-24T11:30:00.000Z' });
  });

  it('does not drag events derived from projects', () => {
    const derived = { ...fitting, id: 'deadline-p2', source: 'project' as const, type: 'deadline' as const } satisfies CalendarEvent;
    const { onMove } = renderGrid({ events: [derived] });
    const button = screen.getByRole('button', { name: /^Deadline: Final fitting/ });
    expect(button.querySelector('[data-resize-handle]')).toBeNull();
    drag(button, { x: columnX(2), y: 510 }, { x: columnX(3), y: 600 });
    fireEvent.pointerUp(button, { pointerId: 7, clientX: columnX(3), clientY: 600 });
    expect(onMove).not.toHaveBeenCalled();
  });

  it('lets the keyboard reach empty hours with one tab stop per day and the arrow keys, and create there', () => {
    const { onCreateAt } = renderGrid({}, { slots: true });
    const slots = screen.getAllByRole('button', { name: /^Add event on/ });
    expect(slots).toHaveLength(7 * 24);
    expect(slots.filter((s) => s.tabIndex === 0).map((s) => s.getAttribute('aria-label'))).toEqual(
      WEEK.map(
        (_, i) =>
          `Add event on ${['Sunday, November 22', 'Monday, November 23', 'Tuesday, November 24', 'Wednesday, November 25', 'Thursday, November 26', 'Friday, November 27', 'Saturday, November 28'][i]} at 09:00`,
      ),
    );
    const monday9 = screen.getByRole('button', { name: 'Add event on Monday, November 23 at 09:00' });
    monday9.focus();
    fireEvent.keyDown(monday9, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Add event on Tuesday, November 24 at 10:00');
    expect((document.activeElement as HTMLElement).tabIndex).toBe(0);
    // Hidden until focused, then shown above the hour with its time.
    expect(document.activeElement?.className).not.toContain('sr-only');
    expect(document.activeElement?.textContent).toBe('10:00');
    expect(monday9.className).toContain('sr-only');
    fireEvent.click(document.activeElement!);
    expect(onCreateAt).toHaveBeenCalledWith('2026-11-24T10:00');
  });

  it('creates at the quarter hour a pointer clicks in an empty part of a day, and not under an event', () => {
    const { onCreateAt, onOpen } = renderGrid({}, { slots: true });
    const tuesday = column('Tuesday, November 24');
    fireEvent.click(tuesday.querySelectorAll('[data-hour-cell]')[14]!, { clientY: 14 * 48 + 30 });
    expect(onCreateAt).toHaveBeenCalledExactlyOnceWith('2026-11-24T14:30');
    fireEvent.click(fittingButton(), { clientY: 520 });
    expect(onCreateAt).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('does not create where a drag of an event ends', () => {
    const { onCreateAt, onMove } = renderGrid({}, { slots: true });
    drag(fittingButton(), { x: columnX(2), y: 510 }, { x: columnX(2), y: 700 });
    fireEvent.pointerUp(fittingButton(), { pointerId: 7, clientX: columnX(2), clientY: 700 });
    fireEvent.click(column('Tuesday, November 24'), { clientY: 700 });
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onCreateAt).not.toHaveBeenCalled();
  });

  it('has no empty-slot buttons when the page does not create events', () => {
    renderGrid();
    expect(screen.queryAllByRole('button', { name: /^Add event on/ })).toHaveLength(0);
  });
});
