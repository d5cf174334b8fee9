import {
  numberFieldText,
  readNumber,
  defaultDesignFor,
  designInfo,
  FABRIC_WIDTH,
  generatePatternBodySchema,
  MM_PER_INCH,
  missingMeasurementField,
  missingMeasurementName,
  readSize,
  SEAM_ALLOWANCE,
  type DesignMeasurement,
  type GeneratePatternBody,
  type GarmentType,
  type GeneratorDesign,
  type Measurement,
  type PatternFabricType,
  type PatternGarmentType,
  type PatternSizeRange,
  type PatternStyle,
} from '@atelier/shared';
import { patternFileBase } from '@/features/patterns';
import { ApiError } from '@/lib/api-client';
import { roundSize, type Unit } from '@/lib/units';
import { validateBody, type Validated } from '@/lib/validate-form';

/** The server's refusal when the record lacks measurements the design needs. */
export const MEASUREMENTS_MISSING = 'MEASUREMENTS_MISSING';

/**
 * 'Pattern Specifications' plus what drafting to measure needs (decision 041): the
 * client, their measurement record, the design, the seam allowance in the user's unit and the
 * fabric width. The four choices start empty ('' until chosen).
 */
export type GeneratorFormValues = {
  name: string;
  garmentType: PatternGarmentType | '';
  style: PatternStyle | '';
  sizeRange: PatternSizeRange | '';
  fabricType: PatternFabricType | '';
  occasion: string;
  additionalDetails: string;
  clientId: string;
  /** '' until chosen; NO_RECORD when the client has none (the values asked become a new record). */
  measurementId: string;
  /** '' is the garment type's default design. */
  design: GeneratorDesign | '';
  /** In the user's unit, as typed; null until typed: the unit's default (the unit may load after the form). */
  seamAllowance: string | null;
  /** Millimetres, one of the bolt widths. */
  fabricWidth: string;
};

export const NO_RECORD = 'none';

/** 1 cm, or 3/8 in for a user who measures in inches (decision 038). */
export function defaultSeamAllowance(unit: Unit, language = 'en'): string {
  const typed = unit === 'cm' ? SEAM_ALLOWANCE.cmDefaultMm / 10 : SEAM_ALLOWANCE.inchesDefaultMm / MM_PER_INCH;
  // Three decimals keep 3/8 in exact (0.375) where the display rounding would give 0.38.
  return numberFieldText(Math.round(typed * 1000) / 1000, language, 3);
}

export function emptyGeneratorForm(): GeneratorFormValues {
  return {
    name: '',
    garmentType: '',
    style: '',
    sizeRange: '',
    fabricType: '',
    occasion: '',
    additionalDetails: '',
    clientId: '',
    measurementId: '',
    design: '',
    seamAllowance: null,
    fabricWidth: String(FABRIC_WIDTH.defaultMm),
  };
}

/**
 * Generate is disabled while generating, or until garment type, style, size range
 * and fabric type are all chosen. Drafting to measure also needs the client.
 */
export function canGenerate(values: GeneratorFormValues, busy: boolean): boolean {
  return !busy && !!values.garmentType && !!values.style && !!values.sizeRange && !!values.fabricType && !!values.clientId;
}

/**
 * An empty name is sent as the style followed by what the design drafts ('Formal pencil skirt'),
 * as the server names it: never a garment the design does not draft (decision 132).
 */
export function defaultPatternName(values: Pick<GeneratorFormValues, 'style' | 'garmentType' | 'design'>): string {
  const design = chosenDesign(values);
  return [values.style, design ? designInfo(design).drafts.toLowerCase() : values.garmentType].filter(Boolean).join(' ');
}

export function patternName(values: GeneratorFormValues): string {
  return values.name.trim() || defaultPatternName(values);
}

/** The design that will draft: the one chosen, else the garment type's default. */
export function chosenDesign(values: Pick<GeneratorFormValues, 'design' | 'garmentType'>): GeneratorDesign | null {
  if (values.design) return values.design;
  return values.garmentType ? defaultDesignFor(values.garmentType) : null;
}

/** The measurement records that fit a pattern's garment best, in order (a skirt is drafted from a skirt record, else trousers'). */
const RECORD_PREFERENCE: Record<PatternGarmentType, readonly GarmentType[]> = {
  Dress: ['dress', 'blouse'],
  Blouse: ['blouse', 'shirt', 'dress'],
  Skirt: ['skirt', 'pants', 'dress'],
  Pants: ['pants', 'suit', 'skirt'],
  Jacket: ['jacket', 'suit', 'shirt'],
  Other: ['shirt', 'blouse', 'dress'],
};

/**
 * The record used when the user has not picked one: the chosen one while it is among the client's
 * records, else the newest record of the best-fitting garment, else the newest, else NO_RECORD.
 */
export function effectiveRecord(chosen: string, records: readonly Measurement[], garmentType: PatternGarmentType | ''): string {
  if (chosen && (chosen === NO_RECORD ? records.length === 0 : records.some((r) => r.id === chosen))) return chosen;
  if (records.length === 0) return NO_RECORD;
  const newest = [...records].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  for (const garment of garmentType ? RECORD_PREFERENCE[garmentType] : []) {
    const match = newest.find((r) => r.garmentType === garment);
    if (match) return match.id;
  }
  return newest[0]!.id;
}

/**
 * A length typed in the user's unit and language, in millimetres, read as every size is (decision
 * 178): '1,5' cm is 15 mm, '3/8' in is 9.525 mm; 0 is none; null when it is not a length the unit takes.
 */
