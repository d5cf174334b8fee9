import type { Material } from '@atelier/shared';
import { Layers, Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useMaterials } from '@/features/materials';
import { ServiceLineMenu } from '@/features/services';
import { useStudio } from '@/features/studio';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { quoteMessages } from '../messages';
import { freeLine, materialLine, readDecimal, serviceLine, type LineValues } from './quote-form';

type Errors = Record<string, string>;

/** One line: a service or a material as copied (its name, its price), or a free line typed with its price. */
function LineFields({
  line,
  index,
  errors,
  onChange,
  onRemove,
}: {
  line: LineValues;
  index: number;
  errors: Errors;
  onChange: (line: LineValues) => void;
  onRemove?: () => void;
}) {
  const t = useMessages(quoteMessages);
  const format = useFormat();
  const path = `lines.${index}`;
  const set = (patch: Partial<LineValues>) => onChange({ ...line, ...patch });
  const quantityLabel = line.unit === 'm' ? t.quantityMetres : t.quantity;
  const quantity = readDecimal(line.quantity);
  const price = line.kind === 'free' ? readDecimal(line.unitPrice) : (line.knownPrice ?? undefined);
  const amount =
    price !== undefined && !Number.isNaN(price) && quantity !== undefined && !Number.isNaN(quantity)
      ? format.money(Math.floor((Math.round(quantity * 100) * Math.round(price * 100) * 2 + 100) / 200) / 100)
      : '—';
  return (
    <div
      className="grid grid-cols-[1fr_5.5rem_auto] items-end gap-2 border-b border-border pb-3 sm:grid-cols-[1fr_5.5rem_7rem_6rem_auto]"
      data-testid="quote-line"
    >
      {line.kind === 'free' ? (
        <Field label={t.lineDescription} error={errors[`${path}.description`]} className="col-span-3 sm:col-span-1">
          {(p) => <Input {...p} value={line.description} onChange={(e) => set({ description: e.target.value })} className="h-11" />}
        </Field>
      ) : (
        <p className="col-span-3 self-center text-sm font-medium sm:col-span-1" data-testid="quote-line-name">
          {line.description}
          {errors[`${path}.serviceId`] || errors[`${path}.materialId`] ? (
            <span className="block text-xs text-destructive">{errors[`${path}.serviceId`] ?? errors[`${path}.materialId`]}</span>
          ) : null}
        </p>
      )}
      <Field label={quantityLabel} error={errors[`${path}.quantity`]}>
        {(p) => (
          <Input
            {...p}
            inputMode="decimal"
            value={line.quantity}
            placeholder={line.unit === 'm' ? t.quantityFromLayout : undefined}
            onChange={(e) => set({ quantity: e.target.value })}
            className="h-11"
          />
        )}
      </Field>
      {line.kind === 'free' ? (
        <Field label={t.unitPrice({ currency: format.currencySymbol })} error={errors[`${path}.unitPrice`]}>
          {(p) => (
            <Input
              {...p}
              inputMode="decimal"
              value={line.unitPrice}
              onChange={(e) => set({ unitPrice: e.target.value })}
              className="h-11"
            />
          )}
        </Field>
      ) : (
        <p className="hidden self-center text-right text-sm tabular-nums sm:block">
          {line.knownPrice === null ? '—' : format.money(line.knownPrice)}
        </p>
      )}
      <p className="hidden self-center text-right text-sm font-semibold tabular-nums sm:block" aria-label={t.lineAmount}>
        {amount}
      </p>
      {onRemove ? (
        <Button variant="ghost" size="icon" onClick={onRemove} aria-label={t.removeLine({ number: index + 1 })} className="h-11 w-11">
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      ) : (
        <span />
      )}
    </div>
  );
}

/** Materials from the stock with a price, at the studio's markup (decision 144). */
function MaterialMenu({ onAdd }: { onAdd: (line: LineValues) => void }) {
  const t = useMessages(quoteMessages);
  const materials = useMaterials({});
  const studio = useStudio();
  const markup = studio.data?.materialsMarkupPercent ?? 0;
  const priced = useMemo(() => materials.items.filter((m: Material) => m.cost !== null), [materials.items]);
  if (priced.length === 0) return null;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" size="sm" className="h-11">
          <Layers className="h-4 w-4" aria-hidden /> {t.addMaterial}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-72 overflow-y-auto">
        {priced.map((m) => (
          <DropdownMenuItem key={m.id} className="min-h-11" onSelect={() => onAdd(materialLine(m, markup))}>
            {m.name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The quote's lines and the ways to add one: from the price list, from the stock, or typed. */
export function QuoteLinesEditor({
  lines,
  errors,
  onChange,
}: {
  lines: LineValues[];
  errors: Errors;
  onChange: (lines: LineValues[]) => void;
}) {
  const t = useMessages(quoteMessages);
  // A lone empty free line gives way to the first line added from a list.
  const add = (line: LineValues) => {
    const only = lines.length === 1 ? lines[0]! : null;
    const empty = only && only.kind === 'free' && !only.description.trim() && !only.unitPrice.trim();
    onChange(empty ? [line] : [...lines, line]);
  };
  return (
    <section className="space-y-3" aria-label={t.linesLabel}>
      <h2 className="text-base font-semibold">{t.linesLabel}</h2>
      {lines.map((line, i) => (
        <LineFields
          key={line.key}
          line={line}
          index={i}
          errors={errors}
          onChange={(next) => onChange(lines.map((l, j) => (j === i ? next : l)))}
          onRemove={lines.length > 1 ? () => onChange(lines.filter((_, j) => j !== i)) : undefined}
        />
      ))}
      {errors.lines && <p className="text-xs font-medium text-destructive">{errors.lines}</p>}
      <div className="flex flex-wrap gap-2">
        <ServiceLineMenu onAdd={(s) => add(serviceLine({ id: s.serviceId, name: s.description, price: s.rate }))} />
        <MaterialMenu onAdd={add} />
        <Button variant="outline" size="sm" onClick={() => add(freeLine())} className="h-11">
          <Plus className="h-4 w-4" aria-hidden /> {t.addFreeLine}
        </Button>
      </div>
    </section>
  );
}
