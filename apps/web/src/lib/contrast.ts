/**
 * WCAG 2 contrast for the brand colour's live hint (decision 073). The server refuses a colour
 * that reaches 4.5:1 with neither white nor the app's dark text; the web says so while one types.
 * The same rule as the shared brand schema's, kept here until the web reads the shared helper.
 */
export const BRAND_LIGHT = '#FFFFFF';
/** The light theme's --foreground (index.css). */
export const BRAND_DARK = '#1C1F23';
export const MIN_CONTRAST = 4.5;

const HEX = /^#[0-9a-fA-F]{6}$/;

export const isHexColor = (value: string): boolean => HEX.test(value.trim());

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two #RRGGBB colours, 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The text that reads best on a colour, its ratio, and whether it passes; null for a value that is no colour yet. */
export function brandContrast(hex: string): { text: string; ratio: number; passes: boolean } | null {
  if (!isHexColor(hex)) return null;
  const light = contrastRatio(hex, BRAND_LIGHT);
  const dark = contrastRatio(hex, BRAND_DARK);
  const text = light >= dark ? BRAND_LIGHT : BRAND_DARK;
  const ratio = Math.max(light, dark);
  return { text, ratio, passes: ratio >= MIN_CONTRAST };
}
