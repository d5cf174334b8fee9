import {
  MEASUREMENT_SIZE_MAX,
  measurementKind,
  readSize,
  shownSize,
  sizeNumberText,
  type AnsweredUnit,
  type MeasurementKind,
} from '@atelier/shared';
import { useMemo } from 'react';
import { locale, useLocale, useMessages } from '@/lib/i18n/i18n';
import { labelMessages, labelsFrom, useLabels } from '@/lib/labels';
import type { Unit } from '@/lib/units';
import { measurementMessages, type MeasurementTexts } from '../messages';

/**
 * A size field of the measurement forms (decision 124): the text as typed is kept until saved and
 * read with the shared reader (`27 1/4`, `27¼`, `27.25`, `69,5`), so what is sent is the exact
 * number written, or the field says how to write it, naming the measurement.
 */
export type SizeFieldTexts = {
  t: MeasurementTexts;
  /** The page's language: French takes a decimal comma. */
  language: string;
  /** A measurement's name as the screen shows it ('Tour de taille'). */
  label: (name: string) => string;
};

/** The texts as they are now, outside React (the form's tests, a body built after the screen is gone). */
export const currentSizeFieldTexts = (): SizeFieldTexts => ({
  t: measurementMessages.get(),
  language: locale.get(),
  label: labelsFrom(labelMessages.get()).measurement,
});

/** The texts of the screen, following the language. */
export function useSizeFieldTexts(): SizeFieldTexts {
  const t = useMessages(measurementMessages);
  const language = useLocale();
  const labels = useLabels();
  return useMemo(() => ({ t, language, label: labels.measurement }), [t, language, labels]);
}

export type SizeFieldReading = { state: 'empty' } | { state: 'size'; size: number } | { state: 'refused'; error: string };

function howToWrite(kind: MeasurementKind, unit: Unit, t: MeasurementTexts, name: string): string {
  if (kind === 'angle') return t.writeAngle({ name });
  if (kind === 'count') return t.writeCount({ name });
  return unit === 'cm' ? t.writeCm({ name }) : t.writeInches({ name });
}

/**
 * A field's text read in its unit. Nothing typed is empty, and so is 0 unless `required` (a
 * standard value is sent only above 0); a custom row with a name needs a size above 0.
 */
export function readSizeField(
  text: string,
  field: { name: string; unit: Unit; required?: boolean },
  texts: SizeFieldTexts,
): SizeFieldReading {
  const kind = measurementKind(field.name);
  const reading = readSize(text, { unit: field.unit, kind, language: texts.language });
  if (reading.ok) return { state: 'size', size: reading.size };
  const name = field.name.trim() ? texts.label(field.name.trim()) : texts.t.size;
  const nothing = reading.problem === 'empty' || (reading.problem === 'out-of-range' && reading.size === 0);
  if (nothing) return field.required ? { state: 'refused', error: texts.t.enterSize({ name }) } : { state: 'empty' };
  if (reading.problem === 'out-of-range') return { state: 'refused', error: texts.t.sizeRange({ name, max: MEASUREMENT_SIZE_MAX }) };
  return { state: 'refused', error: howToWrite(kind, field.unit, texts.t, name) };
}

/**
 * A saved value as its field first shows it, in the field's unit: `27¼` for inches, `69,5` in
 * French; converted and rounded when taken in the other unit; an angle as it was taken.
 */
export function sizeFieldText(value: { name: string; size: number; unit: AnsweredUnit }, unit: Unit, language: string): string {
  const shown = shownSize(value, unit);
  return sizeNumberText(shown.size, { unit: shown.unit, kind: shown.kind, language });
}

/** Whether a field of this name is typed as a fraction: an inch measured with a tape (`27 1/4`). */
export const takesFractions = (name: string, unit: Unit) => {
  const kind = measurementKind(name);
  return unit === 'inches' && (kind === 'length' || kind === 'circumference');
};
