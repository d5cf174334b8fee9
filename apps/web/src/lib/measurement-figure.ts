import { guidedSpot, type MeasurementSpot } from '@atelier/shared';

/**
 * Where to measure (decision 085): a small front-view figure with the measured line highlighted.
 * A standard measurement is marked where the shared guide puts it (decision 135: 'Waist to Hip' is
 * a line from the waist down the side, not a ring at the waist); another name by what it says
 * (English or French); a tape measure when it says none of the common ones. Decorative: the label
 * and the hint say the same in words.
 *
 * One figure for the client portal and the studio's measurement form (decision 136): plain DOM,
 * no framework, so the portal page stays small; the studio mounts it (MeasurementFigure).
 * Unstyled here: `.fig` and `.mark` take their colours from the page that shows it.
 */
export type Spot = MeasurementSpot;

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element; attributes only (the figure has no text). */
function svg(tag: string, attrs: Record<string, string | number> = {}, ...children: SVGElement[]): SVGElement {
  const el = document.createElementNS(SVG_NS, tag) as SVGElement;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  el.append(...children);
  return el;
}

const SPOTS: ReadonlyArray<readonly [RegExp, Spot]> = [
  [/neck|collar|encolure|\bcou\b|\bcol\b/i, 'neck'],
  [/shoulder|épaule|epaule/i, 'shoulder'],
  [/chest|bust|poitrine|torse/i, 'chest'],
  [/waist|taille/i, 'waist'],
  [/hip|seat|hanche|bassin/i, 'hips'],
  [/inseam|inside leg|entrejambe/i, 'inseam'],
  [/sleeve|\barm\b|manche|\bbras\b/i, 'sleeve'],
  [/thigh|cuisse/i, 'thigh'],
  [/length|longueur|height|hauteur/i, 'length'],
];

export function spotOf(name: string): Spot {
  return guidedSpot(name) ?? SPOTS.find(([re]) => re.test(name))?.[1] ?? 'tape';
}

/** The highlighted line of each spot, on the 64 × 128 figure. */
const MARKS: Record<Exclude<Spot, 'tape'>, () => SVGElement> = {
  neck: () => svg('ellipse', { cx: 32, cy: 22, rx: 5, ry: 1.8 }),
  shoulder: () => svg('path', { d: 'M18 24.5 Q32 21.5 46 24.5' }),
  chest: () => svg('ellipse', { cx: 32, cy: 34, rx: 13, ry: 2.2 }),
  underbust: () => svg('ellipse', { cx: 32, cy: 39, rx: 11.5, ry: 2 }),
  waist: () => svg('ellipse', { cx: 32, cy: 47, rx: 10.5, ry: 2 }),
  hips: () => svg('ellipse', { cx: 32, cy: 58, rx: 13, ry: 2.2 }),
  armhole: () => svg('ellipse', { cx: 43, cy: 29, rx: 2.2, ry: 4.5 }),
  bicep: () => svg('ellipse', { cx: 48.5, cy: 36, rx: 3, ry: 1.2 }),
  wrist: () => svg('ellipse', { cx: 51, cy: 60, rx: 2.4, ry: 1 }),
  thigh: () => svg('ellipse', { cx: 26, cy: 72, rx: 6, ry: 1.8 }),
  knee: () => svg('ellipse', { cx: 25.3, cy: 90, rx: 4, ry: 1.4 }),
  ankle: () => svg('ellipse', { cx: 24.3, cy: 116, rx: 3, ry: 1.1 }),
  hem: () => svg('ellipse', { cx: 32, cy: 96, rx: 16, ry: 2.4 }),
  bustSpan: () => svg('path', { d: 'M26 34 H38 M26 32.5 V35.5 M38 32.5 V35.5' }),
  shoulderToBust: () => svg('path', { d: 'M28 24 L26 34' }),
  frontLength: () => svg('path', { d: 'M28 24 Q25 34 28 47' }),
  waistToHip: () => svg('path', { d: 'M45 47 L45.5 58 M43 47 H47 M43.5 58 H47.5' }),
  rise: () => svg('path', { d: 'M46 47 L46 63 M44 47 H48 M44 63 H48' }),
  inseam: () => svg('path', { d: 'M30.5 63 L27 118' }),
  outseam: () => svg('path', { d: 'M44 47 L40.5 120' }),
  sleeve: () => svg('path', { d: 'M47 26 L55 62' }),
  length: () => svg('path', { d: 'M52 24 V100 M49 24 H55 M49 100 H55' }),
};

function figure(): SVGElement {
  return svg(
    'g',
    { class: 'fig' },
    svg('circle', { cx: 32, cy: 12, r: 7 }),
    svg('path', { d: 'M32 19 V23 M20 26 Q32 23 44 26 L42 45 Q40 52 44 60 L20 60 Q24 52 22 45 Z' }),
    svg('path', { d: 'M20 27 L13 62 M44 27 L51 62 M26 61 L24 120 M38 61 L40 120' }),
  );
}

function tape(): SVGElement {
  const ticks = [14, 20, 26, 32, 38, 44, 50].map((x, i) => `M${x} 70 V${i % 2 ? 74 : 77}`).join(' ');
  return svg(
    'g',
    { class: 'fig' },
    svg('circle', { cx: 18, cy: 56, r: 10 }),
    svg('circle', { cx: 18, cy: 56, r: 3 }),
    svg('path', { d: `M18 66 H56 V82 H10 V66 ${ticks}` }),
  );
}

export function drawing(name: string): SVGElement {
  const spot = spotOf(name);
  const mark = spot === 'tape' ? null : MARKS[spot]();
  mark?.setAttribute('class', 'mark');
  return svg(
    'svg',
    { class: 'drawing', viewBox: '0 0 64 128', width: 48, height: 96, 'aria-hidden': 'true', focusable: 'false', 'data-spot': spot },
    spot === 'tape' ? tape() : figure(),
    ...(mark ? [mark] : []),
  );
}
