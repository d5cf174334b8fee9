import type { Material } from '@atelier/shared';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { materialMessages } from '../messages';
import { quantityWithUnit, unitLabelOf } from './material-texts';
import { quantityUnit, type LengthUnit } from './material-units';

/** A material's quantity with its unit in the studio's units: '3½ yd', '3,5 m', '1 unit', '12 units'. */
export function useQuantityText(measure: Material['measure']): (value: number) => string {
  const t = useMessages(materialMessages);
  const { unit, language } = useFormat();
  const qUnit = quantityUnit(measure, unit);
  return (value) => `${value < 0 ? '\u2212' : ''}${quantityWithUnit(t, Math.abs(value), qUnit, language)}`;
}

/** Any quantity with its unit, in the page's language: what is left to come on a purchase order's line. */
export function useQuantityWithUnit(): (value: number, unit: LengthUnit | 'unit') => string {
  const t = useMessages(materialMessages);
  const { language } = useFormat();
  return (value, unit) => quantityWithUnit(t, value, unit, language);
}

/** A unit's short name in the page's language ('m', 'yd', 'units'), for a field's label. */
export function useUnitLabel(): (unit: LengthUnit | 'unit') => string {
  return unitLabelOf(useMessages(materialMessages));
}

/** On hand, reserved and available, side by side; the available figure stands out. */
export function MaterialFigures({ material }: { material: Material }) {
  const t = useMessages(materialMessages);
  const quantity = useQuantityText(material.measure);
  const figures = [
    { label: t.onHand, value: material.onHand, testId: 'on-hand' },
    { label: t.reserved, value: material.reserved, testId: 'reserved' },
    { label: t.available, value: material.available, testId: 'available' },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 text-sm">
      {figures.map((f) => (
        <div key={f.testId} className="min-w-0 rounded-lg bg-muted px-2 py-1.5">
          <dt className="truncate text-xs text-muted-foreground">{f.label}</dt>
          <dd className="font-semibold tabular-nums" data-testid={f.testId}>
            {quantity(f.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The unit a material's quantities are typed in, by its short name: 'm', 'yd', 'units'. */
export function useQuantityUnitLabel(measure: Material['measure']): string {
  const label = useUnitLabel();
  const { unit } = useFormat();
  return label(quantityUnit(measure, unit));
}
