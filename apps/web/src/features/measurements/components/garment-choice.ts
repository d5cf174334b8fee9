import { GARMENT_LABELS, GARMENT_TYPES, type GarmentType, type Measurement } from '@atelier/shared';
import type { SelectOption } from '@/components/ui/select';
import type { FormTemplate, MeasurementFormValues } from './measurement-form';

/**
 * The garment select's one value for the built-in types, the studio's templates and a record's
 * kept garment (decision 078): 'dress', 'template:<id>', 'kept'.
 */
const TEMPLATE = 'template:';
const KEPT = 'kept';

export function garmentChoice(form: Pick<MeasurementFormValues, 'garmentType' | 'template' | 'keptGarment'>): string {
  if (form.keptGarment !== null) return KEPT;
  if (form.template) return `${TEMPLATE}${form.template.id}`;
  return form.garmentType;
}

/** The form with another garment chosen: a template brings its rows; typed values stay, kept by name. */
export function chooseGarment(form: MeasurementFormValues, choice: string, templates: readonly FormTemplate[]): MeasurementFormValues {
  if (choice === KEPT) return form;
  if (choice.startsWith(TEMPLATE)) {
    const found = templates.find((t) => `${TEMPLATE}${t.id}` === choice);
    if (!found) return form;
    const template = { id: found.id, name: found.name, measurements: found.measurements };
    return { ...form, garmentType: 'other', template, keptGarment: null };
  }
  return { ...form, garmentType: choice as GarmentType, template: null, keptGarment: null };
}

/** The built-in garments, then the studio's own by name, then the edited record's kept garment. */
export function garmentOptions(
  form: Pick<MeasurementFormValues, 'keptGarment'>,
  templates: readonly FormTemplate[],
  builtInLabel: (g: GarmentType) => string,
): SelectOption[] {
  return [
    ...GARMENT_TYPES.map((g) => ({ value: g, label: builtInLabel(g) })),
    ...templates.map((t) => ({ value: `${TEMPLATE}${t.id}`, label: t.name })),
    ...(form.keptGarment !== null ? [{ value: KEPT, label: form.keptGarment }] : []),
  ];
}

/** What a record's garment is called: a built-in type in the user's language, a studio garment by the name it was taken with. */
export function garmentLabelOf(
  m: Pick<Measurement, 'garmentType' | 'templateId' | 'garmentName'>,
  builtInLabel: (g: GarmentType) => string,
) {
  const builtIn = m.templateId === null && (m.garmentType !== 'other' || m.garmentName === GARMENT_LABELS.other);
  return builtIn ? builtInLabel(m.garmentType) : m.garmentName;
}
