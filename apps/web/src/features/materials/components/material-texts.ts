import type { MaterialKind, MovementKind } from '@atelier/shared';
import type { MaterialTexts } from '../messages';
import type { LengthUnit } from './material-units';

/** A unit's short name in the page's language ('cm', 'po', 'm', 'yd', 'units'). */
export function unitLabelOf(t: MaterialTexts): (unit: LengthUnit | 'unit') => string {
  const names = { cm: t.unitCm, in: t.unitIn, m: t.unitM, yd: t.unitYd, unit: t.units };
  return (unit) => names[unit];
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
