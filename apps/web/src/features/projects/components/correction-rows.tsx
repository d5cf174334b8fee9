import {
  DESIGNS,
  FIT_UNITS,
  FREESEWING_MEASUREMENTS,
  GARMENT_TEMPLATES,
  type FitTarget,
  type FitUnit,
  type GeneratorDesign,
} from '@atelier/shared';
import { Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import type { FittingTexts } from '@/features/fittings';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useFitOptions } from '@/features/fittings';
import { newRow, type CorrectionRow } from './fitting-form';
import { sizeInputProps } from '@/components/ui/size-input';

/** Names the list suggests for a measurement: the built-in garments' and the generator's (decision 038). */
const MEASUREMENT_NAMES = [
  ...new Set([...Object.values(GARMENT_TEMPLATES).flat(), ...Object.values(FREESEWING_MEASUREMENTS).map((m) => m.label)]),
].sort();

/** The design's correctable options, offered as the name of an option correction. */
function OptionList({ id, design }: { id: string; design: string }) {
  const options = useFitOptions(design).data ?? [];
  return (
    <datalist id={id}>
      {options.map((o) => (
        <option key={o.name} value={o.name} />
      ))}
    </datalist>
  );
}

type Props = {
  rows: CorrectionRow[];
  /** The names of the client's own measurements (their garments, the studio's templates): offered first. */
  clientNames: readonly string[];
  onChange: (rows: CorrectionRow[]) => void;
  errorOf: (path: string) => string | undefined;
  /** Clears one path's error: editing a field takes its error away, as everywhere. */
  clearError: (path: string) => void;
  t: FittingTexts;
};

/**
 * The corrections of the fitting form (decision 086): one fieldset a row, added and removed with
 * buttons; a measurement's name is suggested from the client's own records first, then the built-in
 * lists; after a removal focus goes to 'Add correction', after an addition to the new row.
 */
export function CorrectionRows({ rows, clientNames, onChange, errorOf, clearError, t }: Props) {
  const listId = useId();
  const suggested = [...new Set([...clientNames, ...MEASUREMENT_NAMES])];
  const addButton = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const set = (key: number, patch: Partial<CorrectionRow>) => {
    const i = rows.findIndex((r) => r.key === key);
    for (const field of Object.keys(patch)) clearError(`corrections.${i}.${field}`);
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  };
  const add = () => {
    onChange([...rows, newRow(rows.at(-1)?.design ?? '')]);
    setTimeout(
      () => container.current?.querySelector<HTMLElement>('fieldset:last-of-type input, fieldset:last-of-type button')?.focus(),
      0,
    );
  };
  const remove = (key: number) => {
    onChange(rows.filter((r) => r.key !== key));
    setTimeout(() => addButton.current?.focus(), 0);
  };
  const targets = [
    { value: 'measurement', label: t.targetMeasurement },
    { value: 'option', label: t.targetOption },
  ];
  return (
    <div ref={container} className="space-y-3">
      <datalist id={listId}>
        {suggested.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {rows.length === 0 && <p className="text-sm text-muted-foreground">{t.noCorrections}</p>}
      {rows.map((row, i) => (
        <fieldset key={row.key} className="space-y-3 rounded-md border border-border p-3">
          {row.target === 'option' && <OptionList id={`${listId}-${row.key}`} design={row.design} />}
          {/* The legend first in the fieldset, so it names the group; the remove button floats beside it. */}
          <legend className="float-left pt-2 text-sm font-medium">{t.correctionN({ n: String(i + 1) })}</legend>
          <Button
            variant="ghost"
            size="icon"
            className="float-right"
            aria-label={t.removeCorrection({ n: String(i + 1) })}
            onClick={() => remove(row.key)}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
          <div className="clear-both grid gap-3 sm:grid-cols-2">
            <Field label={t.target} error={errorOf(`corrections.${i}.target`)}>
              {(control) => (
                <Select {...control} value={row.target} onValueChange={(v) => set(row.key, { target: v as FitTarget })} options={targets} />
              )}
            </Field>
            {row.target === 'option' && (
              <Field label={t.design} error={errorOf(`corrections.${i}.design`)}>
                {(control) => (
                  <Select
                    {...control}
                    value={row.design}
                    onValueChange={(v) => set(row.key, { design: v as GeneratorDesign })}
                    options={DESIGNS.map((d) => ({ value: d.id, label: d.name }))}
                  />
                )}
              </Field>
            )}
            <Field label={t.name} hint={row.target === 'option' ? t.nameHint : undefined} error={errorOf(`corrections.${i}.name`)}>
              {(control) => (
                <Input
                  {...control}
                  value={row.name}
                  list={row.target === 'measurement' ? listId : `${listId}-${row.key}`}
                  autoComplete="off"
                  onChange={(e) => set(row.key, { name: e.target.value })}
                />
              )}
            </Field>
            <div className="grid grid-cols-[1fr_6rem] gap-2">
              <Field label={t.change} error={errorOf(`corrections.${i}.change`)}>
                {(control) => (
                  <Input {...control} {...sizeInputProps()} value={row.change} onChange={(e) => set(row.key, { change: e.target.value })} />
                )}
              </Field>
              <Field label={t.unit} error={errorOf(`corrections.${i}.unit`)}>
                {(control) => (
                  <Select
                    {...control}
                    value={row.unit}
                    onValueChange={(v) => set(row.key, { unit: v as FitUnit })}
                    options={FIT_UNITS.map((u) => ({ value: u, label: u }))}
                  />
                )}
              </Field>
            </div>
          </div>
          <Field label={t.reason} optional error={errorOf(`corrections.${i}.reason`)}>
            {(control) => <Input {...control} value={row.reason} onChange={(e) => set(row.key, { reason: e.target.value })} />}
          </Field>
        </fieldset>
      ))}
      <Button ref={addButton} variant="outline" size="sm" onClick={add}>
        {t.addCorrection}
      </Button>
    </div>
  );
}
