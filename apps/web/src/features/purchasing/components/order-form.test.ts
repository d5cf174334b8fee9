import type { MaterialMeasure, PurchaseOrder } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { purchasingMessages } from '../messages';
import {
  emptyOrderForm,
  orderToForm,
  toCreateOrderBody,
  toUpdateOrderBody,
  type OrderFormContext,
  type OrderFormValues,
} from './order-form';
import { receiveErrorsToLines, toReceiveBody } from './receive-form';
import { toCreateSupplierBody, toUpdateSupplierBody, emptySupplierForm } from './supplier-form';

const t = purchasingMessages.get();
const MEASURES: Record<string, MaterialMeasure> = { crepe: 'length', buttons: 'count' };
const unitLabel = (u: string) => ({ cm: 'cm', in: 'in', m: 'm', yd: 'yd', unit: 'units' })[u] ?? u;
const ctx = (over: Partial<OrderFormContext> = {}): OrderFormContext => ({
  unit: 'cm',
  language: 'en',
  t,
  unitLabel,
  currencySymbol: '$',
  measureOf: (id) => MEASURES[id],
  ...over,
});
const imperial = ctx({ unit: 'inches' });
const line = (materialId: string, quantity: string, price: string) => ({ key: materialId, materialId, quantity, price });
const form = (...lines: OrderFormValues['lines']): OrderFormValues => ({ supplierId: 's1', notes: '', lines });
const bodyOf = (v: OrderFormValues, c = ctx()) => {
  const built = toCreateOrderBody(v, c);
  if (!built.ok) throw new Error(JSON.stringify(built.errors));
  return built.body;
};
const errorsOf = (v: OrderFormValues, c = ctx()) => {
  const built = toCreateOrderBody(v, c);
  if (built.ok) throw new Error('accepted');
  return built.errors;
};

describe('the order form reads quantities in the studio’s units (decision 145)', () => {
  it('reads metres with a fraction or a comma into millimetres', () => {
    expect(bodyOf(form(line('crepe', '3 1/2', '20'))).lines[0]).toEqual({ materialId: 'crepe', quantity: 3500, unitPrice: 20 });
    expect(bodyOf(form(line('crepe', '2,5', '20'))).lines[0]?.quantity).toBe(2500);
    expect(bodyOf(form(line('crepe', '2,5', '20')), ctx({ language: 'fr' })).lines[0]?.quantity).toBe(2500);
  });

  it('reads yards, an eighth included, to the nearest millimetre', () => {
    expect(bodyOf(form(line('crepe', '3 1/2', '20')), imperial).lines[0]?.quantity).toBe(3200);
    expect(bodyOf(form(line('crepe', '1/8', '20')), imperial).lines[0]?.quantity).toBe(114);
  });

  it('reads counted notions as whole units, whatever the studio’s unit', () => {
    expect(bodyOf(form(line('buttons', '24', '0,35')), imperial).lines[0]).toEqual({
      materialId: 'buttons',
      quantity: 24,
      unitPrice: 0.35,
    });
  });

  it('keeps a price per yard per metre, as a material’s cost is', () => {
    expect(bodyOf(form(line('crepe', '1', '20')), imperial).lines[0]?.unitPrice).toBe(21.87);
    expect(bodyOf(form(line('crepe', '1', '20'))).lines[0]?.unitPrice).toBe(20);
  });

  it('refuses what it cannot read, naming the field and its line', () => {
    const errors = errorsOf(form(line('crepe', 'three', '20'), line('buttons', '1.5', 'twelve'), line('', '', '')));
    expect(errors['lines.0.quantity']).toBe('Quantity (m), line 1: write a number of m, such as 3, 2,5 or 3 1/2.');
    expect(errors['lines.1.quantity']).toBe('Quantity (units), line 2: write a whole number of units.');
    expect(errors['lines.1.unitPrice']).toBe('Price per unit ($), line 2: write an amount such as 12.50 or 12,50.');
    expect(errors['lines.2.materialId']).toBe('Select a material');
  });

  it('refuses an empty or nought quantity, a missing price and a missing supplier', () => {
    const errors = errorsOf({ ...form(line('crepe', '', ''), line('crepe', '0', '1')), supplierId: '' }, imperial);
    expect(errors.supplierId).toBe('Select a supplier');
    expect(errors['lines.0.quantity']).toBe('Quantity (yd), line 1 is required.');
    expect(errors['lines.0.unitPrice']).toBe('Price per yard ($), line 1 is required.');
    expect(errors['lines.1.quantity']).toBe('Quantity (yd), line 2 must be greater than 0.');
  });

  it('shows a draft back as typed, per yard, and sends its edit with the notes cleared', () => {
    const order = {
      supplier: { id: 's1', name: 'Mill' },
      notes: 'Rush',
      lines: [{ materialId: 'crepe', measure: 'length', quantity: 3200, unitPrice: 21.87 }],
    } as unknown as PurchaseOrder;
    const shown = orderToForm(order, 'inches', 'en');
    expect(shown.lines[0]).toMatchObject({ materialId: 'crepe', quantity: '3½', price: '20.00' });
    const edited = toUpdateOrderBody({ ...shown, notes: '' }, imperial);
    expect(edited.ok && edited.body).toEqual({
      supplierId: 's1',
      notes: null,
      lines: [{ materialId: 'crepe', quantity: 3200, unitPrice: 21.87 }],
    });
    expect(emptyOrderForm().lines).toHaveLength(1);
  });

  it('keeps a bride’s gown on her designer’s draft, in units at the price a French studio types (decision 220)', () => {
    const order = {
      supplier: { id: 's1', name: 'Pronovias' },
      notes: '',
      lines: [
        {
          materialId: null,
          specialOrderId: 'so1',
          materialName: 'PR-2218 Aurore – Taille 12',
          measure: 'count',
          quantity: 1,
          unitPrice: 1290.5,
        },
      ],
    } as unknown as PurchaseOrder;
    const shown = orderToForm(order, 'cm', 'fr');
    expect(shown.lines[0]).toMatchObject({
      gown: { specialOrderId: 'so1', name: 'PR-2218 Aurore – Taille 12' },
      quantity: '1',
      price: '1290,50',
    });
    const typed = { ...shown, lines: [{ ...shown.lines[0]!, price: '1 310,25' }] };
    const edited = toUpdateOrderBody(typed, ctx({ language: 'fr' }));
    expect(edited.ok && edited.body.lines).toEqual([{ specialOrderId: 'so1', quantity: 1, unitPrice: 1310.25 }]);
    const refused = toUpdateOrderBody({ ...shown, lines: [{ ...shown.lines[0]!, price: '1.310,2,5' }] }, ctx({ language: 'fr' }));
    expect(refused.ok).toBe(false);
  });
});

