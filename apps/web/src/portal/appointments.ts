import type { PortalView } from '@atelier/shared';
import { PORTAL_MESSAGE_MAX } from './limits';
import { action, setStatus, statusRegion, type PortalContext } from './context';
import { focusStatic, h, section, uid } from './dom';
import { formatWhen } from './format';
import { bookingButtons } from './booking-actions';

/**
 * Upcoming appointments (decision 085): each with 'Add to my calendar' (the .ics), 'Confirm' and
 * 'Ask to move' (a note to the studio). Buttons keep their visible text as their name and are
 * described by the appointment's title, so each is found the same way whatever the appointment.
 */
type Appointment = PortalView['appointments'][number];

function responseText(ctx: PortalContext, a: Appointment, cancelled = false): string {
  if (cancelled) return ctx.t('bookingCancelled');
  return a.clientResponse === 'confirmed' ? ctx.t('confirmed') : a.clientResponse === 'reschedule' ? ctx.t('moveRequested') : '';
}

function moveForm(ctx: PortalContext, a: Appointment, done: (updated: Appointment) => void, close: () => void): HTMLFormElement {
  const fieldId = uid('move');
  const field = h('textarea', { id: fieldId, name: 'message', rows: 3, maxlength: PORTAL_MESSAGE_MAX, required: true });
  const status = statusRegion();
  const send = action(
    ctx,
    status,
    () => ctx.api.reschedule(a.id, field.value.trim()),
    (data) => done(data.appointment),
  );
  const form = h(
    'form',
    { class: 'inline-form', novalidate: true },
    h('label', { for: fieldId }, ctx.t('moveLabel')),
    field,
    status,
    h(
      'div',
      { class: 'actions' },
      h('button', { type: 'submit', class: 'primary' }, ctx.t('sendRequest')),
      h('button', { type: 'button', onclick: close }, ctx.t('cancel')),
    ),
  );
  // Escape closes the note like Cancel, focus back on 'Ask to move'.
  form.addEventListener('keydown', (event) => event.key === 'Escape' && close());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (field.value.trim()) return void send();
    setStatus(status, ctx.t('messageEmpty'), 'error');
    field.focus();
  });
  return form;
}

/** One appointment; `notice` says why it is drawn again (it changed since the page was opened, decision 183). */
function appointmentItem(ctx: PortalContext, initial: Appointment, notice = ''): HTMLLIElement {
  let a = initial;
  const titleId = uid('appt');
  const response = h('p', { class: 'badge', hidden: !a.clientResponse }, responseText(ctx, a));
  const error = statusRegion();
  const actions = h('div', { class: 'actions' });
  const when = h('p', {}, formatWhen(a.startTime, a.endTime, ctx.language, ctx.view.studio.timezone));
  const item = h(
    'li',
    { class: 'item' },
    h('h3', { id: titleId }, a.title || ctx.t(`eventType.${a.type}`)),
    when,
    a.location && h('p', { class: 'muted' }, a.location),
    response,
    actions,
    error,
  );
  let cancelled = false;
  let openForm: HTMLFormElement | null = null;
  const closeMove = (button: HTMLButtonElement | null) => {
    openForm?.remove();
    openForm = null;
    button?.setAttribute('aria-expanded', 'false');
    button?.focus();
  };
  const updated = (next: Appointment) => {
    closeMove(null);
    // An answer that does not say `booked` (confirm, reschedule) keeps what the page was told.
    a = { ...next, booked: next.booked ?? a.booked };
    response.textContent = responseText(ctx, a);
    response.hidden = !a.clientResponse;
    drawActions();
    focusStatic(response);
  };
  /** Moved or changed by the studio since it was drawn: the new one replaces it, saying so, to read before confirming. */
  const changed = async (text: string) => {
    const fresh = await ctx.api.view();
    const next = fresh.ok ? fresh.data.portal.appointments.find((other) => other.id === a.id) : undefined;
    if (!next) return setStatus(error, text, 'error');
    const redrawn = appointmentItem(ctx, next, text);
    item.replaceWith(redrawn);
    focusStatic(redrawn.querySelector<HTMLElement>('.status') ?? redrawn);
  };
  const confirm = action(
    ctx,
    error,
    () => ctx.api.confirm(a),
    (data) => updated(data.appointment),
    changed,
  );
  const toggleMove = (button: HTMLButtonElement) => {
    if (openForm) return closeMove(button);
    button.setAttribute('aria-expanded', 'true');
    openForm = moveForm(ctx, a, updated, () => closeMove(button));
    actions.after(openForm);
    openForm.querySelector('textarea')!.focus();
  };
  const booking = {
    status: error,
    moved: (next: Appointment) => {
      when.textContent = formatWhen(next.startTime, next.endTime, ctx.language, ctx.view.studio.timezone);
      updated(next);
    },
    cancelled: (next: Appointment) => {
      cancelled = true;
      // An answer that does not say `booked` (confirm, reschedule) keeps what the page was told.
      a = { ...next, booked: next.booked ?? a.booked };
      item.querySelector('.inline-form')?.remove();
      response.textContent = responseText(ctx, a, true);
      response.hidden = false;
      actions.replaceChildren();
      focusStatic(response);
    },
  };
  function drawActions() {
    if (cancelled) return actions.replaceChildren();
    // One that has begun (the page lists them for two hours) can no longer be confirmed or moved.
    if (new Date(a.startTime).getTime() <= Date.now()) {
      actions.replaceChildren(
        h('a', { class: 'button', href: ctx.api.icsUrl(a.id), download: true, 'aria-describedby': titleId }, ctx.t('addToCalendar')),
      );
      return;
    }
    const move = h('button', { type: 'button', 'aria-describedby': titleId, 'aria-expanded': 'false' }, ctx.t('askToMove'));
    move.addEventListener('click', () => toggleMove(move));
    // Booked online (decision 161): cancelled or moved here, rather than asked by a note.
    const moves = a.booked ? bookingButtons(ctx, a, titleId, booking) : [move];
    actions.replaceChildren(
      h('a', { class: 'button', href: ctx.api.icsUrl(a.id), download: true, 'aria-describedby': titleId }, ctx.t('addToCalendar')),
      a.clientResponse === 'confirmed'
        ? ''
        : h('button', { type: 'button', class: 'primary', 'aria-describedby': titleId, onclick: confirm }, ctx.t('confirm')),
      ...moves,
    );
  }
  drawActions();
  if (notice) setStatus(error, notice, 'error');
  return item;
}

export function appointmentsSection(ctx: PortalContext): HTMLElement {
  const list = ctx.view.appointments;
  return section(
    'appointments',
    ctx.t('appointmentsTitle'),
    list.length === 0
      ? h('p', { class: 'muted' }, ctx.t('appointmentsEmpty'))
      : h('ul', { class: 'items' }, ...list.map((a) => appointmentItem(ctx, a))),
  );
}
