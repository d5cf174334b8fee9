import {
  designInfo,
  designLabel,
  wornSummary,
  type AppliedCorrection,
  type FitInput,
  type FitProfileEntry,
  type GeneratorDesign,
  type NotAppliedCorrection,
  type PatternFit,
} from '@atelier/shared';
import type { FsOption } from '@freesewing/core';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { describeMeasurement, freesewingName } from '../drafting/body.js';

/** What a draft starts from: FreeSewing's measurements (mm, degrees for an angle) and options. */
export type DraftValues = { measurements: Record<string, number>; options: Record<string, number> };

export type FitRequest = {
  design: GeneratorDesign;
  /** The design's option declarations (FreeSewing's `patternConfig.options`). */
  declared: Record<string, FsOption | number | string | boolean>;
  /** Every measurement the design reads, required or optional. */
  reads: readonly string[];
  base: DraftValues;
  clientName: string;
  /** The client's corrections in force (the fit profile). */
  corrections: readonly FitProfileEntry[];
};

/**
 * A measurement may move by half its base either way (decision 087): beyond that FreeSewing drafts
 * a body nobody has (a wrist of nothing, a waist twice the client's), so the profile is refused.
 */
const MEASUREMENT_SWING = 0.5;
/** A shoulder slope past 45 degrees is no shoulder. */
const MAX_ANGLE = 45;

const round = (n: number) => Math.round(n * 1e6) / 1e6;

type Refusal = { correction: FitProfileEntry; message: string };
type Slot = { input: FitInput; declared?: { min?: number; max?: number } };

const applied = (c: FitProfileEntry, delta: number): AppliedCorrection => ({
  correctionId: c.id,
  fittingId: c.fittingId,
  fittedOn: c.fittedOn,
  worn: wornSummary(c.worn),
  change: c.change,
  unit: c.unit,
  reason: c.reason,
  delta: round(delta),
});

const skipped = (c: FitProfileEntry, why: string): NotAppliedCorrection => ({
  correctionId: c.id,
  fittingId: c.fittingId,
  fittedOn: c.fittedOn,
  target: c.target,
  name: c.name,
  design: c.design,
  change: c.change,
  unit: c.unit,
  why,
});

/** What a measurement correction adds, in the input's unit, or why it cannot apply. */
function measurementDelta(c: FitProfileEntry, name: string, base: number): number | string {
  const { kind, label } = describeMeasurement(name);
  if (c.unit === '%') return (base * c.change) / 100;
  if (kind === 'angle') return `${label} is an angle: correct it in %`;
  return c.unit === 'cm' ? c.change * 10 : c.change * 25.4;
}

/** What an option correction adds: a % option moves by percentage points (ease 5 % + 3 % is 8 %). */
function optionDelta(c: FitProfileEntry, option: FsOption): number | string {
  if (option.pct !== undefined) return c.unit === '%' ? c.change / 100 : `${c.name} is corrected in %`;
  if (option.mm !== undefined)
    return c.unit === 'cm' ? c.change * 10 : c.unit === 'in' ? c.change * 25.4 : `${c.name} is corrected in cm or in`;
  return `${c.name} is a choice, not a measure: it cannot be corrected`;
}

/** The slot (one FreeSewing input) a correction changes, made on first use, or why there is none. */
function slotFor(req: FitRequest, c: FitProfileEntry, slots: Map<string, Slot>): Slot | string {
  // Named as the generator names it, 'Bodice with sleeves (Bella)' (decision 132).
  const designName = designLabel(designInfo(req.design));
  if (c.target === 'measurement') {
    const name = freesewingName(c.name);
    if (!name || !req.reads.includes(name)) return `${designName} does not use ${c.name}`;
    const base = req.base.measurements[name];
    if (base === undefined) return `The client's measurements have no ${describeMeasurement(name).label} to correct`;
    const key = `measurement:${name}`;
    const unit = describeMeasurement(name).kind === 'angle' ? 'deg' : 'mm';
    if (!slots.has(key))
      slots.set(key, {
        input: { target: 'measurement', name, label: describeMeasurement(name).label, unit, base, result: base, corrections: [] },
      });
    return slots.get(key)!;
  }
  if (c.design !== req.design) {
    const made = c.design ? designLabel(designInfo(c.design as GeneratorDesign)) : 'another design';
    return `An option of ${made}: it carries to ${made} patterns only`;
  }
  const option = Object.hasOwn(req.declared, c.name) ? req.declared[c.name] : undefined;
  if (!option || typeof option !== 'object') return `${designName} has no option ${c.name}`;
  const key = `option:${c.name}`;
  if (!slots.has(key)) {
    const pct = option.pct !== undefined;
    const base = req.base.options[c.name] ?? (pct ? option.pct! / 100 : (option.mm ?? 0));
    slots.set(key, {
      input: { target: 'option', name: c.name, label: c.name, unit: pct ? '%' : 'mm', base, result: base, corrections: [] },
      declared: pct
        ? { min: option.min !== undefined ? option.min / 100 : undefined, max: option.max !== undefined ? option.max / 100 : undefined }
        : { min: option.min, max: option.max },
    });
  }
  return slots.get(key)!;
}

