import {
  CHART_MEASURE_NAMES,
  CHART_MEASURES,
  SIZE_CHART_RULES,
  updateSizeChartBodySchema,
  type ChartMeasure,
  type SizeChart,
} from '@atelier/shared';
import type { FormEvent } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useSizeFieldTexts } from '@/features/measurements';
import { useSuppliers } from '@/features/purchasing';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { maxLengthsOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useCreateSizeChart, useUpdateSizeChart } from '../api/size-charts-api';
import { sizeChartMessages } from '../messages';
import {
  emptySizeChartForm,
  sizeChartToForm,
  toCreateSizeChartBody,
  toUpdateSizeChartBody,
  withoutBlankRows,
  type SizeChartFormValues,
} from './size-chart-form';
import { SizeChartRows } from './size-chart-rows';

const FORM_ID = 'size-chart-form';
const LIMITS_OF = maxLengthsOf(updateSizeChartBodySchema);

/**
 * 'Add size chart' / 'Edit size chart' (decision 214): the designer, the chart's name, its unit and
 * rule, the measurements it lists and its sizes, typed as the studio writes sizes ('27 1/4', '69,5');
 * a refused save keeps what was typed with each refusal on its cell.
 */
export function SizeChartFormDialog({ sizeChart, onClose }: { sizeChart: SizeChart | null; onClose: () => void }) {
  const t = useMessages(sizeChartMessages);
  const format = useFormat();
  const labels = useLabels();
  const texts = useSizeFieldTexts();
  const form = useForm<SizeChartFormValues>(
    () => (sizeChart ? sizeChartToForm(sizeChart, format.language) : emptySizeChartForm(format.unit)),
    // A refusal of one listed measure ('measures.2') is shown under the list.
    { fieldOf: (path) => (path.startsWith('measures.') ? 'measures' : path) },
  );
  const { values, errorOf, text, set, errors, clear, setValues } = form;
  const suppliers = useSuppliers();
  const create = useCreateSizeChart();
  const update = useUpdateSizeChart();
  // The chart's designer stays choosable even beyond the list's first page.
  const designers = suppliers.items.map((s) => ({ value: s.id, label: s.name }));
  if (sizeChart && !designers.some((d) => d.value === sizeChart.designer.id))
    designers.unshift({ value: sizeChart.designer.id, label: sizeChart.designer.name });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const kept = withoutBlankRows(values);
    if (kept.rows.length !== values.rows.length) setValues(kept);
    const saved = sizeChart
      ? await form.submit(toUpdateSizeChartBody(kept, texts, format.currency), (body) => update.mutateAsync({ id: sizeChart.id, body }))
      : await form.submit(toCreateSizeChartBody(kept, texts, format.currency), (body) => create.mutateAsync(body));
    if (saved) onClose();
  };
  const toggle = (measure: ChartMeasure, on: boolean) =>
    set(
      'measures',
      CHART_MEASURES.filter((m) => (m === measure ? on : values.measures.includes(m))),
    );

  return (
    <FormDialog
      title={sizeChart ? t.editTitle : t.addTitle}
      description={sizeChart ? t.editDescription({ name: sizeChart.name }) : t.addDescription}
      formId={FORM_ID}
      submitLabel={sizeChart ? t.saveChanges : t.save}
      isSaving={create.isPending || update.isPending}
      onClose={onClose}
      className="sm:max-w-3xl"
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t.designer}
          error={errorOf('designerId')}
          hint={designers.length === 0 && !suppliers.isLoading ? t.noDesignerYet : undefined}
        >
          {(p) => (
            <Select
              {...p}
              value={values.designerId}
              onValueChange={(v) => set('designerId', v)}
              placeholder={t.chooseDesigner}
              options={designers}
            />
          )}
        </Field>
        <Field label={t.name} hint={t.nameHint} error={errorOf('name')}>
          {(p) => <Input {...p} value={values.name} onChange={text('name')} autoComplete="off" maxLength={LIMITS_OF.name} />}
        </Field>
        <Field label={t.unit} error={errorOf('unit')}>
          {(p) => (
            <Select
              {...p}
              value={values.unit}
              onValueChange={(v) => set('unit', v as SizeChartFormValues['unit'])}
              options={(['cm', 'inches'] as const).map((u) => ({ value: u, label: labels.unitName(u) }))}
            />
          )}
        </Field>
        <Field label={t.rule} error={errorOf('rule')}>
          {(p) => (
            <Select
              {...p}
              value={values.rule}
              onValueChange={(v) => set('rule', v as SizeChartFormValues['rule'])}
              options={SIZE_CHART_RULES.map((r) => ({ value: r, label: t[r] }))}
            />
          )}
        </Field>
        <fieldset className="min-w-0 sm:col-span-2" aria-describedby={errorOf('measures') ? 'measures-error' : undefined}>
          <legend className="mb-2 text-sm font-medium">{t.measures}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {CHART_MEASURES.map((m) => (
              <div key={m} className="flex items-center gap-2">
                <Checkbox id={`measure-${m}`} checked={values.measures.includes(m)} onCheckedChange={(on) => toggle(m, on === true)} />
                <Label htmlFor={`measure-${m}`}>{labels.measurement(CHART_MEASURE_NAMES[m])}</Label>
              </div>
            ))}
          </div>
          {errorOf('measures') && (
            <p id="measures-error" className="mt-1 text-xs text-destructive">
              {errorOf('measures')}
            </p>
          )}
        </fieldset>
        <SizeChartRows
          values={values}
          errors={errors}
          onRows={(rows, path) => {
            set('rows', rows);
            if (path) clear(path);
          }}
        />
        <Field label={t.note} optional error={errorOf('note')} className="sm:col-span-2">
          {(p) => <Textarea {...p} value={values.note} onChange={text('note')} rows={2} maxLength={LIMITS_OF.note} />}
        </Field>
      </form>
    </FormDialog>
  );
}