describe('receiving a delivery', () => {
  const order = {
    lines: [
      { id: 'l1', materialId: 'crepe', materialName: 'Wool crepe', measure: 'length', quantity: 3500, received: 1000 },
      { id: 'l2', materialId: 'buttons', materialName: 'Buttons', measure: 'count', quantity: 24, received: 0 },
      { id: 'l3', materialId: 'crepe', materialName: 'Done', measure: 'length', quantity: 1000, received: 1000 },
    ],
  } as unknown as PurchaseOrder;
  const rctx = { unit: 'cm' as const, language: 'en', t, unitLabel };

  it('sends the lines above 0 and leaves out those left at 0', () => {
    const { built, sent } = toReceiveBody(order, { l1: '1 1/2', l2: '0' }, rctx);
    expect(built.ok && built.body).toEqual({ lines: [{ lineId: 'l1', quantity: 1500 }] });
    expect(sent).toEqual(['l1']);
  });

  it('refuses more than is still to come, on its line', () => {
    const { built } = toReceiveBody(order, { l1: '3', l2: '24' }, rctx);
    expect(built.ok ? {} : built.errors).toEqual({ l1: 'Wool crepe: received (m): at most 2.5 m is still to come.' });
  });

  it('refuses a delivery of nothing', () => {
    expect(toReceiveBody(order, { l1: '0', l2: '' }, rctx).built).toEqual({ ok: false, errors: { lines: t.nothingReceived } });
  });

  it('shows the server’s lines.N.quantity on the line sent N-th', () => {
    expect(receiveErrorsToLines({ 'lines.1.quantity': 'Too much' }, ['l1', 'l2'])).toEqual({ l2: 'Too much' });
  });
});

describe('the supplier form', () => {
  it('keeps the phone as typed and reads the lead time in whole days', () => {
    const built = toCreateSupplierBody({ ...emptySupplierForm, name: ' Mill ', phone: '+44 (0)20 7946 0958', leadTime: '10' }, t);
    expect(built.ok && built.body).toEqual({ name: 'Mill', phone: '+44 (0)20 7946 0958', leadTimeDays: 10 });
  });

  it('refuses a lead time that is not whole days, naming the field', () => {
    const built = toCreateSupplierBody({ ...emptySupplierForm, name: 'Mill', leadTime: '1,5' }, t);
    expect(built.ok ? {} : built.errors).toEqual({ leadTimeDays: t.leadTimeWhole });
  });

  it('clears emptied fields on an edit', () => {
    const built = toUpdateSupplierBody({ ...emptySupplierForm, name: 'Mill' }, t);
    expect(built.ok && built.body).toEqual({ name: 'Mill', contact: null, email: null, phone: null, notes: null, leadTimeDays: null });
  });
});
