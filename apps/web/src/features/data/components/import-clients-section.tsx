import { cn } from '@/lib/cn';
import { useMemo, useState, type ChangeEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { useMessages } from '@/lib/i18n/i18n';
import { useImportClients } from '../api/data-api';
import { readCsvFile, type ParsedCsv } from '@/lib/csv';
import { autoMapClients, checkRows, tooManyRows, type ColumnMapping } from './client-import';
import { dataMessages } from './data-messages';
import { ColumnMappingForm, PreviewTable, ProblemList } from './import-preview';

/**
 * Import clients from a spreadsheet's CSV (decision 026): choose a file, map its columns,
 * see the rows that fail and why, then import all good rows in one call (all or none).
 */
export function ImportClientsSection() {
  const t = useMessages(dataMessages);
  const [csv, setCsv] = useState<ParsedCsv | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const importClients = useImportClients();

  const checked = useMemo(() => (csv ? checkRows(csv.rows, mapping) : []), [csv, mapping]);
  const good = checked.filter((r) => r.problems.length === 0);
  const bad = checked.filter((r) => r.problems.length > 0);
  const nameMapped = mapping.includes('name');

  const reset = () => {
    setCsv(null);
    setMapping([]);
    setInputKey((k) => k + 1);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setCsv(null);
    setFileError(null);
    if (!file) return;
    const read = await readCsvFile(file);
    if (!read.ok) return setFileError({ tooLarge: t.fileTooLarge, empty: t.fileEmpty, unreadable: t.fileUnreadable }[read.problem]);
    setMapping(autoMapClients(read.csv.headers));
    setCsv(read.csv);
  };

  const submit = async () => {
    try {
      await importClients.mutateAsync(good.map((r) => r.body));
      reset();
    } catch {
      // Shown by the shared error handler: the server's message as a toast, and
      // the plan's client limit opens /pricing like every other plan refusal.
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.importTitle}</CardTitle>
        <CardDescription>{t.importDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <Field label={t.fileLabel} hint={t.fileHint} error={fileError ?? undefined}>
          {(control) => (
            <input
              key={inputKey}
              {...control}
              type="file"
              accept=".csv,text/csv"
              className={cn(
                'block w-full text-sm file:me-3 file:rounded-lg file:border file:border-input file:bg-card file:px-3 file:py-2',
                'file:text-sm file:font-medium file:text-foreground hover:file:bg-muted',
              )}
              onChange={(e) => void onFile(e)}
              data-testid="import-file"
            />
          )}
        </Field>

        {csv && (
          <>
            <ColumnMappingForm headers={csv.headers} mapping={mapping} onChange={setMapping} />
            {!nameMapped && <Alert variant="error">{t.nameRequired}</Alert>}
            {nameMapped && <PreviewTable rows={checked} mapping={mapping} total={checked.length} />}
            {nameMapped && <ProblemList rows={bad} />}
            {tooManyRows(good.length) && <Alert variant="error">{t.tooMany}</Alert>}
            <div className="flex flex-wrap gap-3">
              <Button
                onClick={() => void submit()}
                loading={importClients.isPending}
                disabled={!nameMapped || good.length === 0 || tooManyRows(good.length)}
              >
                {importClients.isPending ? t.importing : t.importButton(good.length)}
              </Button>
              <Button variant="outline" onClick={reset} disabled={importClients.isPending}>
                {t.chooseAnother}
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
