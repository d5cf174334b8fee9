import type { AnsweredUnit } from '@atelier/shared';
import {
  MEASUREMENT_SIZE_MAX,
  measurementKind,
  plausibilityFlag,
  plausibleRange,
  readSize,
  shownSize,
  sizeNumberText,
  type MeasurementKind,
  type PortalView,
  type SizeProblem,
} from '@atelier/shared';
import { dataName, type Language, type Translate } from './messages';
import type { Unit } from './units';

/**
 * The checks before a client sends what they measured (decision 084, 085): a value is read as a
 * tailor writes it, `27 1/4` or `27.25` (the shared reader, decision 124), and one that is no size
 * of the unit is refused, naming the measurement; one outside a human range, or far from the client's previous value of the
 * same measurement, is shown back ('Hips 16 in? Please check') to correct or send anyway. The
 * server asks the same question (plausibility.ts) and flags it for the studio.
 */
export type Previous = { size: number; unit: AnsweredUnit };
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

/** How to write a size of this kind and unit, naming the measurement: 'Waist: write 27 1/4 or 27.25'. */
function howToWrite(name: string, kind: MeasurementKind, problem: SizeProblem, { unit, language, t }: CheckContext): string {
  const shownName = dataName(language, 'measurement', name);
  if (problem === 'out-of-range') return t('sizeRange', { name: shownName, max: MEASUREMENT_SIZE_MAX });
  if (kind === 'angle') return t('writeAngle', { name: shownName });
  if (kind === 'count') return t('writeCount', { name: shownName });
  return t(unit === 'cm' ? 'writeCm' : 'writeInches', { name: shownName });
}

/** One field as typed, checked. */
export function checkField(name: string, input: string, previous: Previous | null, ctx: CheckContext): FieldCheck {
  const kind = measurementKind(name);
  const reading = readSize(input, { unit: ctx.unit, kind, language: ctx.language });
  if (!reading.ok)
    return reading.problem === 'empty' ? { state: 'empty' } : { state: 'bad', message: howToWrite(name, kind, reading.problem, ctx) };
  const { size } = reading;
  // An angle is compared as it is, whatever its unit says (decision 124).
  const flag = plausibilityFlag(
    { name, size, unit: ctx.unit },
    previous && { size: previous.size, unit: previous.unit === 'degrees' ? ctx.unit : previous.unit },
  );
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
  const kind = measurementKind(name);
  // As a tailor reads it (decision 124): '27¼', '96,5'; an angle in degrees, never converted.
  const text = (n: number) => sizeNumberText(n, { unit, kind, language });
  const unitText = kind === 'angle' ? '°' : t(`unit.${unit}`);
  const params = { name: dataName(language, 'measurement', name), value: text(size), unit: unitText };
  if (flag === 'far-from-previous' && previous) {
    return t('flagFar', { ...params, previous: text(shownSize({ name, ...previous }, unit, 1).size) });
  }
  const { min, max } = plausibleRange(name, unit);
  return t('flagImplausible', { ...params, min: text(min), max: text(max) });
}
