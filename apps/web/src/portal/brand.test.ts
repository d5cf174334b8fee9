// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { brandColors, contrast } from './brand';
import { webAddress } from './header';

describe("the studio's brand and addresses on the portal", () => {
  it('uses the brand colour with the text that reads on it, or not at all', () => {
    expect(brandColors('#1E3A8A')).toEqual({ brand: '#1E3A8A', onBrand: '#ffffff' });
    expect(brandColors('#F5D90A')).toEqual({ brand: '#F5D90A', onBrand: '#1c1f23' });
    expect(brandColors('')).toBeNull();
    expect(brandColors('red')).toBeNull();
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('links web addresses only, adding https when the studio left it out', () => {
    expect(webAddress('maison-ada.example')).toEqual({ href: 'https://maison-ada.example', text: 'maison-ada.example' });
    expect(webAddress('https://ada.example/')).toEqual({ href: 'https://ada.example/', text: 'ada.example' });
    expect(webAddress('javascript:alert(1)')).toBeNull();
    expect(webAddress('  ')).toBeNull();
  });
});