/** Why a result is past what the design drafts, or null. */
function outOfRange(req: FitRequest, slot: Slot): string | null {
  const { input } = slot;
  // Named as the generator names it, 'Bodice with sleeves (Bella)' (decision 132).
  const designName = designLabel(designInfo(req.design));
  if (input.target === 'measurement') {
    const low = input.unit === 'deg' ? 0 : input.base * (1 - MEASUREMENT_SWING);
    const high = input.unit === 'deg' ? MAX_ANGLE : input.base * (1 + MEASUREMENT_SWING);
    if (input.result > low && input.result <= high) return null;
    return `takes ${input.label} from ${shown(input.base, input.unit)} to ${shown(input.result, input.unit)}, past what ${designName} drafts`;
  }
  const { min, max } = slot.declared ?? {};
  if ((min === undefined || input.result >= min - 1e-9) && (max === undefined || input.result <= max + 1e-9)) return null;
  const scale = input.unit === '%' ? 100 : 1;
  const range = `${min !== undefined ? round(min * scale) : '…'} to ${max !== undefined ? round(max * scale) : '…'} ${input.unit}`;
  return `takes ${input.label} to ${round(input.result * scale)} ${input.unit}: ${designName} drafts it from ${range}`;
}

const shown = (v: number, unit: FitInput['unit']) => (unit === 'deg' ? `${round(v)}°` : `${Math.round(v) / 10} cm`);

/**
 * The base values with the client's fit profile applied (decision 087). Measurement corrections
 * carry to every design that reads the measurement; option corrections only to the design they
 * were made on. Corrections on one input add up: result = base + Σ delta, exactly as recorded. What
 * cannot apply is listed with the reason; a result past the design's bounds refuses the draft with
 * 422 FIT_CORRECTION_REFUSED naming each correction at fault (`fitProfile.<correctionId>`).
 */
export function applyFit(req: FitRequest): DraftValues & { fit: PatternFit } {
  const slots = new Map<string, Slot>();
  const notApplied: NotAppliedCorrection[] = [];
  for (const c of req.corrections) {
    const slot = slotFor(req, c, slots);
    if (typeof slot === 'string') {
      notApplied.push(skipped(c, slot));
      continue;
    }
    const delta =
      slot.input.target === 'measurement'
        ? measurementDelta(c, slot.input.name, slot.input.base)
        : optionDelta(c, req.declared[slot.input.name] as FsOption);
    if (typeof delta === 'string') {
      notApplied.push(skipped(c, delta));
      continue;
    }
    slot.input.corrections.push(applied(c, delta));
    slot.input.result = round(slot.input.result + delta);
  }
  const refused: Refusal[] = [];
  for (const slot of slots.values()) {
    const why = outOfRange(req, slot);
    if (why)
      for (const a of slot.input.corrections)
        refused.push({ correction: req.corrections.find((c) => c.id === a.correctionId)!, message: why });
  }
  if (refused.length > 0) throw refusedError(refused);
  const inputs = [...slots.values()].map((s) => s.input).filter((i) => i.corrections.length > 0);
  const measurements = { ...req.base.measurements };
  const options = { ...req.base.options };
  for (const i of inputs) (i.target === 'measurement' ? measurements : options)[i.name] = i.result;
  return { measurements, options, fit: { clientName: req.clientName, inputs: inputs.map(inPercent), notApplied } };
}

/** FreeSewing takes a % option as a fraction (0.05); the record says it as people do (5 %). */
const inPercent = (i: FitInput): FitInput =>
  i.unit !== '%'
    ? i
    : {
        ...i,
        base: round(i.base * 100),
        result: round(i.result * 100),
        corrections: i.corrections.map((c) => ({ ...c, delta: round(c.delta * 100) })),
      };

function refusedError(refused: Refusal[]): AppError {
  const errors = refused.map(({ correction: c, message }) => ({
    field: `fitProfile.${c.id}`,
    message: `${c.name} ${c.change > 0 ? '+' : '−'}${Math.abs(c.change)} ${c.unit} (fitting of ${c.fittedOn.slice(0, 10)}) ${message}`,
  }));
  return new AppError('FIT_CORRECTION_REFUSED', said('pattern-generator.fitRefused', { refusal: errors[0]!.message }), { errors });
}
