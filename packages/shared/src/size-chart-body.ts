import type { SizeUnit } from './measurement-input.js';
import { CHART_MEASURES, toMicrometres, type BodyMeasurements, type ChartMeasure } from './size-charts.js';

/**
 * Where a size chart's measures are found in a bride's measurement record: the standard names the
 * dress's measurements are taken under (decision 135), matched whatever their case.
 */
export const CHART_MEASURE_NAMES: Record<ChartMeasure, string> = {
  bust: 'Bust',
  waist: 'Waist',
  hips: 'Hips',
  hollowToHem: 'Hollow to Hem',
};

/**
 * The other names a measure is recorded under (decision 225): a suit's record takes the chest and
 * the seat, which menswear charts read as bust and hips, as the FreeSewing names do (decision 038).
 * The chart's own name is read first.
 */
const CHART_MEASURE_ALSO: Record<ChartMeasure, readonly string[]> = { bust: ['Chest'], waist: [], hips: ['Seat'], hollowToHem: [] };

type RecordedValue = { name: string; size: number; unit: string };

const isLength = (unit: string): unit is SizeUnit => unit === 'cm' || unit === 'inches';

/**
 * The body a size is proposed for, from one measurement record. Its unit is the bust's (else the
 * first chart measure's); a value a record keeps in the other unit is converted to the nearest
 * 0.1 cm or 1/8 in, the steps every figure of a proposal is reported in. Null when the record has
 * none of the chart's measures.
 */
export function bodyFromMeasurements(values: readonly RecordedValue[]): BodyMeasurements | null {
  const found = CHART_MEASURES.flatMap((measure) => {
    const names = [CHART_MEASURE_NAMES[measure], ...CHART_MEASURE_ALSO[measure]].map((n) => n.toLowerCase());
    const named = (name: string) => values.find((v) => v.name.trim().toLowerCase() === name && isLength(v.unit) && v.size > 0);
    const value = names.map(named).find((v) => v !== undefined);
    return value && isLength(value.unit) ? [{ measure, size: value.size, unit: value.unit }] : [];
  });
  const first = found[0];
  if (!first) return null;
  const unit = first.unit;
  const body: BodyMeasurements = { unit, values: {} };
  for (const { measure, size, unit: from } of found) body.values[measure] = from === unit ? size : converted(size, from, unit);
  return body;
}

function converted(size: number, from: SizeUnit, to: SizeUnit): number {
  const steps = to === 'cm' ? 10 : 8;
  const micrometresPerStep = (to === 'cm' ? 10_000 : 25_400) / steps;
  return Math.round(toMicrometres(size, from) / micrometresPerStep) / steps;
}
