import { z } from 'zod';
import type { SizeUnit } from './measurement-input.js';
import { isStorableText, TEXT_MESSAGE } from './text.js';

/**
 * The size a bridal gown is ordered in, from the designer's size chart and the bride's measurements.
 * A gown can be taken in but not let out, so the usual rule ('largest') takes the largest size any
 * girth falls in; some designers choose by the bust alone ('bustFirst') and the others are only
 * reported. Hollow-to-hem is a length: the hem is always altered, so it is reported, never deciding.
 *
 * Exactness: chart and body may be in different units, so both are compared as whole micrometres
 * (1 in = 25 400 µm and 1 cm = 10 000 µm exactly, then Math.round), where 27.25 in, 69.5 cm and
 * 37 1/8 in are exact and 36 in equals 91.44 cm. What is reported is in the body's unit: the body's
 * values as given, a chart value as written when the units agree and otherwise converted and
 * rounded to 0.1 cm or 1/8 in (0.125), and every take-in rounded to that same step, the finest a
 * tailor marks. How far the body is beyond the chart is rounded up to a step, so it never reads 0.
 */

export const CHART_MEASURES = ['bust', 'waist', 'hips', 'hollowToHem'] as const;
export type ChartMeasure = (typeof CHART_MEASURES)[number];
/** The girths a size can be chosen by, in the order that breaks a tie between them. */
export const DECIDING_MEASURES = ['bust', 'waist', 'hips'] as const;
export type DecidingMeasure = (typeof DECIDING_MEASURES)[number];
export const SIZE_CHART_RULES = ['largest', 'bustFirst'] as const;
export type SizeChartRule = (typeof SIZE_CHART_RULES)[number];

export const SIZE_CHART_VALUE_MAX = 500;
export const SIZE_CHART_ROWS_MAX = 60;
/** As long as a size of a style in the catalogue (DESIGNER_STYLE_LIMITS.size). */
export const SIZE_CHART_SIZE_MAX_LENGTH = 20;
/** 100 000.00 in the studio's currency: far above any designer's upsize charge, low enough to catch a slip of the keyboard. */
export const SIZE_CHART_UPCHARGE_CENTS_MAX = 10_000_000;

const MEASURE_NAMES = 'bust, waist, hips or hollowToHem';
const unitSchema = z.enum(['cm', 'inches'], { error: 'Select cm or inches' });
const ruleSchema = z.enum(SIZE_CHART_RULES, {
  error: 'Select largest (the largest size any measurement falls in) or bustFirst (the size the bust falls in)',
});
const measureSchema = z.enum(CHART_MEASURES, { error: `Unknown measure: use ${MEASURE_NAMES}` });
export const decidingMeasureSchema = z.enum(DECIDING_MEASURES);

const chartValueSchema = z
  .number({ error: 'A measurement must be a number' })
  .gt(0, 'A measurement must be greater than 0')
  .max(SIZE_CHART_VALUE_MAX, `A measurement must be at most ${SIZE_CHART_VALUE_MAX}`);

