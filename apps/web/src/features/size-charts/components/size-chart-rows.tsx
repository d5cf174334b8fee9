import { CHART_MEASURE_NAMES, CHART_MEASURES, type ChartMeasure } from '@atelier/shared';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NumberInput } from '@/components/ui/number-input';
import { sizeInputProps } from '@/components/ui/size-input';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { moneyRule } from '@/lib/typed-number';
import { useFormat } from '@/lib/use-format';
import { sizeChartMessages } from '../messages';
import { emptySizeRow, type SizeChartFormValues, type SizeRowValues } from './size-chart-form';

type Props = {
  values: SizeChartFormValues;
  errors: Record<string, string>;
  onRows: (rows: SizeRowValues[], changedPath?: string) => void;
};

const CELL_ERROR = 'mt-1 block text-xs text-destructive';

/**
 * The chart's sizes as a grid, one row per size, one column per measurement the chart lists, then
 * the upsize charge. On a phone the grid scrolls sideways inside its own region, the way a printed
 * chart is read; every cell is named by its measurement and its size, and shows its own refusal.
 */
export function SizeChartRows({ values, errors, onRows }: Props) {
  const t = useMessages(sizeChartMessages);
  const labels = useLabels();
  const format = useFormat();
  const measures = CHART_MEASURES.filter((m) => values.measures.includes(m));
  const change = (i: number, key: keyof SizeRowValues, text: string, path: string) =>
    onRows(
      values.rows.map((row, j) => (j === i ? { ...row, [key]: text } : row)),
      path,
    );
  const sizeOf = (row: SizeRowValues, i: number) => row.size.trim() || String(i + 1);
  const measureLabel = (m: ChartMeasure) => labels.measurement(CHART_MEASURE_NAMES[m]);
  const cellError = (path: string) =>
    errors[path] ? (
      <span id={`${path}-error`} className={CELL_ERROR}>
        {errors[path]}
      </span>
    ) : null;
  const described = (path: string) => (errors[path] ? { 'aria-invalid': true, 'aria-describedby': `${path}-error` } : {});

  return (
    <fieldset className="min-w-0 sm:col-span-2">
      <legend className="mb-2 text-sm font-medium">{t.sizes}</legend>
      <div className="overflow-x-auto rounded-md border" role="region" aria-label={t.sizes} tabIndex={0}>
        <table className="w-full min-w-[36rem] text-sm">
          <thead>
            <tr className="bg-muted/50 text-start">
              <th scope="col" className="p-2 text-start font-medium">
                {t.size}
              </th>
              {measures.map((m) => (
                <th key={m} scope="col" className="p-2 text-start font-medium">
                  {measureLabel(m)} ({labels.unit(values.unit)})
                </th>
              ))}
              <th scope="col" className="p-2 text-start font-medium">
                {t.upcharge({ currency: format.currencySymbol })}
              </th>
              <td />
            </tr>
          </thead>
          <tbody>
            {values.rows.map((row, i) => (
              <tr key={row.key} className="border-t align-top">
                <td className="p-2">
                  <Input
                    value={row.size}
                    onChange={(e) => change(i, 'size', e.target.value, `rows.${i}.size`)}
                    aria-label={t.rowSize({ n: String(i + 1) })}
                    autoComplete="off"
                    className="w-20"
                    {...described(`rows.${i}.size`)}
                  />
                  {cellError(`rows.${i}.size`)}
                </td>
                {measures.map((m) => {
                  const path = `rows.${i}.values.${m}`;
                  return (
                    <td key={m} className="p-2">
                      <Input
                        {...sizeInputProps(values.unit === 'inches')}
                        value={row[m]}
                        onChange={(e) => change(i, m, e.target.value, path)}
                        aria-label={t.rowValue({ measure: measureLabel(m), size: sizeOf(row, i) })}
                        className="w-24"
                        {...described(path)}
                      />
                      {cellError(path)}
                    </td>
                  );
                })}
                <td className="p-2">
                  <NumberInput
                    rule={moneyRule(format.currency)}
                    value={row.upcharge}
                    onChange={(e) => change(i, 'upcharge', e.target.value, `rows.${i}.upchargeCents`)}
                    aria-label={t.rowUpcharge({ size: sizeOf(row, i) })}
                    className="w-28"
                    {...described(`rows.${i}.upchargeCents`)}
                  />
                  {cellError(`rows.${i}.upchargeCents`)}
                </td>
                <td className="p-2">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    onClick={() => onRows(values.rows.filter((_, j) => j !== i))}
                    aria-label={t.removeRow({ size: sizeOf(row, i) })}
                    disabled={values.rows.length === 1}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {errors.rows && <p className={CELL_ERROR}>{errors.rows}</p>}
      <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => onRows([...values.rows, emptySizeRow()])}>
        <Plus className="h-4 w-4" aria-hidden />
        {t.addRow}
      </Button>
    </fieldset>
  );
}
