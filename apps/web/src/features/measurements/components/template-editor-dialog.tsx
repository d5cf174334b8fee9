import {
  createGarmentTemplateBodySchema,
  GARMENT_TYPES,
  templateMeasurementSchema,
  type CreateGarmentTemplateBody,
  type GarmentTemplate,
  type GarmentType,
} from '@atelier/shared';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { maxLengthOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { useCreateTemplate, useUpdateTemplate } from '../api/garment-templates-api';
import { garmentMessages, type GarmentTexts } from '../garment-messages';
import {
  toTemplateBody,
  emptyTemplateForm,
  mapTemplateErrors,
  moveRow,
  newTemplateRow,
  rowField,
  startFromBuiltIn,
  templateToForm,
  type TemplateFormValues,
  type TemplateRow,
} from './template-form';

const FORM_ID = 'garment-template-form';
const NAME_MAX = maxLengthOf(createGarmentTemplateBodySchema.shape.name);
const ROW_NAME_MAX = maxLengthOf(templateMeasurementSchema.shape.name);
const HINT_MAX = maxLengthOf(templateMeasurementSchema.shape.hint);
/** Radix's select has no empty value: the studio's usual unit is this one. */
const USUAL = 'usual';

type RowProps = {
  row: TemplateRow;
  index: number;
  last: boolean;
  errors: Record<string, string>;
  t: GarmentTexts;
  onChange: (patch: Partial<TemplateRow>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** One measurement: name, hint, unit, and buttons to move it and take it out (reachable by keyboard). */
function RowEditor({ row, index, last, errors, t, onChange, onMove, onRemove }: RowProps) {
  const labels = useLabels();
  const n = index + 1;
  const who = row.name.trim() || t.rowFallback({ n });
  const nameErr = errors[rowField(row.key, 'name')];
  const hintErr = errors[rowField(row.key, 'hint')];
  const errorId = `${row.key}-error`;
  const described = nameErr || hintErr ? errorId : undefined;
  return (
    <li className="rounded-lg border border-border p-3" data-testid="template-row">
      <div className="mb-1 flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-muted-foreground" aria-hidden>
          {n}.
        </span>
        <div className="flex gap-1">
          <Button
            id={`${row.key}-up`}
            variant="ghost"
            size="icon"
            disabled={index === 0}
            aria-label={t.moveUp({ name: who })}
            onClick={() => onMove(-1)}
          >
            <ArrowUp className="h-4 w-4" aria-hidden />
          </Button>
          <Button
            id={`${row.key}-down`}
            variant="ghost"
            size="icon"
            disabled={last}
            aria-label={t.moveDown({ name: who })}
            onClick={() => onMove(1)}
          >
            <ArrowDown className="h-4 w-4" aria-hidden />
          </Button>
          <Button id={`${row.key}-remove`} variant="ghost" size="icon" aria-label={t.remove({ name: who })} onClick={onRemove}>
            <X className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
        <div className="space-y-1.5">
          <Label htmlFor={`${row.key}-name`}>{t.nameLabel}</Label>
          <Input
            id={`${row.key}-name`}
            aria-label={t.rowName({ n })}
            aria-invalid={nameErr ? true : undefined}
            aria-describedby={described}
            value={row.name}
            maxLength={ROW_NAME_MAX}
            onChange={(e) => onChange({ name: e.target.value })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${row.key}-unit`}>{t.unitLabel}</Label>
          <Select
            id={`${row.key}-unit`}
            aria-label={t.rowUnit({ n })}
            value={row.unit || USUAL}
            onValueChange={(v) => onChange({ unit: v === USUAL ? '' : (v as TemplateRow['unit']) })}
            options={[
              { value: USUAL, label: t.usualUnit },
              { value: 'inches', label: labels.unitName('inches') },
              { value: 'cm', label: labels.unitName('cm') },
            ]}
          />
        </div>
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor={`${row.key}-hint`}>{t.hintLabel}</Label>
          <Input
            id={`${row.key}-hint`}
            aria-label={t.rowHint({ n })}
            aria-invalid={hintErr ? true : undefined}
            aria-describedby={described}
            placeholder={t.hintPlaceholder}
            value={row.hint}
            maxLength={HINT_MAX}
            onChange={(e) => onChange({ hint: e.target.value })}
          />
        </div>
      </div>
      {(nameErr || hintErr) && <FieldError id={errorId}>{[nameErr, hintErr].filter(Boolean).join('. ')}</FieldError>}
    </li>
  );
}

/**
 * A studio garment created or edited (decision 078): its name and its measurements in the order
 * they are taken. Rows move with buttons, so the keyboard does all a pointer can; the focus stays
 * on the button pressed (or goes to its neighbour) as the row moves or goes.
 */
export function TemplateEditorDialog({ template, onClose }: { template: GarmentTemplate | null; onClose: () => void }) {
  const t = useMessages(garmentMessages);
  const labels = useLabels();
  const form = useForm<TemplateFormValues>(() => (template ? templateToForm(template) : emptyTemplateForm()));
  const { values, setValues } = form;
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const builtInId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusNext, setFocusNext] = useState<string | null>(null);

  // After a move or a removal, the keyboard's place: the element with that id, else the add button.
  useEffect(() => {
    if (focusNext === null) return;
    const target = document.getElementById(focusNext) as HTMLButtonElement | null;
    (target && !target.disabled ? target : addButton.current)?.focus();
    setFocusNext(null);
  }, [focusNext, values.rows]);

  const setRows = (rows: TemplateRow[]) => setValues((v) => ({ ...v, rows }));
  const patchRow = (key: string, patch: Partial<TemplateRow>) => {
    setRows(values.rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
    for (const part of Object.keys(patch) as ('name' | 'hint' | 'unit')[]) form.clear(rowField(key, part));
  };
  const move = (row: TemplateRow, index: number, by: -1 | 1) => {
    setRows(moveRow(values.rows, row.key, by));
    const atEnd = by === -1 ? index + by === 0 : index + by === values.rows.length - 1;
    setFocusNext(`${row.key}-${atEnd ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}`);
  };
  const remove = (index: number) => {
    const rest = values.rows.filter((_, i) => i !== index);
    setRows(rest);
    const neighbour = rest[index] ?? rest[index - 1];
    setFocusNext(neighbour ? `${neighbour.key}-remove` : 'none');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const built = toTemplateBody(values, t.enterName);
    const toFields = (errors: Record<string, string>) => (built.ok ? mapTemplateErrors(errors, built.sources) : errors);
    const save = (body: CreateGarmentTemplateBody) => (template ? update.mutateAsync({ id: template.id, body }) : create.mutateAsync(body));
    if (await form.submit(built, save, toFields)) onClose();
  };

  const builtIns = GARMENT_TYPES.filter((g) => g !== 'other').map((g) => ({ value: g, label: labels.garment(g) }));
  return (
    <FormDialog
      title={template ? t.editTitle : t.createTitle}
      description={t.formDescription}
      formId={FORM_ID}
      submitLabel={t.save}
      isSaving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <Field label={t.name} error={form.errors.name}>
          {(p) => <Input {...p} value={values.name} onChange={form.text('name')} maxLength={NAME_MAX} autoComplete="off" />}
        </Field>
        <div className="space-y-1.5">
          <Label htmlFor={builtInId}>{t.builtIn}</Label>
          <Select
            id={builtInId}
            aria-describedby={`${builtInId}-hint`}
            value=""
            placeholder={t.builtInPlaceholder}
            onValueChange={(g) => setRows(startFromBuiltIn(values.rows, g as GarmentType))}
            options={builtIns}
          />
          <p id={`${builtInId}-hint`} className="text-xs text-muted-foreground">
            {t.builtInHint}
          </p>
        </div>
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-semibold">{t.measurements}</legend>
          {values.rows.length === 0 && <p className="text-sm text-muted-foreground">{t.noRows}</p>}
          <ol className="space-y-3">
            {values.rows.map((row, i) => (
              <RowEditor
                key={row.key}
                row={row}
                index={i}
                last={i === values.rows.length - 1}
                errors={form.errors}
                t={t}
                onChange={(patch) => patchRow(row.key, patch)}
                onMove={(by) => move(row, i, by)}
                onRemove={() => remove(i)}
              />
            ))}
          </ol>
          {form.errors.measurements && <FieldError>{form.errors.measurements}</FieldError>}
          <Button ref={addButton} variant="outline" onClick={() => setRows([...values.rows, newTemplateRow()])}>
            <Plus className="h-4 w-4" aria-hidden /> {t.addRow}
          </Button>
        </fieldset>
      </form>
    </FormDialog>
  );
}
