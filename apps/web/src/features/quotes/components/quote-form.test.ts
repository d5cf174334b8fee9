import type { Quote } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { emptyQuoteForm, freeLine, materialLine, previewOf, quoteToForm, readDecimal, serviceLine, toQuoteBody } from './quote-form';

const texts = { writeAmount: 'Write an amount like 25,50', writeQuantity: 'Write a quantity like 3,5', chooseClient: 'Choose a client' };

describe('the quote form', () => {
  it('reads amounts and quantities as a tailor types them', () => {
    expect(readDecimal('25,50')).toBe(25.5);
    expect(readDecimal(' 3.5 ')).toBe(3.5);
    expect(readDecimal('1 200')).toBe(1200);
    expect(readDecimal('')).toBeUndefined();
    expect(readDecimal('3,555')).toBeNaN();
    expect(readDecimal('abc')).toBeNaN();
  });

  it('previews the server’s arithmetic in cents: lines, discount, tax and deposit', () => {
    const values = {
      ...emptyQuoteForm('2099-12-31', 'c1'),
      lines: [
        { ...serviceLine({ id: 's1', name: 'Bodice fitting', price: 120 }), quantity: '2' },
        // 33.33 a metre with 25 % markup is 41.66; 3,5 m is 145.81.
        { ...materialLine({ id: 'm1', name: 'Silk', cost: 33.33, measure: 'length' }, 25), quantity: '3,5' },
        { ...freeLine(), description: 'Hand embroidery', unitPrice: '25,50' },
      ],
      discount: '11,31',
      taxRate: '7,5',
      depositType: 'percent' as const,
      depositValue: '30',
    };
    expect(previewOf(values)).toEqual({ subtotal: 41131, discount: 1131, tax: 3000, total: 43000, deposit: 12900 });
  });

  it('has no preview while a price is mistyped or a discount exceeds the subtotal', () => {
    const base = emptyQuoteForm('2099-12-31', 'c1');
    expect(previewOf({ ...base, lines: [{ ...freeLine(), unitPrice: '3,5x' }] })).toBeNull();
    expect(previewOf({ ...base, lines: [{ ...freeLine(), unitPrice: '3,50' }], discount: '5' })).toBeNull();
  });

  it('builds the body the server takes, free line "3,50" as 3.5', () => {
    const values = {
      ...emptyQuoteForm('2099-12-31', 'c1'),
      title: 'Gown',
      lines: [serviceLine({ id: 's1', name: 'Hem', price: 20 }), { ...freeLine(), description: 'Lace', unitPrice: '3,50' }],
    };
    const result = toQuoteBody(values, texts);
    expect(result.ok && result.body.lines).toEqual([
      { kind: 'service', serviceId: 's1', quantity: 1 },
      { kind: 'free', description: 'Lace', unitPrice: 3.5, quantity: 1 },
    ]);
    expect(result.ok && result.body.deposit).toEqual({ type: 'percent', value: 30 });
  });

  it('names the fields a tailor must fix', () => {
    const values = { ...emptyQuoteForm('2099-12-31'), lines: [{ ...freeLine(), description: 'Lace', unitPrice: '3,5,0' }] };
    const result = toQuoteBody(values, texts);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.clientId).toBe(texts.chooseClient);
      expect(result.errors['lines.0.unitPrice']).toBe(texts.writeAmount);
      expect(result.errors.title).toBeTruthy();
    }
  });

  it('leaves a material’s quantity out when empty, so the server takes the client’s yardage', () => {
    const values = {
      ...emptyQuoteForm('2099-12-31', 'c1'),
      title: 'Gown',
      lines: [materialLine({ id: 'm1', name: 'Silk', cost: 10, measure: 'length' }, 0)],
    };
    const result = toQuoteBody(values, texts);
    expect(result.ok && result.body.lines).toEqual([{ kind: 'material', materialId: 'm1' }]);
  });

  it('opens a saved quote with its copied prices', () => {
    const quote = {
      client: { id: 'c1' },
      title: 'Gown',
      projectType: 'Suit',
      validUntil: '2099-01-01',
      lines: [{ kind: 'service', serviceId: 's1', materialId: null, description: 'Hem', quantity: 2, unitPrice: 20, unit: null }],
      discount: 0,
      taxRate: 5,
      deposit: { type: 'amount', value: 10, amount: 10 },
      notes: '',
    } as unknown as Quote;
    const values = quoteToForm(quote);
    expect(values).toMatchObject({ taxRate: '5', depositType: 'amount', depositValue: '10' });
    expect(previewOf(values)).toEqual({ subtotal: 4000, discount: 0, tax: 200, total: 4200, deposit: 1000 });
  });
});
