import type { Material, MaterialMeasure } from '@atelier/shared';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { quantityUnit, useUnitLabel } from '@/features/materials';
import { useMessages } from '@/lib/i18n/i18n';
import type { FormState } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { purchasingMessages } from '../messages';
import { newLine, perName, type OrderFormValues, type OrderLineValues } from './order-form';
import { NumberInput } from '@/components/ui/number-input';
import { PRICE_RULE } from './order-form';
import { sizeInputProps } from '@/components/ui/size-input';

/** A material a line may name: its id, name and measure (from the list, or from the draft's own lines). */
export type MaterialChoice = Pick<Material, 'id' | 'name' | 'measure'>;

/** Sizes are typed as a tailor writes them (`3 1/2`, `2,5`): a text keyboard with the space and slash. */
const sizeInput = sizeInputProps();

type Props = {
  form: FormState<OrderFormValues>;
  /** The materials the search found, and those the lines already name. */
  choices: MaterialChoice[];
  search: { text: string; setText: (text: string) => void };
  measureOf: (materialId: string) => MaterialMeasure | undefined;
};

/**
 * The order's lines (decision 147): a material picked among those the search finds, the quantity
 * in m or yd (or units for what is counted) and the price per metre, yard or unit, after the
 * studio's unit. The labels carry the line's number, so each field is named on its own.
 */
export function OrderLines({ form, choices, search, measureOf }: Props) {
  const t = useMessages(purchasingMessages);
  const format = useFormat();
  const unitLabel = useUnitLabel();
  const { values, setValues, errors, clearField } = form;
  const setLine = (i: number, change: Partial<OrderLineValues>) => {
    setValues((v) => ({ ...v, lines: v.lines.map((line, j) => (j === i ? { ...line, ...change } : line)) }));
    for (const key of Object.keys(change)) clearField(`lines.${i}.${key === 'price' ? 'unitPrice' : key}`);
  };
  const removeLine = (i: number) => setValues((v) => ({ ...v, lines: v.lines.filter((_, j) => j !== i) }));
  const options = choices.map((m) => ({ value: m.id, label: m.name }));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">{t.lines}</legend>
      <SearchInput value={search.text} onChange={search.setText} placeholder={t.findMaterialPlaceholder} label={t.findMaterial} />
      {errors.lines && (
        <p className="text-sm text-destructive" role="alert">
          {errors.lines}
        </p>
      )}
      <ol className="space-y-3">
        {values.lines.map((line, i) => {
          const n = i + 1;
          const measure = line.gown ? 'count' : (measureOf(line.materialId) ?? 'length');
          const per = perName(measure, format.unit, t);
          // 'Quantity (m), line 2' to a screen reader; the short name on screen keeps the columns aligned.
          const withLine = (name: string) => (
            <>
              {name}
              <span className="sr-only">{t.onLine({ n })}</span>
            </>
          );
          return (
            <li key={line.key} className="rounded-lg border border-border p-3" data-testid="order-line">
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-start">
                {line.gown ? (
                  // A bride's gown is kept as her order named it; only its quantity and price change.
                  <Field label={withLine(t.gown)} error={errors[`lines.${i}.specialOrderId`]}>
                    {(p) => (
                      // Wrapped, not cut: the bride's name ends the line, and a phone shows it all.
                      <Textarea {...p} readOnly rows={2} value={line.gown?.name ?? ''} className="min-h-0 resize-none bg-muted" />
                    )}
                  </Field>
                ) : (
                  <Field label={withLine(t.material)} error={errors[`lines.${i}.materialId`]}>
                    {(p) => (
                      <Select
                        {...p}
                        value={line.materialId}
                        onValueChange={(materialId) => setLine(i, { materialId })}
                        placeholder={t.chooseMaterial}
                        options={options}
                      />
                    )}
                  </Field>
                )}
                <Field
                  label={withLine(t.quantity({ unit: unitLabel(quantityUnit(measure, format.unit)) }))}
                  error={errors[`lines.${i}.quantity`]}
                >
                  {(p) => <Input {...p} {...sizeInput} value={line.quantity} onChange={(e) => setLine(i, { quantity: e.target.value })} />}
                </Field>
                <Field
                  label={withLine(t.price({ per, symbol: format.currencySymbol }))}
                  hint={per === t.perYard ? t.perYardHint : undefined}
                  error={errors[`lines.${i}.unitPrice`]}
                >
                  {(p) => (
                    <NumberInput {...p} rule={PRICE_RULE} value={line.price} onChange={(e) => setLine(i, { price: e.target.value })} />
                  )}
                </Field>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="text-destructive sm:mt-6"
                  onClick={() => removeLine(i)}
                  disabled={values.lines.length === 1}
                  aria-label={t.removeLine({ n })}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button type="button" variant="outline" onClick={() => setValues((v) => ({ ...v, lines: [...v.lines, newLine()] }))}>
        <Plus className="h-4 w-4" aria-hidden /> {t.addLine}
      </Button>
    </fieldset>
  );
}
