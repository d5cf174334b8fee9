import { GARMENT_TYPES, type GarmentType, type Service } from '@atelier/shared';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useFormat } from '@/lib/use-format';
import { ticketMessages } from '../messages';
import { emptyLine, type GarmentValues, type LineValues } from './ticket-form';
import { NumberInput } from '@/components/ui/number-input';
import { moneyRule, WHOLE_RULE } from '@/lib/typed-number';

type Errors = Record<string, string>;

/** One line: a service of the price list with its quantity, or other work described with its price. */
function LineFields({
  line,
  path,
  services,
  errors,
  onChange,
  onRemove,
}: {
  line: LineValues;
  path: string;
  services: readonly Service[];
  errors: Errors;
  onChange: (line: LineValues) => void;
  onRemove?: () => void;
}) {
  const t = useMessages(ticketMessages);
  const format = useFormat();
  const set = (patch: Partial<LineValues>) => onChange({ ...line, ...patch });
  const serviceLabel = (s: Service) => (s.price === null ? s.name : `${s.name} · ${format.money(s.price)}`);
  return (
    <div className="grid grid-cols-[1fr_4.5rem_auto] items-end gap-2" data-testid="ticket-line">
      {line.free ? (
        <div className="col-span-3 grid grid-cols-[1fr_7rem] gap-2 sm:col-span-1">
          <Field label={t.freeDescription} error={errors[`${path}.description`]}>
            {(p) => <Input {...p} value={line.description} onChange={(e) => set({ description: e.target.value })} className="h-11" />}
          </Field>
          <Field label={t.price({ currency: format.currencySymbol })} error={errors[`${path}.price`]}>
            {(p) => (
              <NumberInput
                {...p}
                rule={moneyRule(format.currency)}
                value={line.price}
                onChange={(e) => set({ price: e.target.value })}
                className="h-11"
              />
            )}
          </Field>
        </div>
      ) : (
        <Field label={t.service} error={errors[`${path}.serviceId`]} className="col-span-3 sm:col-span-1">
          {(p) => (
            <Select
              {...p}
              value={line.serviceId}
              onValueChange={(serviceId) => set({ serviceId })}
              placeholder={t.chooseService}
              options={services.map((s) => ({ value: s.id, label: serviceLabel(s) }))}
              className="h-11"
            />
          )}
        </Field>
      )}
      <Field label={t.quantity} error={errors[`${path}.quantity`]} className="col-start-2 sm:col-start-auto">
        {(p) => (
          <NumberInput
            {...p}
            rule={WHOLE_RULE}
            value={line.quantity}
            onChange={(e) => set({ quantity: e.target.value })}
            className="h-11"
          />
        )}
      </Field>
      {onRemove ? (
        <Button variant="ghost" size="icon" onClick={onRemove} aria-label={t.removeLine} className="h-11 w-11">
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      ) : (
        <span />
      )}
    </div>
  );
}

/** One garment of the ticket: what it is, its services and other work, its notes. */
export function GarmentFields({
  garment,
  index,
  services,
  errors,
  onChange,
  onRemove,
}: {
  garment: GarmentValues;
  index: number;
  services: readonly Service[];
  errors: Errors;
  onChange: (garment: GarmentValues) => void;
  onRemove?: () => void;
}) {
  const t = useMessages(ticketMessages);
  const labels = useLabels();
  const path = `garments.${index}`;
  const set = (patch: Partial<GarmentValues>) => onChange({ ...garment, ...patch });
  const setLine = (i: number, line: LineValues) => set({ lines: garment.lines.map((l, j) => (j === i ? line : l)) });
  const number = index + 1;
  return (
    <fieldset className="space-y-3 rounded-xl border border-border p-4" data-testid="ticket-garment">
      <legend className="float-left pt-2 text-base font-semibold">{t.garment({ number })}</legend>
      {onRemove && (
        <Button variant="ghost" size="icon" onClick={onRemove} aria-label={t.removeGarment({ number })} className="float-right h-11 w-11">
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      )}
      <div className="clear-both" />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t.garmentDescription} error={errors[`${path}.description`]}>
          {(p) => (
            <Input
              {...p}
              value={garment.description}
              onChange={(e) => set({ description: e.target.value })}
              placeholder={t.garmentPlaceholder}
              className="h-11"
            />
          )}
        </Field>
        <Field label={t.garmentType} optional>
          {(p) => (
            <Select
              {...p}
              value={garment.garmentType || 'none'}
              onValueChange={(v) => set({ garmentType: v === 'none' ? '' : (v as GarmentType) })}
              options={[{ value: 'none', label: t.anyType }, ...GARMENT_TYPES.map((g) => ({ value: g, label: labels.garment(g) }))]}
              className="h-11"
            />
          )}
        </Field>
      </div>
      <div className="space-y-3" role="group" aria-label={t.services}>
        {garment.lines.map((line, i) => (
          <LineFields
            key={line.key}
            line={line}
            path={`${path}.lines.${i}`}
            services={services}
            errors={errors}
            onChange={(next) => setLine(i, next)}
            onRemove={garment.lines.length > 1 ? () => set({ lines: garment.lines.filter((_, j) => j !== i) }) : undefined}
          />
        ))}
        {errors[`${path}.lines`] && <p className="text-xs font-medium text-destructive">{errors[`${path}.lines`]}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => set({ lines: [...garment.lines, emptyLine()] })} className="h-11">
          <Plus className="h-4 w-4" aria-hidden /> {t.addService}
        </Button>
        <Button variant="outline" onClick={() => set({ lines: [...garment.lines, emptyLine(true)] })} className="h-11">
          <Plus className="h-4 w-4" aria-hidden /> {t.addFreeLine}
        </Button>
      </div>
      <Field label={t.notes} optional error={errors[`${path}.notes`]}>
        {(p) => <Input {...p} value={garment.notes} onChange={(e) => set({ notes: e.target.value })} className="h-11" />}
      </Field>
    </fieldset>
  );
}
