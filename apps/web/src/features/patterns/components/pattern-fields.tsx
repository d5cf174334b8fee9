import {
  PATTERN_DEFAULTS,
  PATTERN_FABRIC_TYPES,
  PATTERN_GARMENT_TYPES,
  PATTERN_LIMITS,
  PATTERN_SIZE_RANGES,
  PATTERN_STYLES,
} from '@atelier/shared';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { patternMessages } from '../pattern-messages';
import type { PatternFormValues } from './pattern-form';

/**
 * The seven fields both dialogs share (name, description, garment type, style,
 * size range, fabric type and occasion), with the server's or the schema's errors under them.
 */
export function PatternFields({
  values,
  errors,
  onChange,
}: {
  values: PatternFormValues;
  errors: Record<string, string>;
  onChange: <K extends keyof PatternFormValues>(key: K, value: PatternFormValues[K]) => void;
}) {
  const t = useMessages(patternMessages);
  const labels = useLabels();
  const options = <V extends string>(values: readonly V[], label: (v: V) => string) => values.map((v) => ({ value: v, label: label(v) }));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t.name} optional error={errors.name} className="sm:col-span-2">
        {(p) => (
          <Input
            {...p}
            value={values.name}
            onChange={(e) => onChange('name', e.target.value)}
            maxLength={PATTERN_LIMITS.name}
            placeholder={PATTERN_DEFAULTS.name}
            autoComplete="off"
          />
        )}
      </Field>
      <Field label={t.patternDescription} optional error={errors.description} className="sm:col-span-2">
        {(p) => (
          <Textarea
            {...p}
            value={values.description}
            onChange={(e) => onChange('description', e.target.value)}
            maxLength={PATTERN_LIMITS.description}
            rows={3}
          />
        )}
      </Field>
      <Field label={t.garmentType} error={errors.garmentType}>
        {(p) => (
          <Select
            {...p}
            value={values.garmentType}
            onValueChange={(v) => onChange('garmentType', v as PatternFormValues['garmentType'])}
            options={options(PATTERN_GARMENT_TYPES, labels.patternGarment)}
          />
        )}
      </Field>
      <Field label={t.style} error={errors.style}>
        {(p) => (
          <Select
            {...p}
            value={values.style}
            onValueChange={(v) => onChange('style', v as PatternFormValues['style'])}
            options={options(PATTERN_STYLES, labels.patternStyle)}
          />
        )}
      </Field>
      <Field label={t.sizeRange} error={errors.sizeRange}>
        {(p) => (
          <Select
            {...p}
            value={values.sizeRange}
            onValueChange={(v) => onChange('sizeRange', v as PatternFormValues['sizeRange'])}
            options={options(PATTERN_SIZE_RANGES, labels.patternSize)}
          />
        )}
      </Field>
      <Field label={t.fabricType} error={errors.fabricType}>
        {(p) => (
          <Select
            {...p}
            value={values.fabricType}
            onValueChange={(v) => onChange('fabricType', v as PatternFormValues['fabricType'])}
            options={options(PATTERN_FABRIC_TYPES, labels.patternFabric)}
          />
        )}
      </Field>
      <Field label={t.occasion} optional error={errors.occasion} className="sm:col-span-2">
        {(p) => (
          <Input
            {...p}
            value={values.occasion}
            onChange={(e) => onChange('occasion', e.target.value)}
            maxLength={PATTERN_LIMITS.occasion}
            placeholder={t.occasionPlaceholder}
            autoComplete="off"
          />
        )}
      </Field>
    </div>
  );
}
