import type { MaterialKind, MovementKind } from '@atelier/shared';
import type { MaterialTexts } from '../messages';
import { quantityNumber, type LengthUnit } from './material-units';

/** A unit's short name in the page's language ('cm', 'po', 'm', 'yd', 'units'). */
export function unitLabelOf(t: MaterialTexts): (unit: LengthUnit | 'unit') => string {
  const names = { cm: t.unitCm, in: t.unitIn, m: t.unitM, yd: t.unitYd, unit: t.units };
  return (unit) => names[unit];
}

/**
 * A quantity with its unit, as a sentence reads it: '3,5 m', '1 unité', '12 unités'. A count takes
 * the singular where the language says one (French also for 0); a length's symbol never changes.
 */
export function quantityWithUnit(t: MaterialTexts, value: number, unit: LengthUnit | 'unit', language: string): string {
  const one = unit === 'unit' && new Intl.PluralRules(language).select(value) === 'one';
  return `${quantityNumber(value, unit, language)} ${one ? t.unitOne : unitLabelOf(t)(unit)}`;
}

export const kindLabel = (kind: MaterialKind, t: MaterialTexts) => (kind === 'fabric' ? t.fabric : t.notion);

export function movementLabel(kind: MovementKind, t: MaterialTexts): string {
  const names: Record<MovementKind, string> = {
    received: t.received,
    reserved: t.reservedKind,
    released: t.released,
    cut: t.cut,
    returned: t.returned,
    adjusted: t.adjusted,
  };
  return names[kind];
}
