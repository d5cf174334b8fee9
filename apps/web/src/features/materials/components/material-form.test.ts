import type { Material } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { materialMessages } from '../messages';
import {
  emptyMaterialForm,
  materialToForm,
  toCreateMaterialBody,
  toUpdateMaterialBody,
  type MaterialFormContext,
  type MaterialFormValues,
} from './material-form';
import { unitLabelOf } from './material-texts';
import { quantityNumber, readQuantity } from './material-units';
import { toReserveBody, toStockMovementBody, emptyMovementForm } from './movement-form';

const t = materialMessages.get();
const ctx = (over: Partial<MaterialFormContext> = {}): MaterialFormContext => ({
  unit: 'cm',
  language: 'en',
  t,
  unitLabel: unitLabelOf(t),
  withCost: true,
  ...over,
});
const imperial = ctx({ unit: 'inches' });
const form = (over: Partial<MaterialFormValues>): MaterialFormValues => ({ ...emptyMaterialForm, name: 'Wool crepe', ...over });

const at = '2026-11-25T10:00:00.000Z';
const material = (over: Partial<Material> = {}): Material => ({
  _id: 'm1',
  id: 'm1',
  kind: 'fabric',
  measure: 'length',
  name: 'Wool crepe',
  fibre: 'Wool',
  colour: 'Navy',
  widthMm: 1500,
  cost: 24.5,
  supplier: '',
  location: '',
  directional: false,
  repeatMm: null,
  lowStockLevel: null,
  notes: '',
  onHand: 3200,
  reserved: 0,
  available: 3200,
  low: false,
  createdAt: at,
  updatedAt: at,
  ...over,
});