export function toMm(typed: string, unit: Unit, language = 'en'): number | null {
  const none = readNumber(typed, language, { decimals: 0 });
  if (none.ok && none.value === 0) return 0;
  const reading = readSize(typed, { unit, language });
  if (!reading.ok) return null;
  return unit === 'cm' ? reading.size * 10 : reading.size * MM_PER_INCH;
}

/** Millimetres in the user's unit, to two decimals. */
export function fromMm(mm: number, unit: Unit): number {
  return unit === 'cm' ? roundSize(mm / 10) : roundSize(mm / MM_PER_INCH);
}

/** A bolt width as sold: whole centimetres or whole inches (1400 mm is 140 cm or 55 in). */
export function boltWidth(mm: number, unit: Unit): number {
  return unit === 'cm' ? Math.round(mm / 10) : Math.round(mm / MM_PER_INCH);
}

/**
 * A seam allowance in inches as a tailor says it, in sixteenths ('3/8', '5/8', '1 1/4'), or null
 * when it is not a whole number of sixteenths (then it is shown in decimals).
 */
export function inchFraction(mm: number): string | null {
  const sixteenths = (mm / MM_PER_INCH) * 16;
  const whole16 = Math.round(sixteenths);
  if (Math.abs(sixteenths - whole16) > 0.01 || whole16 === 0) return null;
  const inches = Math.floor(whole16 / 16);
  let num = whole16 % 16;
  let den = 16;
  while (num > 0 && num % 2 === 0) {
    num /= 2;
    den /= 2;
  }
  if (num === 0) return String(inches);
  return inches > 0 ? `${inches} ${num}/${den}` : `${num}/${den}`;
}

/**
 * The measurements a 422 MEASUREMENTS_MISSING names, as the design lists them (FreeSewing's name,
 * our label, the kind); a name the design list does not know is asked by its own name.
 */
export function missingFromError(error: unknown, known: readonly DesignMeasurement[]): DesignMeasurement[] | null {
  if (!(error instanceof ApiError) || error.code !== MEASUREMENTS_MISSING) return null;
  const out: DesignMeasurement[] = [];
  for (const detail of error.details) {
    const name = missingMeasurementName(detail.field);
    if (!name || out.some((m) => m.name === name)) continue;
    out.push(known.find((m) => m.name === name) ?? { name, label: name, kind: 'length' });
  }
  return out;
}

/** Values typed for missing measurements, by FreeSewing name. */
export type ExtraValues = Record<string, string>;

export type GeneratorTexts = {
  /** 'Enter {label}' under an empty or invalid missing measurement. */
  enterMeasurement: (label: string) => string;
  seamAllowanceInvalid: string;
  /** The page's language: French takes a decimal comma (decision 124). */
  language?: string;
};

/**
 * POST /patterns/generate: the pattern's fields with the default name, the client and record, the
 * seam allowance in mm, and a value for each missing measurement (in the user's unit; an angle in
 * degrees), which the server saves to the client's record. Errors are keyed as the server keys
 * them (`measurements.seat`, `seamAllowance`), so its 422 lands on the same fields.
 */
export function toGeneratorBody(
  values: GeneratorFormValues,
  missing: readonly DesignMeasurement[],
  extra: ExtraValues,
  unit: Unit,
  texts: GeneratorTexts,
): Validated<GeneratePatternBody> {
  const errors: Record<string, string> = {};
  // Read as the measurement forms read sizes (decision 124): '27 1/4' is 27.25; an angle in degrees.
  const extraMeasurements = missing.map((m) => {
    const reading = readSize(extra[m.name] ?? '', { unit, kind: m.kind, language: texts.language });
    if (!reading.ok) errors[missingMeasurementField(m.name)] = texts.enterMeasurement(m.label);
    return { name: m.label, size: reading.ok ? reading.size : NaN, unit };
  });
  const seamAllowance = toMm(values.seamAllowance ?? defaultSeamAllowance(unit, texts.language), unit, texts.language);
  if (seamAllowance === null || seamAllowance < SEAM_ALLOWANCE.minMm || seamAllowance > SEAM_ALLOWANCE.maxMm)
    errors.seamAllowance = texts.seamAllowanceInvalid;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const body: GeneratePatternBody = {
    name: patternName(values),
    garmentType: values.garmentType as PatternGarmentType,
    style: values.style as PatternStyle,
    sizeRange: values.sizeRange as PatternSizeRange,
    fabricType: values.fabricType as PatternFabricType,
    occasion: values.occasion,
    additionalDetails: values.additionalDetails,
    clientId: values.clientId,
    measurementId: values.measurementId && values.measurementId !== NO_RECORD ? values.measurementId : null,
    ...(values.design ? { design: values.design } : {}),
    // To a thousandth of a millimetre: 3/8 in is 9.525 mm, the server's own default.
    seamAllowance: Math.round((seamAllowance ?? 0) * 1000) / 1000,
    fabricWidth: Number(values.fabricWidth) || FABRIC_WIDTH.defaultMm,
    extraMeasurements,
  };
  return validateBody(generatePatternBodySchema, body);
}

/**
 * The PDF's file name when the server gives none: the pattern's name, its version past the first
 * (two versions never share a name, decision 132) and the paper ('Formal pencil skirt v2 (A4).pdf').
 */
export function pdfFileName(name: string, paper: 'a4' | 'letter', version = 1): string {
  return `${patternFileBase(name)}${version > 1 ? ` v${version}` : ''} (${paper === 'a4' ? 'A4' : 'Letter'}).pdf`;
}
