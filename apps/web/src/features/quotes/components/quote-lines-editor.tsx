import type { Material, QuotePreview } from '@atelier/shared';
import { Layers, Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useMaterials } from '@/features/materials';
import { ServiceLineMenu } from '@/features/services';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { quoteMessages } from '../messages';
import { QUANTITY_RULE } from './quote-form';
import { freeLine, materialLine, serviceLine, type LineValues } from './quote-form';
import { NumberInput } from '@/components/ui/number-input';
import { moneyRule } from '@/lib/typed-number';

type Errors = Record<string, string>;

/** One line: a service or a material as copied (its name, its price), or a free line typed with its price. */
function LineFields({
  line,
  index,
  priced,
  errors,
  onChange,
  onRemove,
}: {
  line: LineValues;
  index: number;
  /** The line as the server priced it (decision 179); undefined until it has. */
  priced: QuotePreview['lines'][number] | undefined;
  errors: Errors;
  onChange: (line: LineValues) => void;
  onRemove?: () => void;
}) {
  const t = useMessages(quoteMessages);
  const format = useFormat();
  const path = `lines.${index}`;
  const set = (patch: Partial<LineValues>) => onChange({ ...line, ...patch });
  const quantityLabel = line.unit === 'm' ? t.quantityMetres : t.quantity;
  const amount = priced ? format.money(priced.amount) : '—';
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
          <NumberInput
            {...p}
            rule={QUANTITY_RULE}
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
            <NumberInput
              {...p}
              rule={moneyRule(format.currency)}
              value={line.unitPrice}
              onChange={(e) => set({ unitPrice: e.target.value })}
              className="h-11"
            />
          )}
        </Field>
      ) : (
        <p className="hidden self-center text-end text-sm tabular-nums sm:block">
          {priced ? format.money(priced.unitPrice) : line.knownPrice === null ? '—' : format.money(line.knownPrice)}
        </p>
      )}
      <p className="hidden self-center text-end text-sm font-semibold tabular-nums sm:block" aria-label={t.lineAmount}>
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
          <DropdownMenuItem key={m.id} className="min-h-11" onSelect={() => onAdd(materialLine(m))}>
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
  priced,
  errors,
  onChange,
}: {
  lines: LineValues[];
  /** The lines as the server last priced them; read only while they are the lines on screen. */
  priced?: QuotePreview['lines'];
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
          priced={priced?.length === lines.length ? priced[i] : undefined}
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