/** Strict, so a misspelt measure ('bust ', 'hip') is refused rather than dropped from the chart unseen. */
const rowValuesSchema = z.strictObject(
  {
    bust: chartValueSchema.optional(),
    waist: chartValueSchema.optional(),
    hips: chartValueSchema.optional(),
    hollowToHem: chartValueSchema.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown measure ${issue.keys.join(', ')}: use ${MEASURE_NAMES}`
        : 'Values must be an object of measures, like { "bust": 88 }',
  },
);

const rowSchema = z.strictObject({
  size: z
    .string({ error: 'Size must be text, like 12 or 20W' })
    .refine(isStorableText, TEXT_MESSAGE)
    .trim()
    .min(1, 'Size is required, like 12 or 20W')
    .max(SIZE_CHART_SIZE_MAX_LENGTH, `A size is at most ${SIZE_CHART_SIZE_MAX_LENGTH} characters`),
  values: rowValuesSchema,
  /** The designer's upsize charge; 0 in the standard range. */
  upchargeCents: z
    .int({ error: 'The upcharge is a whole number of cents' })
    .min(0, 'The upcharge cannot be negative')
    .max(SIZE_CHART_UPCHARGE_CENTS_MAX, `The upcharge must be at most ${SIZE_CHART_UPCHARGE_CENTS_MAX} cents`)
    .default(0),
});

/** A value the value schema took; the refinements below also see the ones it refused, and leave those to its message. */
const isChartValue = (value: unknown): value is number => typeof value === 'number' && value > 0 && value <= SIZE_CHART_VALUE_MAX;
/** The same care for a list: a refinement must not throw on input it is only there to explain. */
const listOf = <T>(value: readonly T[]): readonly T[] => (Array.isArray(value) ? value : []);

/** The measures a size is chosen by under a rule, of those the chart lists. */
function decidingMeasures(rule: SizeChartRule, measures: readonly ChartMeasure[]): DecidingMeasure[] {
  return DECIDING_MEASURES.filter((m) => (rule === 'largest' || m === 'bust') && measures.includes(m));
}

type Row = z.output<typeof rowSchema>;
type Ctx = z.core.$RefinementCtx;

/** Sizes differ by more than case and spaces: '12' and ' 12 ' would be two rows an order could not tell apart. */
function refuseRepeatedSizes(rows: readonly Row[], ctx: Ctx): void {
  const seen = new Set<string>();
  listOf(rows).forEach((row, i) => {
    if (typeof row.size !== 'string') return;
    const key = row.size.trim().toLowerCase();
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: [i, 'size'], message: `'${row.size}' is listed twice; each size can appear once` });
    seen.add(key);
  });
}

function refuseRepeatedMeasures(measures: readonly ChartMeasure[], ctx: Ctx): void {
  listOf(measures).forEach((measure, i) => {
    if (measures.indexOf(measure) < i)
      ctx.addIssue({ code: 'custom', path: [i], message: `'${measure}' is listed twice; each measure can appear once` });
  });
}

/** The measures make sense for the rule, and each is given by some size: a chart that can choose no size is refused, not kept. */
function checkMeasures(chart: z.output<typeof chartShape>, ctx: Ctx): void {
  const measures = listOf(chart.measures);
  if (chart.rule === 'bustFirst' && !measures.includes('bust'))
    ctx.addIssue({ code: 'custom', path: ['measures'], message: 'A chart chosen by the bust lists bust' });
  if (chart.rule === 'largest' && measures.length > 0 && decidingMeasures('largest', measures).length === 0)
    ctx.addIssue({ code: 'custom', path: ['measures'], message: 'List bust, waist or hips: hollowToHem is altered, it chooses no size' });
  measures.forEach((measure, i) => {
    if (CHART_MEASURES.includes(measure) && !listOf(chart.rows).some((row) => isChartValue(row.values?.[measure])))
      ctx.addIssue({ code: 'custom', path: ['measures', i], message: `No size gives a value for ${measure}: add its values or remove it` });
  });
}

/** Each row gives only listed measures and at least one deciding one, or it could never be proposed. */
function checkRowValues(chart: z.output<typeof chartShape>, ctx: Ctx): void {
  const measures = listOf(chart.measures);
  const deciding = decidingMeasures(chart.rule, measures);
  listOf(chart.rows).forEach((row, i) => {
    if (typeof row.values !== 'object' || row.values === null) return;
    for (const measure of CHART_MEASURES) {
      if (row.values[measure] !== undefined && !measures.includes(measure))
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'values', measure],
          message: `${measure} is not among the chart's measures: add it to them or remove this value`,
        });
    }
    if (deciding.length > 0 && !deciding.some((m) => row.values[m] !== undefined))
      ctx.addIssue({ code: 'custom', path: ['rows', i, 'values'], message: `A size needs a value for ${deciding.join(' or ')}` });
  });
}

