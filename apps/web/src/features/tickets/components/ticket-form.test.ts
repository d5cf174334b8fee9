import { describe, expect, it } from 'vitest';
import { emptyGarment, emptyLine, emptyTicketForm, previewOf, readMoney, toCreateTicketBody, type TicketFormValues } from './ticket-form';

const FR = { language: 'fr', currency: 'EUR' };
const texts = {
  ...FR,
  writePrice: 'Write the price',
  writeQuantity: 'Write the quantity',
  writeDeposit: 'Write the deposit',
  chooseClient: 'Choose a client',
};
const services = new Map<string, { price: number | null; minutes: number }>([
  ['s1', { price: 12.5, minutes: 30 }],
  ['s2', { price: 40, minutes: 90 }],
]);

function twoGarments(): TicketFormValues {
  const form = emptyTicketForm();
  const hem = { ...emptyGarment(), description: 'Trousers', lines: [{ ...emptyLine(), serviceId: 's1', quantity: '2' }] };
  const zip = {
    ...emptyGarment(),
    description: 'Dress',
    lines: [
      { ...emptyLine(), serviceId: 's2' },
      { ...emptyLine(true), description: 'Button', price: '3,50' },
    ],
  };
  return { ...form, clientId: 'c1', pickupDate: '2026-12-04', garments: [hem, zip] };
}

describe('the counter form', () => {
  it('reads money as tailors type it, with a comma or a point, and refuses what is not money', () => {
    expect(readMoney('25,50', FR)).toBe(25.5);
    expect(readMoney(' 1 200.5 ', FR)).toBe(1200.5);
    expect(readMoney('', FR)).toBeUndefined();
    expect(readMoney('12,345', FR)).toBeNaN();
    expect(readMoney('abc', FR)).toBeNaN();
  });

  it('previews the total in exact cents and the standard minutes that ask for the pick-up day', () => {
    expect(previewOf(twoGarments().garments, services, FR)).toEqual({ total: 68.5, minutes: 150 });
  });

  it('shows no total while a free line’s price is mistyped, or a price is hidden from the role', () => {
    const form = twoGarments();
    form.garments[1]!.lines[1]!.price = '3,5,0';
    expect(previewOf(form.garments, services, FR).total).toBeNull();
    expect(previewOf(twoGarments().garments, new Map([...services, ['s1', { price: null, minutes: 30 }]]), FR).total).toBeNull();
  });

  it('sends the services by id, the free line with its price, and the deposit only for a role that takes money', () => {
    const form = { ...twoGarments(), deposit: '20,00', depositMethod: 'card' as const };
    const result = toCreateTicketBody(form, texts, true);
    expect(result).toEqual({
      ok: true,
      body: {
        clientId: 'c1',
        pickupDate: '2026-12-04',
        garments: [
          { description: 'Trousers', lines: [{ serviceId: 's1', quantity: 2 }] },
          { description: 'Dress', lines: [{ serviceId: 's2' }, { description: 'Button', price: 3.5 }] },
        ],
        deposit: { amount: 20, method: 'card' },
      },
    });
    const staff = toCreateTicketBody(form, texts, false);
    expect(staff.ok).toBe(true);
    expect(staff.ok && 'deposit' in staff.body).toBe(false);
  });

  it('makes the new client from the name and phone typed in the same form', () => {
    const form = { ...twoGarments(), newClient: true, clientName: ' Ada Lovelace ', clientPhone: '06 12 34 56 78' };
    const result = toCreateTicketBody(form, texts, false);
    expect(result.ok && result.body.client).toEqual({ name: 'Ada Lovelace', phone: '06 12 34 56 78' });
    expect(result.ok && result.body.clientId).toBeUndefined();
  });

  it('names the field of each refusal: the mistyped price in its own words, the missing garment and client from the schema', () => {
    const form = twoGarments();
    form.garments[1]!.lines[1]!.price = 'ten';
    form.garments[0]!.description = '';
    form.clientId = '';
    const result = toCreateTicketBody(form, texts, true);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors['garments.1.lines.1.price']).toBe('Write the price');
    expect(result.errors['garments.0.description']).toBe('Garment is required');
    expect(result.errors.clientId).toBe('Choose a client');
  });
});
