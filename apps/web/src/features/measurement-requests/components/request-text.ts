import { GARMENT_TYPES, type GarmentTemplate, type GarmentType, type MeasurementRequest } from '@atelier/shared';
import type { SelectOption } from '@/components/ui/select';
import type { RequestTexts } from './request-messages';

/** The garments a client can be asked for: the built-in ones with a list ('other' has none), then the studio's own. */
const ASKABLE = GARMENT_TYPES.filter((g) => g !== 'other');
const TEMPLATE = 'template:';

export function askOptions(templates: readonly GarmentTemplate[], builtInLabel: (g: GarmentType) => string): SelectOption[] {
  return [
    ...ASKABLE.map((g) => ({ value: g, label: builtInLabel(g) })),
    ...templates.filter((t) => t.measurements.length > 0).map((t) => ({ value: `${TEMPLATE}${t.id}`, label: t.name })),
  ];
}

/** The body's garment from the select's value: a built-in `garmentType`, or a template's `templateId`. */
export function askedGarment(choice: string): { garmentType?: Exclude<GarmentType, 'other'>; templateId?: string } {
  if (choice.startsWith(TEMPLATE)) return { templateId: choice.slice(TEMPLATE.length) };
  return choice ? { garmentType: choice as Exclude<GarmentType, 'other'> } : {};
}

/** A request's garment: a built-in one in the user's language, a studio garment by the name it was asked with. */
export function requestGarment(r: Pick<MeasurementRequest, 'garmentType' | 'garmentName'>, builtInLabel: (g: GarmentType) => string) {
  return r.garmentType === 'other' ? r.garmentName : builtInLabel(r.garmentType);
}

/** Each measurement asked, with what the client sent for it (or nothing), in the order asked. */
export function sentRows(r: Pick<MeasurementRequest, 'fields' | 'values'>) {
  const byName = new Map(r.values.map((v) => [v.name.toLowerCase(), v]));
  return r.fields.map((f) => ({ name: f.name, value: byName.get(f.name.toLowerCase()) ?? null }));
}

/** Why a value deserves a second look, in words. */
export function flagText(flag: MeasurementRequest['values'][number]['flag'], t: RequestTexts): string | null {
  if (flag === 'implausible') return t.flag_implausible;
  if (flag === 'far-from-previous') return t['flag_far-from-previous'];
  return null;
}

export function statusText(status: MeasurementRequest['status'], t: RequestTexts): string {
  return t[`status_${status}`];
}
