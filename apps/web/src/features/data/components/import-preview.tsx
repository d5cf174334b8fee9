import { CLIENT_IMPORT_FIELDS, type ClientImportField } from '@atelier/shared';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { remap } from '@/lib/csv';
import { useMessages } from '@/lib/i18n/i18n';
import type { CheckedRow, ColumnMapping } from './client-import';
import { dataMessages, type DataMessages } from './data-messages';

export const PREVIEW_ROWS = 5;
const PROBLEMS_SHOWN = 20;
const SKIP = 'skip';

export function fieldLabel(t: DataMessages, field: string): string {
  const labels: Record<ClientImportField, string> = {
    name: t.fieldName,
    email: t.fieldEmail,
    phone: t.fieldPhone,
    address: t.fieldAddress,
    notes: t.fieldNotes,
    status: t.fieldStatus,
  };
  return labels[field as ClientImportField] ?? field;
}

/** One select per CSV column: which client field it fills, or none. */
export function ColumnMappingForm({
  headers,
  mapping,
  onChange,
}: {
  headers: string[];
  mapping: ColumnMapping;
  onChange: (next: ColumnMapping) => void;
}) {
  const t = useMessages(dataMessages);
  const options = [{ value: SKIP, label: t.skipColumn }, ...CLIENT_IMPORT_FIELDS.map((f) => ({ value: f, label: fieldLabel(t, f) }))];
  const choose = (index: number, value: string) => {
    // A field goes into one column only: choosing it here frees it elsewhere.
    onChange(remap(mapping, index, value === SKIP ? '' : (value as ClientImportField)));
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">{t.mappingTitle}</legend>
      <p className="text-sm text-muted-foreground">{t.mappingDescription}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {headers.map((header, i) => (
          <Field key={`${i}-${header}`} label={t.columnLabel({ name: header || String(i + 1) })}>
            {(control) => <Select {...control} value={mapping[i] || SKIP} onValueChange={(v) => choose(i, v)} options={options} />}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

/** The first rows as they will be imported, in the mapped fields only. */
export function PreviewTable({ rows, mapping, total }: { rows: CheckedRow[]; mapping: ColumnMapping; total: number }) {
  const t = useMessages(dataMessages);
  const fields = CLIENT_IMPORT_FIELDS.filter((f) => mapping.includes(f));
  const shown = rows.slice(0, PREVIEW_ROWS);
  const caption = t.previewCaption({ shown: shown.length, total });
  return (
    <section className="space-y-2" aria-label={t.previewTitle}>
      <h4 className="text-sm font-semibold">{t.previewTitle}</h4>
      {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
      <div className="overflow-x-auto rounded-lg border border-border" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full text-start text-sm" data-testid="import-preview">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t.rowHeader}
              </th>
              {fields.map((f) => (
                <th key={f} scope="col" className="px-3 py-2 font-medium">
                  {fieldLabel(t, f)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.line} className={row.problems.length ? 'bg-destructive-soft' : undefined}>
                <th scope="row" className="px-3 py-2 font-normal text-muted-foreground">
                  {row.line}
                </th>
                {fields.map((f) => (
                  <td key={f} className="max-w-48 truncate px-3 py-2">
                    {String((row.body as Record<string, unknown>)[f] ?? '')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Every row that cannot be imported, with the reason, as the shared schema says it. */
export function ProblemList({ rows }: { rows: CheckedRow[] }) {
  const t = useMessages(dataMessages);
  if (rows.length === 0) return null;
  const shown = rows.slice(0, PROBLEMS_SHOWN);
  return (
    <section
      className="space-y-2 rounded-lg border border-destructive/40 p-4"
      aria-label={t.problemsTitle(rows.length)}
      data-testid="import-problems"
    >
      <h4 className="text-sm font-semibold text-destructive">{t.problemsTitle(rows.length)}</h4>
      <p className="text-sm text-muted-foreground">{t.problemsHint}</p>
      <ul className="space-y-1 text-sm">
        {shown.map((row) => (
          <li key={row.line}>
            <span className="font-medium">{t.problemRow({ line: row.line })}</span>
            {': '}
            {row.problems.map((p) => `${fieldLabel(t, p.field)} — ${p.message}`).join('; ')}
          </li>
        ))}
      </ul>
      {rows.length > shown.length && <p className="text-sm text-muted-foreground">{t.moreProblems(rows.length - shown.length)}</p>}
    </section>
  );
}