/** Down the rows each deciding measure grows, or "the smallest size it fits" would depend on where a row was typed. */
function checkAscending(chart: z.output<typeof chartShape>, ctx: Ctx): void {
  // Both sides of a comparison are in the chart's unit; a unit the enum refused has its own message.
  const unit = chart.unit === 'inches' ? 'inches' : 'cm';
  for (const measure of decidingMeasures(chart.rule, listOf(chart.measures))) {
    let previous: { size: string; value: number } | null = null;
    for (const [i, row] of listOf(chart.rows).entries()) {
      const value = row.values?.[measure];
      if (!isChartValue(value)) continue;
      if (previous && toMicrometres(value, unit) <= toMicrometres(previous.value, unit))
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'values', measure],
          message: `The ${measure} of size ${row.size} (${value}) must be above size ${previous.size}'s (${previous.value}): smallest first`,
        });
      previous = { size: row.size, value };
    }
  }
}

/** A chart's own fields; a route adds its name and designer and checks them with `checkSizeChart`. */
export const sizeChartShape = {
  unit: unitSchema,
  rule: ruleSchema,
  measures: z
    .array(measureSchema, { error: 'Measures must be a list' })
    .min(1, 'List at least one measure')
    .superRefine(refuseRepeatedMeasures),
  /** In ascending size order. */
  rows: z
    .array(rowSchema, { error: 'Rows must be a list of sizes' })
    .min(1, 'A chart has at least one size')
    .max(SIZE_CHART_ROWS_MAX, `A chart has at most ${SIZE_CHART_ROWS_MAX} sizes`)
    .superRefine(refuseRepeatedSizes),
};
const chartShape = z.strictObject(sizeChartShape);

/** What no field can say alone: the measures suit the rule, each row gives them, and sizes grow down the chart. */
export function checkSizeChart(chart: z.output<typeof chartShape>, ctx: Ctx): void {
  checkMeasures(chart, ctx);
  checkRowValues(chart, ctx);
  checkAscending(chart, ctx);
}

/** A designer's size chart as the API takes it. */
export const sizeChartBodySchema = chartShape.superRefine(checkSizeChart);
export type SizeChartBody = z.input<typeof sizeChartBodySchema>;
export const sizeChartRowSchema = rowSchema;
export const sizeChartUnitSchema = unitSchema;
export const sizeChartRuleSchema = ruleSchema;
export const chartMeasureSchema = measureSchema;
export type SizeChartGrid = z.output<typeof sizeChartBodySchema>;

/** One measure at the proposed size, in the body's unit: takeIn = chart − body; below 0 it is let out or lengthened. */
const sizeDifferenceSchema = z.object({ measure: measureSchema, body: z.number(), chart: z.number(), takeIn: z.number() });
export type SizeDifference = z.infer<typeof sizeDifferenceSchema>;

/** What was proposed and why, kept with an order so the choice can be explained after the chart changes. */
export const sizeProposalSchema = z.object({
  /** "" when a deciding measure is beyond the largest size, or the body has none of them (decision 017). */
  size: z.string(),
  rule: ruleSchema,
  /** The body's unit, which every figure below is in. */
  unit: unitSchema,
  decidedBy: decidingMeasureSchema.nullable(),
  /** Empty when no size is proposed; a measure the proposed size gives no value for is left out. */
  differences: z.array(sizeDifferenceSchema),
  /** The deciding measures larger than the chart's largest size, and by how much (rounded up to a step). */
  beyond: z.array(z.object({ measure: decidingMeasureSchema, by: z.number() })),
  upchargeCents: z.int().min(0),
  /** The deciding measures the body lacks: the size was proposed without them. */
  missing: z.array(decidingMeasureSchema),
});
export type SizeProposal = z.infer<typeof sizeProposalSchema>;

/** The bride's measurements, positive as the measurement schemas take them; an absent one is listed as missing. */
export type BodyMeasurements = { unit: SizeUnit; values: Partial<Record<ChartMeasure, number>> };

const MICROMETRES_PER_UNIT: Record<SizeUnit, number> = { cm: 10_000, inches: 25_400 };
/** The reporting step, 0.1 cm or 1/8 in, is a whole number of micrometres: 1000 and 3175. */
const STEPS_PER_UNIT: Record<SizeUnit, number> = { cm: 10, inches: 8 };

