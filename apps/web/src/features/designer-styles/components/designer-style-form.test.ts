import { describe, expect, it } from 'vitest';
import { emptyDesignerStyleForm, readList, toCreateDesignerStyleBody, toUpdateDesignerStyleBody } from './designer-style-form';

// Decision 212: a style's prices typed as the boutique writes them; its colours and sizes on one line each.

const french = { language: 'fr', currency: 'EUR' };
const typed = { ...emptyDesignerStyleForm, designerId: 's1', styleNumber: ' PR-4512 ', name: 'Élise' };

describe('the style form', () => {
  it('reads French prices exactly, and a shoe size with a decimal comma as one size', () => {
    const result = toCreateDesignerStyleBody(
      { ...typed, cost: '1 290,50', retail: '2 890', sizes: '36, 38,5; 40', colours: 'Ivoire, Blanc cassé' },
      french,
    );
    expect(result).toEqual({
      ok: true,
      body: {
        designerId: 's1',
        styleNumber: 'PR-4512',
        name: 'Élise',
        fabric: null,
        colours: ['Ivoire', 'Blanc cassé'],
        sizes: ['36', '38,5', '40'],
        cost: 1290.5,
        retail: 2890,
        note: null,
      },
    });
  });

  it('refuses a price it cannot keep exactly on its field, with the schema’s refusals beside it', () => {
    const result = toCreateDesignerStyleBody({ ...typed, name: '', retail: '12,345' }, french);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['name', 'retail']);
  });

  it('sends no cost for a role that does not see it, so the server keeps it', () => {
    const result = toUpdateDesignerStyleBody({ ...typed, cost: '', retail: '99,90' }, french, false);
    expect(result.ok && 'cost' in result.body).toBe(false);
    expect(result.ok && result.body.retail).toBe(99.9);
  });

  it('drops blank items of a list', () => {
    expect(readList(' 2, , 4 ;; 20W ')).toEqual(['2', '4', '20W']);
    expect(readList('Ivory|Champagne | Blush')).toEqual(['Ivory', 'Champagne', 'Blush']);
  });
});
