import { createMeasurementBodySchema, measurementHint, measurementKind, measurementValueSchema } from '@atelier/shared';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useId, useState } from 'react';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import type { Unit } from '@/lib/units';
import { useFormat } from '@/lib/use-format';
import { measurementMessages } from '../messages';
import { NEXT_FIELD } from './enter-moves-next';
import { FieldGuide } from './field-guide';
import { chooseGarment, garmentChoice, garmentOptions } from './garment-choice';
import {
  customKey,
  newCustomRow,
  standardFields,
  standardKey,
  type CustomRow,
  type FormTemplate,
  type MeasurementFormValues,
} from './measurement-form';
import { takesFractions } from './size-field';
import { maxLengthOf } from '@/lib/schema-limits';
import { sizeInputProps } from '@/components/ui/size-input';

const NAME_MAX = maxLengthOf(measurementValueSchema.in.shape.name);
const NOTES_MAX = maxLengthOf(createMeasurementBodySchema.shape.notes);

type SizeInputProps = {
  id: string;
  value: string;
  /** The measurement's name: an angle is typed in degrees, a count bare. */
  name: string;
  unit: Unit;
  onChange: (v: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
  onFocus?: () => void;
};

/**
 * Shared by "New Measurement" and "Edit Measurement": a text input that keeps what was typed until
 * saved (decision 124). An inch size takes fractions (`27 1/4`), and a phone's decimal keypad has no
 * space and no slash: its keyboard is the text one, whose number row has both. A centimetre size, an
 * angle or a count is a decimal number: the decimal keypad.
 */
function SizeInput({ id, value, name, unit, onChange, ...rest }: SizeInputProps) {
  const labels = useLabels();
  const kind = measurementKind(name);
  const suffix = kind === 'angle' ? '°' : kind === 'count' ? '' : labels.unit(unit);
  return (
    <div className="relative">
      <Input
        id={id}
        {...sizeInputProps(takesFractions(name, unit))}
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="next"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-12 pe-9 text-base"
        {...NEXT_FIELD}
        {...rest}
      />
      <span className="pointer-events-none absolute top-1/2 end-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden>
        {suffix}
      </span>
    </div>
  );
}

/**
 * The garment, its fields and the custom rows. `templates` are the studio's own garments (decision
 * 078), offered after the built-in ones; a template's fields show its hints and each its own unit.
 */
export function MeasurementFields({
  values,
  onChange,
  errors,
  clearError,
  templates = [],
}: {
  values: MeasurementFormValues;
  onChange: (next: MeasurementFormValues) => void;
  errors: Record<string, string>;
  clearError: (key: string) => void;
  templates?: readonly FormTemplate[];
}) {
  const t = useMessages(measurementMessages);
  const labels = useLabels();
  const format = useFormat();
  const options = garmentOptions(values, templates, labels.garment);
  const unitName = labels.unitName(values.unit);
  /** A saved value shown converted says what it was taken as, until the user changes it; an angle is never converted. */
  const takenAs = (source: string, name: string, text: string, unit = values.unit) => {
    const saved = values.original[source];
    const kind = measurementKind(name);
    return saved && saved.unit !== unit && saved.text === text && kind !== 'angle' && kind !== 'count'
      ? t.takenIn({ original: format.sizeText(saved.size, saved.unit, kind) })
      : undefined;
  };
  const fields = standardFields(values);
  // The standard field being entered, or the one last entered: the only one whose hint and figure
  // are shown (decision 136). Focus elsewhere (a custom row, the notes) keeps it.
  const [guided, setGuided] = useState<string | null>(null);
  const guideIds = useId();
  const setRow = (key: string, patch: Partial<CustomRow>) =>
    onChange({ ...values, custom: values.custom.map((r) => (r.key === key ? { ...r, ...patch } : r)) });

  return (
    <div className="space-y-6">
      <Field label={t.garmentType} error={errors.garmentType}>
        {(p) => (
          <Select
            {...p}
            value={garmentChoice(values)}
            onValueChange={(v) => {
              onChange(chooseGarment(values, v, templates));
              clearError('garmentType');
            }}
            options={options}
            placeholder={t.selectGarment}
            className="h-12"
          />
        )}
      </Field>

      {fields.length > 0 && (
        <fieldset>
          <legend className="mb-3 text-sm font-semibold">
            {values.template ? t.templateFields({ garment: values.template.name }) : t.standard({ unit: unitName })}
          </legend>
          <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-3">
            {fields.map(({ name, hint, unit }, i) => {
              // A template's own hint, else how to take a standard measurement (decision 135).
              const guideHint = hint || measurementHint(name, format.language);
              const taken = takenAs(standardKey(name), name, values.standard[name] ?? '', unit);
              const guideId = guideHint || taken ? `${guideIds}-guide-${i}` : undefined;
              return (
                <div key={name}>
                  <Field label={labels.measurement(name)} error={errors[standardKey(name)]}>
                    {(p) => (
                      <SizeInput
                        {...p}
                        aria-describedby={[p['aria-describedby'], guideId].filter(Boolean).join(' ') || undefined}
                        name={name}
                        unit={unit}
                        value={values.standard[name] ?? ''}
                        onFocus={() => setGuided(name)}
                        onChange={(v) => {
                          onChange({ ...values, standard: { ...values.standard, [name]: v } });
                          clearError(standardKey(name));
                        }}
                      />
                    )}
                  </Field>
                  {guideId && <FieldGuide id={guideId} name={name} hint={guideHint} taken={taken} shown={guided === name} />}
                </div>
              );
            })}
          </div>
        </fieldset>
      )}

      <fieldset>
        <legend className="mb-3 text-sm font-semibold">{t.custom({ unit: unitName })}</legend>
        {values.custom.length === 0 && <p className="mb-3 text-sm text-muted-foreground">{t.customHint}</p>}
        <ul className="space-y-3">
          {values.custom.map((row, i) => {
            const n = i + 1;
            const nameErr = errors[customKey(row.key, 'name')];
            const sizeErr = errors[customKey(row.key, 'size')];
            const taken = takenAs(`custom.${row.key}`, row.name, row.size);
            return (
              <li key={row.key} className="grid grid-cols-[1fr_7rem_auto] items-end gap-2">
                <div className="space-y-1.5">
                  <Label htmlFor={`${row.key}-name`}>{t.name}</Label>
                  <Input
                    id={`${row.key}-name`}
                    aria-label={t.customName({ n })}
                    aria-invalid={nameErr ? true : undefined}
                    aria-describedby={nameErr || sizeErr ? `${row.key}-error` : undefined}
                    value={row.name}
                    onChange={(e) => {
                      setRow(row.key, { name: e.target.value });
                      clearError(customKey(row.key, 'name'));
                    }}
                    enterKeyHint="next"
                    maxLength={NAME_MAX}
                    className="h-12 text-base"
                    {...NEXT_FIELD}
                  />
                </div>
                <div className="space-y-1.5">
                  <Label htmlFor={`${row.key}-size`}>{t.size}</Label>
                  <SizeInput
                    id={`${row.key}-size`}
                    name={row.name}
                    unit={values.unit}
                    aria-label={t.customSize({ n })}
                    aria-invalid={sizeErr ? true : undefined}
                    aria-describedby={nameErr || sizeErr ? `${row.key}-error` : undefined}
                    value={row.size}
                    onChange={(v) => {
                      setRow(row.key, { size: v });
                      clearError(customKey(row.key, 'size'));
                    }}
                  />
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-12 w-12"
                  aria-label={t.removeCustom({ n })}
                  onClick={() => onChange({ ...values, custom: values.custom.filter((r) => r.key !== row.key) })}
                >
                  <X className="h-4 w-4" aria-hidden />
                </Button>
                {(nameErr || sizeErr) && (
                  <div className="col-span-3">
                    <FieldError id={`${row.key}-error`}>{[nameErr, sizeErr].filter(Boolean).join('. ')}</FieldError>
                  </div>
                )}
                {taken && !(nameErr || sizeErr) && <p className="col-span-3 text-xs text-muted-foreground">{taken}</p>}
              </li>
            );
          })}
        </ul>
        {errors.measurements && <FieldError>{errors.measurements}</FieldError>}
        <Button
          variant="outline"
          className="mt-3 h-12 w-full sm:w-auto"
          onClick={() => onChange({ ...values, custom: [...values.custom, newCustomRow()] })}
        >
          <Plus className="h-4 w-4" aria-hidden /> {t.addCustom}
        </Button>
      </fieldset>

      <Field label={t.notes} optional error={errors.notes}>
        {(p) => (
          <Textarea
            {...p}
            value={values.notes}
            onChange={(e) => {
              onChange({ ...values, notes: e.target.value });
              clearError('notes');
            }}
            rows={3}
            maxLength={NOTES_MAX}
            {...NEXT_FIELD}
          />
        )}
      </Field>
    </div>
  );
}
