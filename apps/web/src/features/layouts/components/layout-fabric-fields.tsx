import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { materialUnits, quantityNumber, useMaterials } from '@/features/materials';
import { useMessages } from '@/lib/i18n/i18n';
import type { FormState } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { useServerSearch } from '@/lib/use-server-search';
import { layoutMessages } from '../messages';
import type { LayoutFormValues } from './layout-form';
import { sizeInputProps } from '@/components/ui/size-input';

/** 'cm' or 'in' in the page's language, the unit widths and repeats are typed in. */
export function useWidthUnit() {
  const t = useMessages(layoutMessages);
  const { unit, language } = useFormat();
  const width = materialUnits(unit).width;
  const label = width === 'cm' ? t.unitCm : t.unitIn;
  return { unit, language, label, text: (mm: number) => `${quantityNumber(mm, width, language)} ${label}` };
}

/** A fabric from stock or one to buy: the choice, then its fields. */
export function LayoutFabricFields({ form, canReadStock }: { form: FormState<LayoutFormValues>; canReadStock: boolean }) {
  const t = useMessages(layoutMessages);
  const { values, set } = form;
  const name = useId();
  const sources = [...(canReadStock ? [{ value: 'stock' as const, label: t.fromStock }] : []), { value: 'buy' as const, label: t.toBuy }];
  return (
    <div className="space-y-4">
      {sources.length > 1 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t.fabricSource}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {sources.map((s) => (
              <label key={s.value} className="flex min-h-8 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={name}
                  value={s.value}
                  checked={values.source === s.value}
                  onChange={() => set('source', s.value)}
                  className="h-4 w-4 accent-primary"
                />
                {s.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {values.source === 'stock' ? <StockFabric form={form} /> : <FabricToBuy form={form} />}
    </div>
  );
}

/** The studio's fabrics, searched by the server, each with its width. */
function StockFabric({ form }: { form: FormState<LayoutFormValues> }) {
  const t = useMessages(layoutMessages);
  const width = useWidthUnit();
  const query = useServerSearch();
  const fabrics = useMaterials({ search: query.search, kind: 'fabric' });
  const { values, set, errorOf } = form;
  const options = fabrics.items.map((m) => ({
    value: m.id,
    label: m.widthMm ? t.fabricOption({ name: m.name, width: width.text(m.widthMm) }) : t.fabricNoWidth({ name: m.name }),
    disabled: !m.widthMm,
  }));
  const empty = !fabrics.isLoading && options.length === 0;
  return (
    <div className="space-y-3">
      <SearchInput value={query.text} onChange={query.setText} placeholder={t.searchPlaceholder} label={t.searchFabrics} />
      <Field label={t.fabric} error={errorOf('materialId')} hint={empty ? t.noFabrics : undefined}>
        {(p) => (
          <Select
            {...p}
            value={values.materialId}
            onValueChange={(v) => set('materialId', v)}
            placeholder={t.chooseFabric}
            options={options}
          />
        )}
      </Field>
    </div>
  );
}

/** A fabric still to buy: its width, nap or one-way, and repeat, typed in the studio's unit. */
function FabricToBuy({ form }: { form: FormState<LayoutFormValues> }) {
  const t = useMessages(layoutMessages);
  const width = useWidthUnit();
  const { values, set, text, errorOf } = form;
  const directionalId = useId();
  const hintId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t.width({ unit: width.label })} error={errorOf('width')}>
        {(p) => <Input {...p} {...sizeInputProps()} value={values.width} onChange={text('width')} />}
      </Field>
      <Field label={t.repeat({ unit: width.label })} optional error={errorOf('repeat')}>
        {(p) => <Input {...p} {...sizeInputProps()} value={values.repeat} onChange={text('repeat')} />}
      </Field>
      <div className="flex items-start gap-2 sm:col-span-2">
        <Checkbox
          id={directionalId}
          checked={values.directional}
          onCheckedChange={(c) => set('directional', c === true)}
          aria-describedby={hintId}
        />
        <div className="space-y-0.5">
          <Label htmlFor={directionalId}>{t.directional}</Label>
          <p id={hintId} className="text-xs text-muted-foreground">
            {t.directionalHint}
          </p>
        </div>
      </div>
    </div>
  );
}
