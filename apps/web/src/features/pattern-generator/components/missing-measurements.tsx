import { missingMeasurementField, type DesignMeasurement } from '@atelier/shared';
import { useId } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import type { Unit } from '@/lib/units';
import { generatorMessages } from '../messages';
import type { ExtraValues } from './generator-form';
import { sizeInputProps } from '@/components/ui/size-input';

/**
 * The measurements the design needs that the record lacks (the server's check before Generate, or
 * its 422 after): one field for each, in the user's unit (an angle in degrees). They
 * are sent with the next Generate and saved to the client's record.
 */
export function MissingMeasurements({
  missing,
  values,
  errors,
  unit,
  onChange,
}: {
  missing: readonly DesignMeasurement[];
  values: ExtraValues;
  errors: Record<string, string>;
  unit: Unit;
  onChange: (name: string, value: string) => void;
}) {
  const t = useMessages(generatorMessages);
  const labels = useLabels();
  const descriptionId = useId();
  if (missing.length === 0) return null;
  return (
    <fieldset
      aria-describedby={descriptionId}
      className="space-y-3 rounded-lg border border-accent bg-accent-soft/40 p-3"
      data-testid="missing-measurements"
    >
      <legend className="px-1 text-sm font-semibold">{t.missingTitle}</legend>
      <p id={descriptionId} className="text-xs text-muted-foreground">
        {t.missingDescription}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {missing.map((m) => {
          const unitText = m.kind === 'angle' ? t.degrees : labels.unit(unit);
          return (
            <Field
              key={m.name}
              label={t.measurementLabel({ label: labels.measurement(m.label), unit: unitText })}
              error={errors[missingMeasurementField(m.name)]}
            >
              {(p) => (
                <Input
                  {...p}
                  // An inch size takes fractions ('27 1/4'): the text keyboard has a space and a slash (decision 124).
                  {...sizeInputProps(unit === 'inches' && m.kind !== 'angle')}
                  autoCorrect="off"
                  spellCheck={false}
                  value={values[m.name] ?? ''}
                  onChange={(e) => onChange(m.name, e.target.value)}
                  data-measurement={m.name}
                />
              )}
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}
