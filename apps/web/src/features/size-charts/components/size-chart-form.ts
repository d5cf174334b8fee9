import {
  CHART_MEASURE_NAMES,
  CHART_MEASURES,
  centsToDollars,
  createSizeChartBodySchema,
  dollarsToCents,
  numberFieldText,
  sizeNumberText,
  updateSizeChartBodySchema,
  type ChartMeasure,
  type CreateSizeChartBody,
  type SizeChart,
  type SizeChartRule,
  type UpdateSizeChartBody,
} from '@atelier/shared';
import { readSizeField, type SizeFieldTexts } from '@/features/measurements';
import { moneyRule, readTyped } from '@/lib/typed-number';
import { validateBody, type Validated, withOwnRefusals } from '@/lib/validate-form';

/** One size as typed: its values stay text until saved ('27 1/4', '69,5'), keyed for React. */
export type SizeRowValues = { key: string; size: string; upcharge: string } & Record<ChartMeasure, string>;

/** The chart form as typed (decision 214). */
export type SizeChartFormValues = {
  designerId: string;
  name: string;
  unit: 'cm' | 'inches';
  rule: SizeChartRule;
  measures: ChartMeasure[];
  rows: SizeRowValues[];
  note: string;
};

let nextKey = 0;
export const emptySizeRow = (): SizeRowValues => ({
  key: `row-${(nextKey += 1)}`,
  size: '',
  bust: '',
  waist: '',
  hips: '',
  hollowToHem: '',
  upcharge: '',
});

export const emptySizeChartForm = (unit: 'cm' | 'inches'): SizeChartFormValues => ({
  designerId: '',
  name: '',
  unit,
  rule: 'largest',
  measures: ['bust', 'waist', 'hips'],
  rows: [emptySizeRow(), emptySizeRow(), emptySizeRow()],
  note: '',
});

export function sizeChartToForm(chart: SizeChart, language: string): SizeChartFormValues {
  const valueText = (value: number | undefined) => (value === undefined ? '' : sizeNumberText(value, { unit: chart.unit, language }));
  return {
    designerId: chart.designer.id,
    name: chart.name,
    unit: chart.unit,
    rule: chart.rule,
    measures: chart.measures,
    rows: chart.rows.map((row) => ({
      ...emptySizeRow(),
      size: row.size,
      bust: valueText(row.values.bust),
      waist: valueText(row.values.waist),
      hips: valueText(row.values.hips),
      hollowToHem: valueText(row.values.hollowToHem),
      upcharge: row.upchargeCents === 0 ? '' : numberFieldText(centsToDollars(row.upchargeCents), language, 2, 2),
    })),
    note: chart.note,
  };
}

const isBlank = (row: SizeRowValues) => !row.size.trim() && !row.upcharge.trim() && CHART_MEASURES.every((m) => !row[m].trim());

/** The rows left blank dropped before a save, so a refusal on 'rows.2' is on the third row shown. */
export const withoutBlankRows = (v: SizeChartFormValues): SizeChartFormValues => ({ ...v, rows: v.rows.filter((row) => !isBlank(row)) });

/**
 * The body both saves send (blank rows already dropped): each value read as the measurement forms
 * read a size in the chart's unit, each charge as money in the studio's currency; what a reader
 * refuses is kept on its cell, under the path the schema would name.
 */
function bodyOf(v: SizeChartFormValues, texts: SizeFieldTexts, currency: string) {
  const errors: Record<string, string> = {};
  const measures = CHART_MEASURES.filter((m) => v.measures.includes(m));
  const body = {
    designerId: v.designerId,
    name: v.name.trim(),
    note: v.note.trim() || null,
    unit: v.unit,
    rule: v.rule,
    measures,
    rows: v.rows.map((row, i) => {
      const values: Partial<Record<ChartMeasure, number>> = {};
      for (const measure of measures) {
        const read = readSizeField(row[measure], { name: CHART_MEASURE_NAMES[measure], unit: v.unit }, texts);
        if (read.state === 'refused') errors[`rows.${i}.values.${measure}`] = read.error;
        if (read.state === 'size') values[measure] = read.size;
      }
      const charge = readTyped(row.upcharge, moneyRule(currency), texts.language);
      if (charge.error) errors[`rows.${i}.upchargeCents`] = charge.error;
      return { size: row.size.trim(), values, upchargeCents: charge.value === null ? 0 : dollarsToCents(charge.value) };
    }),
  };
  return { body, errors };
}

export function toCreateSizeChartBody(v: SizeChartFormValues, texts: SizeFieldTexts, currency: string): Validated<CreateSizeChartBody> {
  const { body, errors } = bodyOf(v, texts, currency);
  return withOwnRefusals(validateBody(createSizeChartBodySchema, body), errors);
}

export function toUpdateSizeChartBody(v: SizeChartFormValues, texts: SizeFieldTexts, currency: string): Validated<UpdateSizeChartBody> {
  const { body, errors } = bodyOf(v, texts, currency);
  return withOwnRefusals(validateBody(updateSizeChartBodySchema, body), errors);
}
