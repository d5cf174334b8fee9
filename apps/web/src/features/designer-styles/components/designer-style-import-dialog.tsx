import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Select } from '@/components/ui/select';
import { useSuppliers } from '@/features/purchasing';
import { fieldErrorsOf } from '@/lib/api-client';
import { readCsvFile, type ParsedCsv } from '@/lib/csv';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { useImportDesignerStyles } from '../api/designer-styles-api';
import { designerStyleMessages } from '../messages';
import { autoMapStyles, checkStyles, hasNeededColumns, problemsOf, type StyleColumns } from './designer-style-import';
import { StyleColumnsForm, StyleProblemList } from './style-import-parts';

const FORM_ID = 'designer-style-import';
const FILE_INPUT =
  'block w-full text-sm file:me-3 file:rounded-lg file:border file:border-input file:bg-card file:px-3 file:py-2 ' +
  'file:text-sm file:font-medium file:text-foreground hover:file:bg-muted';

/**
 * The import's state: the designer, the file and its columns, every row checked as the form reads a
 * style, and the server's refusals of the last try, which a new choice clears.
 */
function useStyleImport() {
  const t = useMessages(designerStyleMessages);
  const format = useFormat();
  const [designerId, setDesignerId] = useState('');
  const [csv, setCsv] = useState<ParsedCsv | null>(null);
  const [mapping, setMapping] = useState<StyleColumns>([]);
  const [fileError, setFileError] = useState<string>();
  const [refused, setRefused] = useState<Record<string, string>>({});
  const { language, currency } = format;
  const checked = useMemo(
    () => (csv ? checkStyles(csv.rows, mapping, designerId, { language, currency }) : null),
    [csv, mapping, designerId, language, currency],
  );
  const { problems, other } = problemsOf({ ...checked?.errors, ...refused }, checked?.lines ?? []);
  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setCsv(null);
    setFileError(undefined);
    setRefused({});
    if (!file) return;
    const read = await readCsvFile(file);
    if (!read.ok) return setFileError({ tooLarge: t.fileTooLarge, empty: t.fileEmpty, unreadable: t.fileUnreadable }[read.problem]);
    setMapping(autoMapStyles(read.csv.headers));
    setCsv(read.csv);
  };
  const changed =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      setRefused({});
      set(value);
    };
  return {
    designerId,
    chooseDesigner: changed(setDesignerId),
    csv,
    mapping,
    changeMapping: changed(setMapping),
    chooseFile,
    fileError,
    checked,
    problems,
    other,
    setRefused,
  };
}

/**
 * 'Import CSV' on the catalogue (decision 213): the designer, a CSV of their line, its columns mapped
 * from its header, and every refused row listed by its line; nothing is sent while one is refused,
 * and the server's refusals land on the same lines. All rows are stored, or none.
 */
export function DesignerStyleImportDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages(designerStyleMessages);
  const state = useStyleImport();
  const suppliers = useSuppliers();
  const importLine = useImportDesignerStyles();
  const { checked, csv, other } = state;
  const designers = suppliers.items.map((s) => ({ value: s.id, label: s.name }));
  const columnsChosen = hasNeededColumns(state.mapping);
  const ready = Boolean(checked && state.designerId && columnsChosen && state.problems.length === 0 && Object.keys(other).length === 0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!checked || !ready) return;
    try {
      await importLine.mutateAsync(checked.body);
      onClose();
    } catch (err) {
      // The query client has toasted it; a row's refusal is listed on its line.
      state.setRefused(fieldErrorsOf(err));
    }
  };

  return (
    <FormDialog
      title={t.importTitle}
      description={t.importDescription}
      formId={FORM_ID}
      submitLabel={t.importButton(checked?.body.rows.length ?? 0)}
      submitDisabled={!ready}
      isSaving={importLine.isPending}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <Field
          label={t.designer}
          error={state.designerId ? other.designerId : undefined}
          hint={designers.length === 0 && !suppliers.isLoading ? t.noDesignerYet : undefined}
        >
          {(p) => (
            <Select
              {...p}
              value={state.designerId}
              onValueChange={state.chooseDesigner}
              placeholder={t.chooseDesigner}
              options={designers}
            />
          )}
        </Field>
        <Field label={t.importFile} hint={t.importFileHint} error={state.fileError}>
          {(p) => <input {...p} type="file" accept=".csv,text/csv" className={FILE_INPUT} onChange={(e) => void state.chooseFile(e)} />}
        </Field>
        {csv && (
          <>
            <StyleColumnsForm headers={csv.headers} mapping={state.mapping} onChange={state.changeMapping} />
            {!columnsChosen && <Alert variant="error">{t.neededColumns}</Alert>}
            {columnsChosen && other.rows && <Alert variant="error">{other.rows}</Alert>}
            {columnsChosen && <StyleProblemList problems={state.problems} />}
          </>
        )}
      </form>
    </FormDialog>
  );
}
