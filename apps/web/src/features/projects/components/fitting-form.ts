import {
  readSize,
  type CreateFittingBody,
  type FitCorrectionInput,
  type Fitting,
  type FitTarget,
  type FitUnit,
  type GeneratorDesign,
} from '@atelier/shared';
import { typedValue } from '@/lib/typed-number';

/** One correction row of the form: the change as typed, so a half-typed '-' is kept. */
export type CorrectionRow = {
  key: number;
  id?: string;
  target: FitTarget;
  name: string;
  design: GeneratorDesign | '';
  change: string;
  unit: FitUnit;
  reason: string;
};

export type FittingValues = {
  fittedOn: string;
  undergarments: string;
  shoes: string;
  /** Centimetres as typed; sent as whole millimetres. */
  heelCm: string;
  wornOther: string;
  notes: string;
  corrections: CorrectionRow[];
};

let nextKey = 0;
export const newRow = (design: GeneratorDesign | '' = ''): CorrectionRow => ({
  key: (nextKey += 1),
  target: 'measurement',
  name: '',
  design,
  change: '',
  unit: 'cm',
  reason: '',
});

/** A local date-time for the datetime-local input ('2030-03-12T10:00'), now or the fitting's. */
export function localDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A new fitting's form: fitted now, nothing worn noted, no corrections. */
export const emptyFittingForm = (now = new Date()): FittingValues => ({
  fittedOn: localDateTime(now),
  undergarments: '',
  shoes: '',
  heelCm: '',
  wornOther: '',
  notes: '',
  corrections: [],
});

export function fittingToForm(fitting: Fitting): FittingValues {
  return {
    fittedOn: localDateTime(new Date(fitting.fittedOn)),
    undergarments: fitting.worn.undergarments,
    shoes: fitting.worn.shoes,
    heelCm: fitting.worn.heelHeightMm === null ? '' : String(fitting.worn.heelHeightMm / 10),
    wornOther: fitting.worn.other,
    notes: fitting.notes,
    corrections: fitting.corrections.map((c) => ({
      key: (nextKey += 1),
      id: c.id,
      target: c.target,
      name: c.name,
      design: c.design ?? '',
      change: String(c.change),
      unit: c.unit,
      reason: c.reason,
    })),
  };
}

/**
 * A correction as a tailor writes it (decision 178), its sign first: '-1,5' cm, '+3/8' in, '2' %; in
 * inches through the size reader (sixteenths), else the number reader. '' or nonsense is NaN, which
 * the schema refuses on the field.
 */
function readChange(text: string, unit: FitUnit, language: string): number {
  const typed = text.trim();
  const sign = /^[-\u2212]/.test(typed) ? -1 : 1;
  const rest = typed.replace(/^[-+\u2212]\s*/, '');
  if (unit === 'in') {
    const read = readSize(rest, { unit: 'inches', language });
    if (read.ok) return sign * read.size;
    return /^0+([.,]0*)?$/.test(rest) ? 0 : Number.NaN;
  }
  return sign * typedValue(rest, { decimals: 1 }, language);
}

/**
 * The body the form sends: the wall time without offset (the server reads it in the account's
 * zone, decision 059), the heel height in whole millimetres, and each row as a correction.
 */
export function toFittingBody(v: FittingValues, language = 'en'): CreateFittingBody {
  // A heel in centimetres to the millimetre: '7,5' is 75 mm.
  const heel = v.heelCm.trim() === '' ? null : Math.round(typedValue(v.heelCm, { decimals: 1 }, language) * 10);
  return {
    fittedOn: v.fittedOn,
    undergarments: v.undergarments,
    shoes: v.shoes,
    heelHeightMm: Number.isNaN(heel) ? Number.NaN : heel,
    wornOther: v.wornOther,
    notes: v.notes,
    corrections: v.corrections.map((r): FitCorrectionInput => ({
      ...(r.id ? { id: r.id } : {}),
      target: r.target,
      name: r.name,
      ...(r.target === 'option' ? { design: r.design || undefined } : {}),
      change: readChange(r.change, r.unit, language),
      unit: r.unit,
      reason: r.reason,
    })),
  };
}

/** The body's paths as the form's fields: 'heelHeightMm' under the heel height, rows by their own path. */
export const fieldOfPath = (path: string) => (path === 'heelHeightMm' ? 'heelCm' : path);
