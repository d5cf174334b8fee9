import { plausibilityFlag, plausibleRange, type PortalView } from '@atelier/shared';
import { formatSize, parseSize } from './format';
import { dataName, type Language, type Translate } from './messages';
import { convertSize, type Unit } from './units';

/**
 * The checks before a client sends what they measured (decision 084, 085): a value that is no
 * number is refused; one outside a human range, or far from the client's previous value of the
 * same measurement, is shown back ('Hips 16 in? Please check') to correct or send anyway. The
 * server asks the same question (plausibility.ts) and flags it for the studio.
 */
export type Previous = { size: number; unit: Unit };
export type FieldCheck =
  | { state: 'empty' }
  | { state: 'bad'; message: string }
  | { state: 'ok'; size: number }
  | { state: 'flagged'; size: number; message: string };

/** The client's latest value of a measurement, by name (any case), from the records the page shows. */
export function previousValue(measurements: PortalView['measurements'], name: string): Previous | null {
  const key = name.trim().toLowerCase();
  const newestFirst = [...measurements].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  for (const record of newestFirst) {
    const value = record.values.find((v) => v.name.trim().toLowerCase() === key);
    if (value) return { size: value.size, unit: value.unit };
  }
  return null;
}

type CheckContext = { unit: Unit; language: Language; t: Translate };

/** One field as typed, checked. */
export function checkField(name: string, input: string, previous: Previous | null, ctx: CheckContext): FieldCheck {
  if (!input.trim()) return { state: 'empty' };
  const size = parseSize(input);
  if (size === null || size <= 0 || size > 1000) return { state: 'bad', message: ctx.t('badNumber') };
  const flag = plausibilityFlag({ name, size, unit: ctx.unit }, previous);
  if (!flag) return { state: 'ok', size };
  return { state: 'flagged', size, message: flagMessage(name, size, flag, previous, ctx) };
}

/** 'Hips 16 in? Please check: most people measure between 17.7 and 90.6 in.' */
export function flagMessage(
  name: string,
  size: number,
  flag: 'implausible' | 'far-from-previous',
  previous: Previous | null,
  { unit, language, t }: CheckContext,
): string {
  const params = { name: dataName(language, 'measurement', name), value: formatSize(size, language), unit: t(`unit.${unit}`) };
  if (flag === 'far-from-previous' && previous) {
    return t('flagFar', { ...params, previous: formatSize(convertSize(previous.size, previous.unit, unit), language) });
  }
  const { min, max } = plausibleRange(name, unit);
  return t('flagImplausible', { ...params, min: formatSize(min, language), max: formatSize(max, language) });
}
