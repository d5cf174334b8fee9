import type { BookingSlot, PortalView } from '@atelier/shared';
import type { PublicFailure } from '@/lib/public-api';
import { failureText, setStatus, statusRegion, type PortalContext } from './context';
import { h, uid } from './dom';

/**
 * A booked appointment's own actions on the portal (decision 161): 'Cancel appointment' (asked
 * once more, inline) and 'Move' (a dialog of the free times of its type, from GET …/slots).
 * Within the studio's notice the server refuses both (BOOKING_NOTICE_PASSED) and the page says why.
 */
type Appointment = PortalView['appointments'][number];

export type BookingHandlers = {
  /** The appointment as the server answered it after a move. */
  moved: (next: Appointment) => void;
  cancelled: (next: Appointment) => void;
  /** Where a refusal is said, under the appointment. */
  status: HTMLElement;
};

function refusal(ctx: PortalContext, failure: PublicFailure): string | null {
  if (failure.code === 'BOOKING_NOTICE_PASSED') return ctx.t('noticePassed');
  if (failure.code === 'SLOT_TAKEN') return ctx.t('slotTaken');
  return failureText(ctx, failure);
}

/** 'Cancel appointment' and 'Move', described by the appointment's title. */
export function bookingButtons(ctx: PortalContext, a: Appointment, titleId: string, on: BookingHandlers): HTMLElement[] {
  const cancel = h('button', { type: 'button', 'aria-describedby': titleId, 'aria-expanded': 'false' }, ctx.t('cancelBooking'));
  let question: HTMLElement | null = null;
  const closeQuestion = () => {
    question?.remove();
    question = null;
    cancel.setAttribute('aria-expanded', 'false');
    cancel.focus();
  };
  cancel.addEventListener('click', () => {
    if (question) return closeQuestion();
    cancel.setAttribute('aria-expanded', 'true');
    question = cancelQuestion(ctx, a, on, closeQuestion);
    cancel.parentElement?.after(question);
    question.querySelector<HTMLButtonElement>('button')?.focus();
  });
  const move = h('button', { type: 'button', 'aria-describedby': titleId, 'aria-haspopup': 'dialog' }, ctx.t('moveBooking'));
  move.addEventListener('click', () => openMoveDialog(ctx, a, on, move));
  return [cancel, move];
}

function cancelQuestion(ctx: PortalContext, a: Appointment, on: BookingHandlers, close: () => void): HTMLElement {
  let busy = false;
  const yes = h('button', { type: 'button', class: 'primary' }, ctx.t('cancelBookingYes'));
  yes.addEventListener('click', async () => {
    if (busy) return;
    busy = true;
    const result = await ctx.api.cancelBooking(a.id);
    busy = false;
    if (result.ok) return on.cancelled(result.data.appointment);
    close();
    const text = refusal(ctx, result);
    if (text) setStatus(on.status, text, 'error');
  });
  const box = h(
    'div',
    { class: 'inline-form', role: 'group', 'aria-label': ctx.t('cancelBooking') },
    h('p', {}, ctx.t('cancelBookingQuestion')),
    h('div', { class: 'actions' }, yes, h('button', { type: 'button', onclick: close }, ctx.t('keepBooking'))),
  );
  box.addEventListener('keydown', (event) => event.key === 'Escape' && close());
  return box;
}

const dayKey = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

/** The slots by the studio's calendar day, as the rest of the portal shows times (decision 085). */
function daysOf(slots: BookingSlot[], timeZone: string): Map<string, BookingSlot[]> {
  const days = new Map<string, BookingSlot[]>();
  for (const slot of [...slots].sort((x, y) => Date.parse(x.start) - Date.parse(y.start))) {
    const list = days.get(dayKey(slot.start, timeZone)) ?? [];
    if (!list.some((s) => s.start === slot.start)) list.push(slot);
    days.set(dayKey(slot.start, timeZone), list);
  }
  return days;
}

function openMoveDialog(ctx: PortalContext, a: Appointment, on: BookingHandlers, opener: HTMLElement) {
  const zone = ctx.view.studio.timezone;
  const titleId = uid('move-title');
  const status = statusRegion();
  const body = h('div', { class: 'slots' }, h('p', { class: 'muted' }, ctx.t('moveLoading')));
  const close = h('button', { type: 'button' }, ctx.t('close'));
  const dialog = h(
    'dialog',
    { class: 'move-dialog', 'aria-labelledby': titleId },
    h('h2', { id: titleId }, ctx.t('moveTitle')),
    h('p', {}, ctx.t('moveIntro', { zone })),
    status,
    body,
    h('div', { class: 'actions' }, close),
  );
  const done = () => {
    dialog.close();
    dialog.remove();
    opener.focus();
  };
  close.addEventListener('click', done);
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    done();
  });
  document.body.append(dialog);
  dialog.showModal();

  let busy = false;
  const choose = async (slot: BookingSlot) => {
    if (busy) return;
    busy = true;
    const result = await ctx.api.moveBooking(a.id, slot);
    busy = false;
    if (result.ok) {
      done();
      return on.moved(result.data.appointment);
    }
    const text = refusal(ctx, result);
    if (text) setStatus(status, text, 'error');
    if (result.code === 'SLOT_TAKEN') void load();
  };
  const time = new Intl.DateTimeFormat(ctx.language, { hour: 'numeric', minute: '2-digit', timeZone: zone });
  const dayName = new Intl.DateTimeFormat(ctx.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const load = async () => {
    const result = await ctx.api.bookingSlots(a.id);
    if (!result.ok) {
      body.replaceChildren();
      const text = refusal(ctx, result);
      if (text) setStatus(status, text, 'error');
      return;
    }
    const days = daysOf(result.data.slots, zone);
    if (days.size === 0) return void body.replaceChildren(h('p', { class: 'muted' }, ctx.t('moveNone')));
    body.replaceChildren(
      ...[...days].map(([day, slots]) => {
        const headingId = uid('move-day');
        return h(
          'section',
          { 'aria-labelledby': headingId },
          h('h3', { id: headingId }, dayName.format(new Date(`${day}T12:00:00Z`))),
          h(
            'div',
            { class: 'slot-grid' },
            ...slots.map((slot) => h('button', { type: 'button', onclick: () => void choose(slot) }, time.format(new Date(slot.start)))),
          ),
        );
      }),
    );
  };
  void load();
}
