import { measurementText, type PortalView } from '@atelier/shared';
import type { PortalContext } from './context';
import { h, section, uid } from './dom';
import { formatDate } from './format';
import { dataName, garmentName } from './messages';
import { saveUnit, savedUnit, type Unit } from './units';

/**
 * The client's measurements (decision 085) in the unit they pick: inches or centimetres, each
 * value converted from the unit it was taken in to one decimal, the choice remembered on the phone.
 * A value in its own unit is shown exactly, inches as a tailor writes them ('27¼ in'), and an angle
 * in degrees in either unit (decision 124).
 */
type Measurement = PortalView['measurements'][number];

function valueList(ctx: PortalContext, m: Measurement, unit: Unit): HTMLElement {
  return h(
    'dl',
    { class: 'values' },
    ...m.values.flatMap((v) => [
      h('dt', {}, dataName(ctx.language, 'measurement', v.name)),
      h('dd', {}, measurementText(v, unit, { language: ctx.language, unitLabel: (u) => ctx.t(`unit.${u}`), decimals: 1 }).text),
    ]),
  );
}

function unitSwitch(ctx: PortalContext, unit: Unit, change: (unit: Unit) => void): HTMLElement {
  const name = uid('unit');
  const option = (value: Unit) => {
    const id = `${name}-${value}`;
    const input = h('input', { type: 'radio', id, name, value, checked: value === unit });
    input.addEventListener('change', () => input.checked && change(value));
    return h('span', { class: 'segment' }, input, h('label', { for: id }, ctx.t(`unit.${value}`)));
  };
  return h('fieldset', { class: 'switch' }, h('legend', {}, ctx.t('unitLegend')), option('inches'), option('cm'));
}

export function measurementsSection(ctx: PortalContext): HTMLElement {
  const records = ctx.view.measurements;
  if (records.length === 0)
    return section('measurements', ctx.t('measurementsTitle'), h('p', { class: 'muted' }, ctx.t('measurementsEmpty')));
  let unit = savedUnit(ctx.view.measurementUnit);
  const lists = records.map((m) => {
    const slot = h('div', {}, valueList(ctx, m, unit));
    const taken = ctx.t(m.takenBy === 'client' ? 'takenByClient' : 'takenByStudio', {
      date: formatDate(m.createdAt, ctx.language, ctx.view.studio.timezone),
    });
    return {
      m,
      slot,
      item: h('li', { class: 'item' }, h('h3', {}, garmentName(ctx.language, m.garmentName)), h('p', { class: 'muted' }, taken), slot),
    };
  });
  const change = (next: Unit) => {
    unit = next;
    saveUnit(next);
    for (const { m, slot } of lists) slot.replaceChildren(valueList(ctx, m, unit));
  };
  return section(
    'measurements',
    ctx.t('measurementsTitle'),
    unitSwitch(ctx, unit, change),
    h('ul', { class: 'items' }, ...lists.map((l) => l.item)),
  );
}
