import { updateMaterialBodySchema, type MaterialKind, type MaterialMeasure } from '@atelier/shared';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { maxLengthsOf } from '@/lib/schema-limits';
import type { FormState } from '@/lib/use-form';
import { useFormat } from '@/lib/use-format';
import { materialMessages } from '../messages';
import { costPer, type MaterialFormValues } from './material-form';
import { unitLabelOf } from './material-texts';
import { materialUnits, quantityUnit } from './material-units';
import { NumberInput } from '@/components/ui/number-input';
import { COST_RULE } from './material-form';
import { sizeInputProps } from '@/components/ui/size-input';

type Form = { form: FormState<MaterialFormValues> };

// The update schema has every text field of the create's, with the same maxima.
export const LIMITS_OF = maxLengthsOf(updateMaterialBodySchema);

/** Sizes are typed as a tailor writes them (`3 1/2`, `69,5`): a text keyboard with the space and slash. */
const sizeInput = sizeInputProps();

/** Fabric or notion, and how a notion is counted; chosen once, when the material is added (decision 142). */
export function KindFields({ form }: Form) {
  const t = useMessages(materialMessages);
  const { values, errorOf, set } = form;
  const setKind = (kind: MaterialKind) => {
    set('kind', kind);
    if (kind === 'fabric') set('measure', 'length');
  };
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field label={t.kind} error={errorOf('kind')}>
        {(p) => (
          <Select
            {...p}
            value={values.kind}
            onValueChange={(v) => setKind(v as MaterialKind)}
            options={[
              { value: 'fabric', label: t.fabric },
              { value: 'notion', label: t.notion },
            ]}
          />
        )}
      </Field>
      {values.kind === 'notion' && (
        <Field label={t.measure} error={errorOf('measure')}>
          {(p) => (
            <Select
              {...p}
              value={values.measure}
              onValueChange={(v) => set('measure', v as MaterialMeasure)}
              options={[
                { value: 'count', label: t.byCount },
                { value: 'length', label: t.byLength },
              ]}
            />
          )}
        </Field>
      )}
    </div>
  );
}

/** A fabric's width and repeat in cm or inches (decision 146), and whether it has a nap. */
export function FabricFields({ form }: Form) {
  const t = useMessages(materialMessages);
  const { unit } = useFormat();
  const { values, errorOf, text, set } = form;
  const directionalId = useId();
  const width = unitLabelOf(t)(materialUnits(unit).width);
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={t.width({ unit: width })} error={errorOf('width')}>
          {(p) => <Input {...p} {...sizeInput} value={values.width} onChange={text('width')} />}
        </Field>
        <Field label={t.repeat({ unit: width })} optional error={errorOf('repeat')}>
          {(p) => <Input {...p} {...sizeInput} value={values.repeat} onChange={text('repeat')} />}
        </Field>
      </div>
      <div className="flex items-start gap-2">
        <Checkbox
          id={directionalId}
          checked={values.directional}
          onCheckedChange={(c) => set('directional', c === true)}
          aria-describedby={`${directionalId}-hint`}
        />
        <div>
          <Label htmlFor={directionalId}>{t.directional}</Label>
          <p id={`${directionalId}-hint`} className="text-xs text-muted-foreground">
            {t.directionalHint}
          </p>
        </div>
      </div>
    </>
  );
}

/**
 * The price, per metre, per yard (kept per metre, and the hint says so) or per unit, left out for a
 * role that does not see prices; and the low-stock level in the material's own unit.
 */
export function StockFields({ form, withCost }: Form & { withCost: boolean }) {
  const t = useMessages(materialMessages);
  const format = useFormat();
  const { values, errorOf, text } = form;
  const per = costPer(values.measure, format.unit);
  const costLabel = { metre: t.costPerMetre, yard: t.costPerYard, unit: t.costPerUnit }[per]({ symbol: format.currencySymbol });
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {withCost && (
        <Field label={costLabel} hint={per === 'yard' ? t.costPerYardHint : undefined} optional error={errorOf('cost')}>
          {(p) => <NumberInput {...p} rule={COST_RULE} value={values.cost} onChange={text('cost')} />}
        </Field>
      )}
      <Field
        label={t.lowStockLevel({ unit: unitLabelOf(t)(quantityUnit(values.measure, format.unit)) })}
        hint={t.lowStockHint}
        optional
        error={errorOf('lowStockLevel')}
      >
        {(p) => <Input {...p} {...sizeInput} value={values.lowStockLevel} onChange={text('lowStockLevel')} />}
      </Field>
    </div>
  );
}