/** A length as whole micrometres, where both units are exact and so compare exactly. */
export function toMicrometres(value: number, unit: SizeUnit): number {
  return Math.round(value * MICROMETRES_PER_UNIT[unit]);
}

/** Micrometres in `unit` to the nearest step (or the next one up); `+ 0` turns Math.round's -0 into 0. */
function inSteps(micrometres: number, unit: SizeUnit, round: (steps: number) => number = Math.round): number {
  const step = MICROMETRES_PER_UNIT[unit] / STEPS_PER_UNIT[unit];
  return round(micrometres / step) / STEPS_PER_UNIT[unit] + 0;
}

/** The first row a body value fits (≤ the row's value), skipping rows without the measure; -1 beyond the chart. */
function smallestFitting(chart: SizeChartGrid, measure: DecidingMeasure, body: number): number {
  return chart.rows.findIndex((row) => {
    const value = row.values[measure];
    return value !== undefined && body <= toMicrometres(value, chart.unit);
  });
}

function largestValue(chart: SizeChartGrid, measure: DecidingMeasure): number {
  return Math.max(
    ...chart.rows.flatMap((row) => (row.values[measure] === undefined ? [] : [toMicrometres(row.values[measure], chart.unit)])),
  );
}

function differencesAt(chart: SizeChartGrid, row: Row, body: BodyMeasurements): SizeDifference[] {
  return CHART_MEASURES.flatMap((measure) => {
    const bodyValue = body.values[measure];
    const chartValue = row.values[measure];
    if (!chart.measures.includes(measure) || bodyValue === undefined || chartValue === undefined) return [];
    const chartMicrometres = toMicrometres(chartValue, chart.unit);
    return [
      {
        measure,
        body: bodyValue,
        chart: chart.unit === body.unit ? chartValue : inSteps(chartMicrometres, body.unit),
        takeIn: inSteps(chartMicrometres - toMicrometres(bodyValue, body.unit), body.unit),
      },
    ];
  });
}

/**
 * The size to order from `chart` (one `sizeChartBodySchema` took) for the bride's measurements, and
 * why. Under 'largest' each deciding measure finds the smallest size it fits (a body exactly at a
 * size's value is that size) and the largest of those is proposed; a tie goes to bust, then waist,
 * then hips. Under 'bustFirst' the bust alone chooses. A missing measurement is listed and the others
 * still choose; with none, or with one beyond the largest size, no size is proposed.
 */
export function proposeSize(chart: SizeChartGrid, body: BodyMeasurements): SizeProposal {
  // A measure no size gives cannot choose one (the schema refuses such a chart; this keeps any other honest).
  const deciding = decidingMeasures(chart.rule, chart.measures).filter((m) => chart.rows.some((row) => row.values[m] !== undefined));
  const missing = deciding.filter((m) => body.values[m] === undefined);
  const placed = deciding.flatMap((measure) => {
    const value = body.values[measure];
    if (value === undefined) return [];
    const micrometres = toMicrometres(value, body.unit);
    return [{ measure, micrometres, index: smallestFitting(chart, measure, micrometres) }];
  });
  const beyond = placed
    .filter((p) => p.index === -1)
    .map((p) => ({ measure: p.measure, by: inSteps(p.micrometres - largestValue(chart, p.measure), body.unit, Math.ceil) }));
  const none = { size: '', rule: chart.rule, unit: body.unit, decidedBy: null, differences: [], beyond, upchargeCents: 0, missing };
  if (placed.length === 0 || beyond.length > 0) return none;
  const index = Math.max(...placed.map((p) => p.index));
  const row = chart.rows[index];
  // `placed` is in bust, waist, hips order, so the first at the proposed size is the one a tie goes to.
  const decidedBy = placed.find((p) => p.index === index)?.measure;
  if (!row || !decidedBy) return none;
  return {
    size: row.size,
    rule: chart.rule,
    unit: body.unit,
    decidedBy,
    differences: differencesAt(chart, row, body),
    beyond: [],
    upchargeCents: row.upchargeCents,
    missing,
  };
}
