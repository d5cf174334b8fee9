import type { Quote } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { emptyQuoteForm, freeLine, materialLine, quoteToForm, serviceLine, toPreviewBody, toQuoteBody } from './quote-form';

const texts = {
  writeAmount: 'Write an amount like 25,50',
  writeQuantity: 'Write a quantity like 3,5',
  chooseClient: 'Choose a client',
  language: 'fr',
  currency: 'EUR',
};

describe('the quote form', () => {
  it('asks the server to price what is typed, with the numbers as a French tailor writes them (decisions 178, 179)', () => {
    const values = {
      ...emptyQuoteForm('2099-12-31', 'c1'),
      lines: [
        { ...serviceLine({ id: 's1', name: 'Bodice fitting', price: 120 }), quantity: '2' },
        { ...materialLine({ id: 'm1', name: 'Silk', measure: 'length' }), quantity: '3,5' },
        { ...freeLine(), description: 'Broderie main', unitPrice: '1 290,50' },
      ],
      discount: '11,31',
      taxRate: '5,5 %',
      depositType: 'percent' as const,
      depositValue: '30',
    };
    expect(toPreviewBody(values, texts, 'q1')).toEqual({
      clientId: 'c1',
      quoteId: 'q1',
      lines: [
        { kind: 'service', serviceId: 's1', quantity: 2 },
        { kind: 'material', materialId: 'm1', quantity: 3.5 },
        { kind: 'free', description: 'Broderie main', unitPrice: 1290.5, quantity: 1 },
      ],
      discount: 11.31,
      taxRate: 5.5,
      deposit: { type: 'percent', value: 30 },
    });
  });

  it('asks nothing while a number is refused: the field says why', () => {
    const base = emptyQuoteForm('2099-12-31', 'c1');
    expect(toPreviewBody({ ...base, lines: [{ ...freeLine(), unitPrice: '3,5x' }] }, texts)).toBeNull();
    expect(toPreviewBody({ ...base, lines: [{ ...freeLine(), unitPrice: '3,50' }], discount: '1.290' }, texts)).toBeNull();
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

  it('sends the chosen project, or none so the acceptance makes one (decision 191)', () => {
    const values = {
      ...emptyQuoteForm('2099-12-31', 'c1'),
      title: 'Gown',
      lines: [{ ...freeLine(), description: 'Lace', unitPrice: '3,50' }],
    };
    const none = toQuoteBody(values, texts);
    expect(none.ok && none.body.projectId).toBeNull();
    const linked = toQuoteBody({ ...values, projectId: 'p1' }, texts);
    expect(linked.ok && linked.body.projectId).toBe('p1');
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
      lines: [materialLine({ id: 'm1', name: 'Silk', measure: 'length' })],
    };
    const result = toQuoteBody(values, texts);
    expect(result.ok && result.body.lines).toEqual([{ kind: 'material', materialId: 'm1' }]);
  });

  it('opens a saved quote with its numbers as the page’s language writes them', () => {
    const quote = {
      client: { id: 'c1' },
      title: 'Gown',
      projectType: 'Suit',
      validUntil: '2099-01-01',
      lines: [{ kind: 'free', serviceId: null, materialId: null, description: 'Hem', quantity: 2.5, unitPrice: 20.5, unit: null }],
      discount: 0,
      taxRate: 5.5,
      deposit: { type: 'amount', value: 10, amount: 10 },
      notes: '',
    } as unknown as Quote;
    const values = quoteToForm(quote, 'fr');
    expect(values).toMatchObject({ taxRate: '5,5', depositType: 'amount', depositValue: '10' });
    expect(values.lines[0]).toMatchObject({ quantity: '2,5', unitPrice: '20,5' });
  });
});