describe('reading what a tailor types into millimetres', () => {
  it('takes fractions, vulgar fractions and the decimal comma, in cm, m, in and yd', () => {
    const read = (text: string, unit: 'cm' | 'm' | 'in' | 'yd', language = 'en') =>
      readQuantity(text, unit, { language, min: 0, max: 1e6 });
    expect(read('150', 'cm')).toEqual({ ok: true, value: 1500 });
    expect(read('69,5', 'cm')).toEqual({ ok: true, value: 695 });
    expect(read('3 1/2', 'm')).toEqual({ ok: true, value: 3500 });
    expect(read('1,125', 'm', 'fr')).toEqual({ ok: true, value: 1125 });
    expect(read('54', 'in')).toEqual({ ok: true, value: 1372 });
    // A yard is 914.4 mm: 3½ yd is 3200.4 mm, kept to the nearest millimetre.
    expect(read('3 1/2', 'yd')).toEqual({ ok: true, value: 3200 });
    expect(read('3½', 'yd')).toEqual({ ok: true, value: 3200 });
    expect(read('1/8', 'yd')).toEqual({ ok: true, value: 114 });
    expect(read('2 1/3', 'yd')).toEqual({ ok: false, problem: 'unreadable' });
    expect(read('-2', 'm')).toEqual({ ok: false, problem: 'unreadable' });
    expect(read('abc', 'cm')).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('shows a quantity back as it was typed', () => {
    expect(quantityNumber(3200, 'yd', 'en')).toBe('3½');
    expect(quantityNumber(114, 'yd', 'en')).toBe('⅛');
    expect(quantityNumber(1372, 'in', 'en')).toBe('54');
    expect(quantityNumber(3500, 'm', 'fr')).toBe('3,5');
    expect(quantityNumber(695, 'cm', 'en')).toBe('69.5');
  });
});

describe('toCreateMaterialBody', () => {
  it('sends a fabric in millimetres, typed in cm and metres', () => {
    const built = toCreateMaterialBody(
      form({ width: '150', repeat: '64', lowStockLevel: '1 1/2', cost: '24,50', directional: true }),
      ctx(),
    );
    expect(built).toEqual({
      ok: true,
      body: { kind: 'fabric', name: 'Wool crepe', widthMm: 1500, directional: true, repeatMm: 640, lowStockLevel: 1500, cost: 24.5 },
    });
  });

  it('reads inches and yards, and keeps a price per yard per metre', () => {
    const built = toCreateMaterialBody(form({ width: '58 1/2', lowStockLevel: '2', cost: '10' }), imperial);
    expect(built.ok && built.body).toMatchObject({ widthMm: 1486, lowStockLevel: 1829, cost: 10.94 });
  });

  it('refuses a fabric without a width, naming the field', () => {
    expect(toCreateMaterialBody(form({}), ctx())).toEqual({ ok: false, errors: { widthMm: 'Width (cm) is required.' } });
  });

  it('refuses what is not a size, a width out of bounds and a bad cost, each naming its field', () => {
    const built = toCreateMaterialBody(form({ width: '150 cm', repeat: '1/3', lowStockLevel: '2 1/2', cost: '12.345' }), ctx());
    expect(built.ok).toBe(false);
    expect(!built.ok && built.errors).toEqual({
      widthMm: 'Width (cm): write a number of cm, such as 150, 69,5 or 3 1/2.',
      repeatMm: 'Pattern repeat (cm): write a number of cm, such as 150, 69,5 or 3 1/2.',
      cost: 'Cost: write an amount such as 12.50 or 12,50.',
    });
    const wide = toCreateMaterialBody(form({ width: '400' }), ctx());
    expect(!wide.ok && wide.errors.widthMm).toBe('Width (cm) must be between 10 and 350 cm.');
  });

  it('counts a notion in whole units and refuses a fraction of one', () => {
    const notion = form({ kind: 'notion', measure: 'count', name: 'Brass buttons', lowStockLevel: '24' });
    expect(toCreateMaterialBody(notion, ctx())).toEqual({
      ok: true,
      body: { kind: 'notion', measure: 'count', name: 'Brass buttons', lowStockLevel: 24 },
    });
    const half = toCreateMaterialBody({ ...notion, lowStockLevel: '2.5' }, ctx());
    expect(!half.ok && half.errors.lowStockLevel).toBe('Low-stock level (units): write a whole number of units.');
  });

  it('refuses an empty name with the schema’s message', () => {
    const built = toCreateMaterialBody(form({ name: ' ', width: '150' }), ctx());
    expect(!built.ok && built.errors.name).toBe('Name is required');
  });
});

describe('toUpdateMaterialBody and materialToForm', () => {
  it('shows a fabric in yards and inches and sends it back unchanged', () => {
    const m = material({ widthMm: 1372, lowStockLevel: 3200, cost: 10.94 });
    const values = materialToForm(m, 'inches', 'en');
    expect(values).toMatchObject({ width: '54', lowStockLevel: '3½', cost: '10.00' });
    const built = toUpdateMaterialBody(values, imperial);
    expect(built.ok && built.body).toMatchObject({ widthMm: 1372, lowStockLevel: 3200, cost: 10.94, supplier: null });
  });

  it('leaves the price out for a role that does not see it', () => {
    const built = toUpdateMaterialBody(materialToForm(material({ cost: null }), 'cm', 'en'), ctx({ withCost: false }));
    expect(built.ok && 'cost' in built.body).toBe(false);
  });
});

describe('movements', () => {
  const mctx = { unit: 'cm' as const, language: 'en', t, unitLabel: unitLabelOf(t) };
  it('receives a quantity typed in metres, adjusts down with a reason', () => {
    expect(toStockMovementBody(material(), 'received', { ...emptyMovementForm, quantity: '3 1/2' }, mctx)).toEqual({
      ok: true,
      body: { kind: 'received', quantity: 3500 },
    });
    expect(
      toStockMovementBody(material(), 'adjusted', { ...emptyMovementForm, quantity: '0,5', direction: 'less', reason: 'Flaw' }, mctx),
    ).toEqual({
      ok: true,
      body: { kind: 'adjusted', quantity: -500, reason: 'Flaw' },
    });
  });

  it('refuses an adjustment without a reason and a quantity that is no number, naming the field', () => {
    expect(toStockMovementBody(material(), 'adjusted', { ...emptyMovementForm, quantity: 'lots' }, mctx)).toEqual({
      ok: false,
      errors: { quantity: 'Quantity (m): write a number of m, such as 150, 69,5 or 3 1/2.', reason: 'Say why the quantity is adjusted.' },
    });
  });

  it('reserves for a chosen project only', () => {
    expect(toReserveBody(material(), { ...emptyMovementForm, quantity: '2' }, mctx)).toEqual({
      ok: false,
      errors: { projectId: 'Select a project' },
    });
    expect(toReserveBody(material(), { ...emptyMovementForm, quantity: '2', projectId: 'p1' }, mctx)).toEqual({
      ok: true,
      body: { kind: 'reserved', quantity: 2000, projectId: 'p1' },
    });
  });
});
