import { z } from 'zod';
import { GENERATOR_DESIGNS } from './generator-designs.js';

/**
 * What a generated pattern was fitted with (decision 087): the client's fit profile applied to the
 * design's measurements and options, each input that changed with its base value, every correction
 * that changed it and the result, and the corrections that could not apply with the reason. No
 * imports but zod and the designs' list: patterns.ts reads this, and fittings.ts builds on it.
 */

export const FIT_TARGETS = ['measurement', 'option'] as const;
export const fitTargetSchema = z.enum(FIT_TARGETS, { error: 'Select measurement or design option' });
export type FitTarget = z.infer<typeof fitTargetSchema>;

export const FIT_UNITS = ['cm', 'in', '%'] as const;
export const fitUnitSchema = z.enum(FIT_UNITS, { error: 'Select cm, in or %' });
export type FitUnit = z.infer<typeof fitUnitSchema>;

/** The unit an input is drafted in: mm for lengths, degrees for an angle, % for a percentage option. */
export const FIT_INPUT_UNITS = ['mm', 'deg', '%'] as const;
export type FitInputUnit = (typeof FIT_INPUT_UNITS)[number];

/** One correction as it was applied: its change as the tailor wrote it and what it added, in the input's unit. */
export const appliedCorrectionSchema = z.object({
  correctionId: z.string(),
  fittingId: z.string(),
  /** The fitting's date and time (ISO). */
  fittedOn: z.string(),
  /** What the client wore, in few words ('heels 9 cm'); '' when nothing was noted. */
  worn: z.string(),
  change: z.number(),
  unit: fitUnitSchema,
  reason: z.string(),
  /** What it added to the input, in the input's unit (a % of a measurement is a share of its base). */
  delta: z.number(),
});
export type AppliedCorrection = z.infer<typeof appliedCorrectionSchema>;

/** One input the fit profile changed: base + Σ delta = result, exactly. */
export const fitInputSchema = z.object({
  target: fitTargetSchema,
  /** FreeSewing's name (`waist`, `waistEase`). */
  name: z.string(),
  /** Ours ('Waist'); an option's own name. */
  label: z.string(),
  unit: z.enum(FIT_INPUT_UNITS),
  base: z.number(),
  result: z.number(),
  corrections: z.array(appliedCorrectionSchema),
});
export type FitInput = z.infer<typeof fitInputSchema>;

/** A correction in force that this draft could not use, never silently dropped. */
export const notAppliedCorrectionSchema = z.object({
  correctionId: z.string(),
  fittingId: z.string(),
  fittedOn: z.string(),
  target: fitTargetSchema,
  name: z.string(),
  /** The design an option correction was made on; null for a measurement. */
  design: z.enum(GENERATOR_DESIGNS).nullable(),
  change: z.number(),
  unit: fitUnitSchema,
  /** 'Bodice with sleeves (Bella) does not use Inseam', 'An option of Pencil skirt (Penelope): it carries to Pencil skirt (Penelope) patterns only'. */
  why: z.string(),
});
export type NotAppliedCorrection = z.infer<typeof notAppliedCorrectionSchema>;

export const patternFitSchema = z.object({
  /** The client the profile is of; '' when the pattern was drafted for nobody in particular. */
  clientName: z.string(),
  inputs: z.array(fitInputSchema),
  notApplied: z.array(notAppliedCorrectionSchema),
});
export type PatternFit = z.infer<typeof patternFitSchema>;

/** A pattern's place among its versions (a re-draft is a new version of the same pattern). */
export const patternVersionInfoSchema = z.object({
  /** 1 for the first draft; each re-draft takes the next number. */
  version: z.number().int(),
  /** The first version's id: every version of the pattern shares it. */
  lineageId: z.string(),
  /** The version this one was re-drafted from (the overlay's default), null for the first or once it is deleted. */
  previousId: z.string().nullable(),
  /** The fitting it was re-drafted with, null when none was named or it is deleted. */
  fittingId: z.string().nullable(),
});
export type PatternVersionInfo = z.infer<typeof patternVersionInfoSchema>;

/** POST /patterns/{id}/redraft: a new version with the client's fit profile as it is now. */
export const redraftBodySchema = z.strictObject({
  /** The fitting that prompted it (one of the pattern's client's fittings), for the version's label. */
  fittingId: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => v || null),
});
export type RedraftBody = z.input<typeof redraftBodySchema>;

/** GET /patterns/{id}/versions, newest first. */
export const patternVersionSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.number().int(),
  fittingId: z.string().nullable(),
  /** The date of that fitting, null without one. */
  fittedOn: z.iso.datetime().nullable(),
  /** How many inputs the fit profile changed. */
  changes: z.number().int(),
  createdAt: z.string(),
});
export type PatternVersion = z.infer<typeof patternVersionSchema>;

/** GET /patterns/{id}/compare?with=… (the overlay) and GET /patterns/{id}/pdf?compare=…: another version of the same pattern. */
export const compareQuerySchema = z.object({ with: z.string().max(64).optional() });

/** 'heels 9 cm' and the rest of what was worn, as the pattern's fit line says it. */
export function wornSummary(worn: { undergarments: string; shoes: string; heelHeightMm: number | null; other: string }): string {
  const heel = worn.heelHeightMm !== null && worn.heelHeightMm > 0 ? `${worn.heelHeightMm / 10} cm` : '';
  const shoes = heel ? `${worn.shoes || 'heels'} ${heel}` : worn.shoes;
  return [worn.undergarments, shoes, worn.other].filter(Boolean).join('; ');
}
