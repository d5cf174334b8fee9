import { INVOICE_LIMITS, invoiceItemBodySchema } from '@atelier/shared';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { FieldError } from '@/components/ui/field';
import { useMessages } from '@/lib/i18n/i18n';
import { invoiceMessages } from '../messages';
import { NumberInput } from '@/components/ui/number-input';
import { moneyRule } from '@/lib/typed-number';
import { itemAmount, newItem, QUANTITY_RULE, removeItem, type InvoiceNumbers, type ItemValues } from './invoice-form';
import { maxLengthOf } from '@/lib/schema-limits';

const DESCRIPTION_MAX = maxLengthOf(invoiceItemBodySchema.shape.description);

/**
 * The invoice's item rows: description, Qty, Rate, Amount (quantity × rate as the user
 * types; display only, the server computes) and a clear button, disabled on the last row.
 */
export function InvoiceItemsEditor({
  items,
  onChange,
  errors,
  money,
  typedIn,
  rates = [],
  defaultRateId,
}: {
  items: ItemValues[];
  onChange: (items: ItemValues[]) => void;
  errors: Record<string, string>;
  money: (amount: number) => string;
  typedIn: InvoiceNumbers;
  /** The studio's rates (decision 162): each line then chooses its own; none, and the invoice's one rate applies. */
  rates?: SelectOption[];
  defaultRateId?: string;
}) {
  const t = useMessages(invoiceMessages);
  const withRates = rates.length > 0;
  // The rate select takes a row of its own under the description, so the dialog's width is the same with rates or without.
  const columns = 'sm:grid-cols-[1fr_5rem_7rem_7rem_2.5rem]';
  const set = (index: number, key: keyof ItemValues, value: string) =>
    onChange(items.map((it, i) => (i === index ? { ...it, [key]: value } : it)));
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium">{t.items}</legend>
      <div className={cn('hidden gap-2 text-xs font-medium text-muted-foreground sm:grid', columns)} aria-hidden>
        <span>{t.itemDescription}</span>
        <span>{t.qty}</span>
        <span>{t.rate}</span>
        <span className="text-end">{t.amount}</span>
        <span />
      </div>
      <ul className="space-y-3">
        {items.map((item, index) => {
          const n = index + 1;
          const amount = itemAmount(item, typedIn);
          const err = (k: string) => errors[`items.${index}.${k}`];
          return (
            <li
              key={index}
              className={cn('grid grid-cols-[1fr_1fr_2.5rem] gap-2 rounded-lg border border-border p-2 sm:border-0 sm:p-0', columns)}
              data-testid="invoice-item"
            >
              <div className="col-span-3 sm:col-span-1">
                <Input
                  aria-label={t.itemDescriptionOf({ n })}
                  placeholder={t.itemDescription}
                  value={item.description}
                  maxLength={DESCRIPTION_MAX}
                  onChange={(e) => set(index, 'description', e.target.value)}
                  aria-invalid={err('description') ? true : undefined}
                />
                {err('description') && <FieldError>{err('description')}</FieldError>}
              </div>
              <div>
                <NumberInput
                  aria-label={t.qtyOf({ n })}
                  rule={QUANTITY_RULE}
                  value={item.quantity}
                  onChange={(e) => set(index, 'quantity', e.target.value)}
                  aria-invalid={err('quantity') ? true : undefined}
                />
                {err('quantity') && <FieldError>{err('quantity')}</FieldError>}
              </div>
              <div>
                <NumberInput
                  aria-label={t.rateOf({ n })}
                  rule={moneyRule(typedIn.currency)}
                  value={item.rate}
                  onChange={(e) => set(index, 'rate', e.target.value)}
                  aria-invalid={err('rate') ? true : undefined}
                />
                {err('rate') && <FieldError>{err('rate')}</FieldError>}
              </div>
              {withRates && (
                <div className="col-span-3 sm:col-span-2 sm:col-start-1 sm:row-start-2">
                  <Select
                    aria-label={t.taxRateOf({ n })}
                    value={item.taxRateId ?? ''}
                    onValueChange={(v) => set(index, 'taxRateId', v)}
                    options={rates}
                    aria-invalid={err('taxRateId') ? true : undefined}
                  />
                  {err('taxRateId') && <FieldError>{err('taxRateId')}</FieldError>}
                </div>
              )}
              <output
                aria-label={t.amountOf({ n })}
                className="col-span-2 flex h-10 items-center text-sm tabular-nums sm:col-span-1 sm:justify-end"
                data-testid="invoice-item-amount"
              >
                {money(amount ?? 0)}
              </output>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => onChange(removeItem(items, index))}
                disabled={items.length <= 1}
                aria-label={t.clearItem({ n })}
                className="row-start-2 col-start-3 sm:row-start-auto sm:col-start-auto"
              >
                <X className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          );
        })}
      </ul>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onChange([...items, newItem(withRates ? defaultRateId : undefined)])}
        disabled={items.length >= INVOICE_LIMITS.itemsMax}
      >
        <Plus className="h-4 w-4" aria-hidden /> {t.addItem}
      </Button>
    </fieldset>
  );
}
