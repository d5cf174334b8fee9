import { cisFemaleAdult34 } from '@freesewing/models';
import { FREESEWING_MEASUREMENTS, type GeneratorDesign, type MeasurementValue } from '@atelier/shared';
import { requiredMeasurements } from '../lib/freesewing-designs.js';

/**
 * A client's record for a design as a tailor types it: our labels, FreeSewing's sample
 * body (`@freesewing/models`) in inches to the quarter (the form's step).
 */
export async function recordInInches(
  design: GeneratorDesign,
  model: Record<string, number> = cisFemaleAdult34,
): Promise<MeasurementValue[]> {
  return (await requiredMeasurements(design)).map((name) => {
    const label = FREESEWING_MEASUREMENTS[name]?.label ?? name;
    const mm = model[name]!;
    // Shoulder slope is an angle: degrees, whatever the unit says (decision 038).
    return { name: label, size: name === 'shoulderSlope' ? mm : Math.round((mm / 25.4) * 4) / 4, unit: 'inches' as const };
  });
}

/** FreeSewing's sample body for a design's measurements, in millimetres. */
export async function sampleBody(
  design: GeneratorDesign,
  model: Record<string, number> = cisFemaleAdult34,
): Promise<Record<string, number>> {
  return Object.fromEntries((await requiredMeasurements(design)).map((n) => [n, model[n]!]));
}
