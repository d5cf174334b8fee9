import type { Service } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { emptyServiceForm, serviceToForm, toCreateServiceBody, toUpdateServiceBody } from './service-form';

const t = { writePrice: 'Write the price', writeMinutes: 'Write the minutes', language: 'en', currency: 'EUR' };
const fr = { ...t, language: 'fr' };
const typed = {
  ...emptyServiceForm,
  name: ' Take in waist ',
  price: '25,50',
  minutes: '45',
  stage: 'Sewing',
  garmentType: 'pants' as const,
};

describe('the service form (decision 150)', () => {
  it('reads a price typed with a comma or a point to the same amount', () => {
    expect(toCreateServiceBody(typed, t)).toEqual({
      ok: true,
      body: { name: 'Take in waist', price: 25.5, minutes: 45, stage: 'Sewing', garmentType: 'pants', active: true },
    });
    const point = toCreateServiceBody({ ...typed, price: '25.50' }, t);
    expect(point.ok && point.body.price).toBe(25.5);
    const whole = toCreateServiceBody({ ...typed, price: '12' }, t);
    expect(whole.ok && whole.body.price).toBe(12);
  });

  it.each([
    ['price', { price: '25.505' }],
    ['price', { price: '12 euros' }],
    ['price', { price: '-3' }],
    ['minutes', { minutes: '0' }],
    ['minutes', { minutes: '1441' }],
    ['minutes', { minutes: '1,5' }],
  ])('refuses a badly written %s naming how to write it', (field, patch) => {
    const result = toCreateServiceBody({ ...typed, ...patch }, t);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toBe(field === 'price' ? t.writePrice : t.writeMinutes);
  });

  it('asks for the name, the price and the minutes', () => {
    const result = toCreateServiceBody(emptyServiceForm, t);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['minutes', 'name', 'price']);
  });

  it('shows a service in the page’s language and clears an emptied stage and garment type', () => {
    const service: Service = {
      _id: 's1',
      id: 's1',
      name: 'Hem trousers',
      price: 15.5,
      minutes: 30,
      stage: 'Sewing',
      garmentType: 'pants',
      active: true,
      createdAt: '',
      updatedAt: '',
    };
    const form = serviceToForm(service, 'fr');
    expect(form).toMatchObject({ price: '15,50', minutes: '30', garmentType: 'pants' });
    expect(toUpdateServiceBody({ ...form, stage: ' ', garmentType: '' }, t, true)).toEqual({
      ok: true,
      body: { name: 'Hem trousers', price: 15.5, minutes: 30, stage: null, garmentType: null, active: true },
    });
  });

  it('leaves the price out of a change by someone who does not see it', () => {
    const result = toUpdateServiceBody({ ...typed, price: '' }, t, false);
    expect(result.ok && 'price' in result.body).toBe(false);
  });
});

describe('numbers as a French studio types them (decision 178)', () => {
  it('keeps 1 290,00 and reads minutes whole', () => {
    const built = toCreateServiceBody({ ...emptyServiceForm, name: 'Ourlet', price: '1 290,00', minutes: '45' }, fr);
    expect(built.ok && built.body).toMatchObject({ price: 1290, minutes: 45 });
    const refused = toCreateServiceBody({ ...emptyServiceForm, name: 'Ourlet', price: '12,505', minutes: '4,5' }, fr);
    expect(refused.ok ? null : refused.errors).toEqual({ price: t.writePrice, minutes: t.writeMinutes });
  });
});
