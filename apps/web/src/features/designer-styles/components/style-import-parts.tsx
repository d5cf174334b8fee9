import { DESIGNER_STYLE_IMPORT_FIELDS, type DesignerStyleImportField } from '@atelier/shared';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { remap } from '@/lib/csv';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { designerStyleMessages } from '../messages';
import type { LineProblem, StyleColumns } from './designer-style-import';

const SKIP = 'skip';
const PROBLEMS_SHOWN = 50;

/** A style field's name as the form labels it, so a refusal names the field the user knows. */
function useFieldLabels(): Record<DesignerStyleImportField, string> {
  const t = useMessages(designerStyleMessages);
  const { currencySymbol: currency } = useFormat();
  return {
    styleNumber: t.styleNumber,
    name: t.name,
    fabric: t.fabric,
    colours: t.colours,
    sizes: t.sizes,
    cost: t.cost({ currency }),
    retail: t.retail({ currency }),
    note: t.note,
  };
}

/** One select per CSV column: which style field it fills, or none; a field reads one column only. */
export function StyleColumnsForm({
  headers,
  mapping,
  onChange,
}: {
  headers: readonly string[];
  mapping: StyleColumns;
  onChange: (next: StyleColumns) => void;
}) {
  const t = useMessages(designerStyleMessages);
  const labels = useFieldLabels();
  const options = [{ value: SKIP, label: t.skipColumn }, ...DESIGNER_STYLE_IMPORT_FIELDS.map((f) => ({ value: f, label: labels[f] }))];
  const choose = (index: number, value: string) =>
    onChange(remap(mapping, index, value === SKIP ? '' : (value as DesignerStyleImportField)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">{t.columnsTitle}</legend>
      <p className="text-sm text-muted-foreground">{t.columnsDescription}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {headers.map((header, i) => (
          <Field key={`${i}-${header}`} label={t.column({ name: header || String(i + 1) })}>
            {(control) => <Select {...control} value={mapping[i] || SKIP} onValueChange={(v) => choose(i, v)} options={options} />}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

/** Every refusal as "Line N — field: message", the line a spreadsheet shows; nothing is sent while there is one. */
export function StyleProblemList({ problems }: { problems: readonly LineProblem[] }) {
  const t = useMessages(designerStyleMessages);
  const labels = useFieldLabels();
  if (problems.length === 0) return null;
  const lines = new Set(problems.map((p) => p.line)).size;
  const shown = problems.slice(0, PROBLEMS_SHOWN);
  return (
    <section
      className="space-y-2 rounded-lg border border-destructive/40 p-4"
      aria-label={t.problemsTitle(lines)}
      data-testid="import-problems"
    >
      <h3 className="text-sm font-semibold text-destructive">{t.problemsTitle(lines)}</h3>
      <p className="text-sm text-muted-foreground">{t.problemsHint}</p>
      <ul className="space-y-1 text-sm">
        {shown.map((p) => (
          <li key={`${p.line}-${p.field}`}>{t.problem({ line: p.line, field: labels[p.field] ?? p.field, message: p.message })}</li>
        ))}
      </ul>
      {problems.length > shown.length && <p className="text-sm text-muted-foreground">{t.moreProblems(problems.length - shown.length)}</p>}
    </section>
  );
}
