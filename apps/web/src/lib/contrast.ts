import { BRAND_DARK_TEXT, BRAND_LIGHT_TEXT, BRAND_MIN_CONTRAST, contrastRatio } from '@atelier/shared';

const HEX = /^#[0-9a-fA-F]{6}$/;

export const isHexColor = (value: string): boolean => HEX.test(value.trim());

/**
 * The brand colour's live hint (decision 073): the text that reads best on it, white or the app's
 * dark text, with the ratio it reaches and whether the server will take it, by the shared rule the
 * brand schema checks. Null for a value that is no colour yet.
 */
export function brandContrast(hex: string): { text: string; ratio: number; passes: boolean } | null {
  if (!isHexColor(hex)) return null;
  const light = contrastRatio(hex, BRAND_LIGHT_TEXT);
  const dark = contrastRatio(hex, BRAND_DARK_TEXT);
  const ratio = Math.max(light, dark);
  return { text: light >= dark ? BRAND_LIGHT_TEXT : BRAND_DARK_TEXT, ratio, passes: ratio >= BRAND_MIN_CONTRAST };
}
