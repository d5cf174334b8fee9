/**
 * The studio's brand colour as the page's accent (decision 085), only with a text colour that
 * reads on it (4.5:1, WCAG AA): white or the page's dark ink, whichever contrasts more. The app's
 * brand helpers live with the team schemas (zod), which this page does not load.
 */
const LIGHT = '#ffffff';
const DARK = '#1c1f23';
const MIN_CONTRAST = 4.5;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The accent and its text, or null to keep the page's own (no colour, or none readable on it). */
export function brandColors(brandColor: string): { brand: string; onBrand: string } | null {
  if (!/^#[0-9a-f]{6}$/i.test(brandColor)) return null;
  const light = contrast(brandColor, LIGHT);
  const dark = contrast(brandColor, DARK);
  if (Math.max(light, dark) < MIN_CONTRAST) return null;
  return { brand: brandColor, onBrand: light >= dark ? LIGHT : DARK };
}

export function applyBrand(root: HTMLElement, brandColor: string) {
  const colors = brandColors(brandColor);
  if (!colors) return;
  root.style.setProperty('--brand', colors.brand);
  root.style.setProperty('--on-brand', colors.onBrand);
}
