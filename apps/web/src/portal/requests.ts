import { measurementHint, measurementKind, type PortalView, type SubmitSelfMeasurementBody } from '@atelier/shared';
import { drawing } from '../lib/measurement-figure';
import type { SubmitAnswer } from './api';
import { checkField, previousValue, type FieldCheck } from './checks';
import { action, setStatus, statusRegion, type PortalContext } from './context';
import { focusStatic, h, section, uid } from './dom';
import { PORTAL_MESSAGE_MAX } from './limits';
import { dataName, garmentName } from './messages';

/**
 * Measuring at home (decision 084, 085): for each open request, a field per measurement with its
 * hint and a drawing, in the request's unit. Values that look wrong are shown back before anything
 * is sent; the client corrects them or sends anyway. What is sent waits for the studio.
 */
type Request = PortalView['measurementRequests'][number];
type Field = { name: string; input: HTMLInputElement; warn: HTMLElement };

function fieldRow(ctx: PortalContext, request: Request, spec: Request['fields'][number]): { row: HTMLLIElement; field: Field } {
  const id = uid('size');
  const hintId = `${id}-hint`;
  const warnId = `${id}-warn`;
  // An inch size takes fractions ('27 1/4'): the decimal keypad has no space or slash, the text one
  // does (decision 124). Centimetres and degrees are decimals.
  const kind = measurementKind(spec.name);
  const fractions = request.unit === 'inches' && (kind === 'length' || kind === 'circumference');
  const input = h('input', {
    id,
    name: spec.name,
    type: 'text',
    inputmode: fractions ? 'text' : 'decimal',
    autocomplete: 'off',
    autocorrect: 'off',
    spellcheck: 'false',
    'aria-describedby': `${hintId} ${warnId}`,
  });
  const warn = h('p', { id: warnId, class: 'warn' });
  const label = `${dataName(ctx.language, 'measurement', spec.name)} (${ctx.t(`unit.${request.unit}`)})`;
  const row = h(
    'li',
    { class: 'field' },
    drawing(spec.name),
    h(
      'div',
      {},
      h('label', { for: id }, label),
      h('p', { id: hintId, class: 'muted hint' }, spec.hint || measurementHint(spec.name, ctx.language)),
      input,
      warn,
    ),
  );
  return { row, field: { name: spec.name, input, warn } };
}

function showCheck(field: Field, check: FieldCheck) {
  const message = check.state === 'bad' || check.state === 'flagged' ? check.message : '';
  field.warn.textContent = message;
  field.warn.dataset.tone = check.state === 'bad' ? 'error' : 'check';
  if (check.state === 'bad') field.input.setAttribute('aria-invalid', 'true');
  else field.input.removeAttribute('aria-invalid');
}

function submittedText(ctx: PortalContext, answer?: SubmitAnswer): string {
  const names = [...new Set(answer?.flags.map((f) => dataName(ctx.language, 'measurement', f.name)) ?? [])];
  return [ctx.t('requestSubmitted'), names.length ? ctx.t('studioWillCheck', { names: names.join(', ') }) : ''].join(' ').trim();
}

function requestForm(ctx: PortalContext, request: Request, status: HTMLElement, sent: (answer: SubmitAnswer) => void): HTMLFormElement {
  const rows = request.fields.map((spec) => fieldRow(ctx, request, spec));
  const fields = rows.map((r) => r.field);
  const noteId = uid('note');
  const note = h('textarea', { id: noteId, name: 'note', rows: 2, maxlength: PORTAL_MESSAGE_MAX });
  const anyway = h('button', { type: 'button', hidden: true }, ctx.t('sendAnyway'));
  const form = h(
    'form',
    { novalidate: true },
    h('ul', { class: 'fields' }, ...rows.map((r) => r.row)),
    h('label', { for: noteId }, ctx.t('noteLabel')),
    note,
    h('div', { class: 'actions' }, h('button', { type: 'submit', class: 'primary' }, ctx.t('sendMeasurements')), anyway),
  );
  const checkCtx = { unit: request.unit, language: ctx.language, t: ctx.t };
  for (const field of fields) {
    field.input.addEventListener('input', () => {
      showCheck(field, { state: 'empty' });
      anyway.hidden = !fields.some((f) => f.warn.textContent);
    });
  }
  let body: SubmitSelfMeasurementBody = { values: [] };
  const send = action(ctx, status, () => ctx.api.submitMeasurements(request.id, body), sent);
  const submit = (force: boolean) => {
    const checks = fields.map((f) => checkField(f.name, f.input.value, previousValue(ctx.view.measurements, f.name), checkCtx));
    fields.forEach((f, i) => showCheck(f, checks[i]!));
    const firstWith = (state: FieldCheck['state']) => fields[checks.findIndex((c) => c.state === state)];
    const bad = firstWith('bad');
    const flagged = firstWith('flagged');
    anyway.hidden = !flagged;
    if (bad) return (setStatus(status, ctx.t('actionInvalid'), 'error'), bad.input.focus());
    if (checks.every((c) => c.state === 'empty')) return (setStatus(status, ctx.t('needOne'), 'error'), fields[0]?.input.focus());
    if (flagged && !force) return (setStatus(status, ctx.t('checkValues'), 'error'), flagged.input.focus());
    const values = checks.flatMap((c, i) => (c.state === 'ok' || c.state === 'flagged' ? [{ name: fields[i]!.name, size: c.size }] : []));
    body = { values, ...(note.value.trim() ? { note: note.value.trim() } : {}) };
    void send();
  };
  form.addEventListener('submit', (event) => (event.preventDefault(), submit(false)));
  anyway.addEventListener('click', () => submit(true));
  return form;
}

function requestItem(ctx: PortalContext, request: Request): HTMLLIElement {
  const heading = h('h3', {}, garmentName(ctx.language, request.garmentName));
  const status = statusRegion();
  const item = h('li', { class: 'item' }, heading);
  if (request.status === 'submitted') {
    setStatus(status, submittedText(ctx), 'ok');
    item.append(status);
    return item;
  }
  const unitName = ctx.t(`unitName.${request.unit}`);
  const intro = h('p', {}, ctx.t('requestIntro', { garment: garmentName(ctx.language, request.garmentName), unitName }));
  const form = requestForm(ctx, request, status, (answer) => {
    intro.remove();
    form.remove();
    setStatus(status, submittedText(ctx, answer), 'ok');
    focusStatic(heading);
  });
  item.append(intro, form, status);
  return item;
}

/** Shown only while the studio has asked for something; null otherwise. */
export function requestsSection(ctx: PortalContext): HTMLElement | null {
  const list = ctx.view.measurementRequests;
  if (list.length === 0) return null;
  return section('measure', ctx.t('requestsTitle'), h('ul', { class: 'items' }, ...list.map((r) => requestItem(ctx, r))));
}
