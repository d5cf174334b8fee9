import type { Pattern } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { toCreatePatternBody, toUpdatePatternBody, emptyPatternForm, patternToForm, pngFileName } from './pattern-form';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('pattern form: defaults and the request bodies', () => {
  it('starts with the designer defaults: Other, Other, Custom, Other', () => {
    expect(emptyPatternForm()).toEqual({
      name: '',
      description: '',
      garmentType: 'Other',
      style: 'Other',
      sizeRange: 'Custom',
      fabricType: 'Other',
      occasion: '',
    });
    expect(emptyPatternForm('Bodice block').name).toBe('Bodice block');
  });

  it("saves an empty name as 'Custom Pattern', sets additionalDetails from the description, sends the PNG and isAiGenerated false", () => {
    const built = toCreatePatternBody({ ...emptyPatternForm('   '), description: 'Fitted bodice' }, PNG);
    expect(built).toEqual({
      ok: true,
      body: {
        name: 'Custom Pattern',
        description: 'Fitted bodice',
        additionalDetails: 'Fitted bodice',
        garmentType: 'Other',
        style: 'Other',
        sizeRange: 'Custom',
        fabricType: 'Other',
        occasion: '',
        base64Image: PNG,
        isAiGenerated: false,
      },
    });
  });

  it('refuses what the shared schema refuses, by field', () => {
    const built = toCreatePatternBody({ ...emptyPatternForm(), name: 'x'.repeat(121) }, PNG);
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.errors.name).toMatch(/at most 120/);
  });

  it('edits send the seven fields and base64Image null (the image is kept), or the canvas', () => {
    const pattern = {
      name: 'Skirt block',
      description: '',
      garmentType: 'Skirt',
      style: 'Modern',
      sizeRange: 'M-L',
      fabricType: 'Wool',
      occasion: 'office',
    } as Pattern;
    const values = patternToForm(pattern);
    expect(toUpdatePatternBody(values, null)).toEqual({ ok: true, body: { ...values, base64Image: null } });
    expect(toUpdatePatternBody(values, PNG)).toEqual({ ok: true, body: { ...values, base64Image: PNG } });
  });
});

describe('pngFileName', () => {
  it('names the download after the pattern', () => {
    expect(pngFileName('Skirt block')).toBe('Skirt block.png');
    expect(pngFileName('Robe d’été n°2')).toBe('Robe d’été n°2.png');
  });
  it('takes out what file systems refuse', () => {
    expect(pngFileName('a/b\\c:d*e?"f<g>h|i')).toBe('a b c d e f g h i.png');
    expect(pngFileName('..hidden')).toBe('hidden.png');
    expect(pngFileName('  ')).toBe('pattern.png');
  });
});
