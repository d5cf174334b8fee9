import { brandTextColor } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { brandContrast } from './contrast';

describe('the brand colour hint', () => {
  it('says which text reads on a colour and that the server takes it, as the shared rule does', () => {
    expect(brandContrast('#7C3AED')).toMatchObject({ text: '#FFFFFF', passes: true });
    expect(brandContrast('#FDE68A')).toMatchObject({ text: '#1C1F23', passes: true });
    for (const hex of ['#7C3AED', '#FDE68A', '#808080', '#2F855A']) {
      expect(brandContrast(hex)?.passes).toBe(brandTextColor(hex) !== null);
    }
  });

  it('warns on a mid tone readable with neither', () => {
    const hint = brandContrast('#808080');
    expect(hint?.passes).toBe(false);
    expect(hint?.ratio).toBeLessThan(4.5);
  });

  it('says nothing until the value is a colour', () => {
    expect(brandContrast('#7C3')).toBeNull();
    expect(brandContrast('')).toBeNull();
  });
});
