import type { AnalyticsRange, AnalyticsTable } from '@atelier/shared';
import { Download } from 'lucide-react';
import { createContext, use, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { handleError } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { saveFile } from '@/lib/save-file';
import { analyticsApi, type Selection } from '../api/analytics-api';
import { analyticsMessages } from '../messages';
import { csvFilename } from './analytics-text';

/** What the tables on screen show, when the plan may download them (Enterprise); null otherwise. */
export const CsvExportContext = createContext<{ selection: Selection; range: AnalyticsRange } | null>(null);

/**
 * 'Download CSV' of one table (Enterprise's advanced analytics). Fetched with the
 * bearer token (decision 031) for the selection on screen and saved under the server's name.
 * Rendered only on Enterprise; the server refuses other plans anyway.
 */
export function CsvButton({ table, title }: { table: AnalyticsTable; title: string }) {
  const exportFor = use(CsvExportContext);
  const t = useMessages(analyticsMessages);
  const [busy, setBusy] = useState(false);
  if (!exportFor) return null;
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { blob, filename } = await analyticsApi.csv(table, exportFor.selection);
      saveFile(blob, filename ?? csvFilename(table, exportFor.range));
    } catch (err) {
      handleError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    // Not disabled while it runs (a disabled button drops keyboard focus); a second click waits.
    <Button
      variant="outline"
      size="sm"
      aria-busy={busy || undefined}
      onClick={() => void download()}
      aria-label={t.downloadCsvOf({ title })}
    >
      {busy ? <Spinner size="sm" /> : <Download className="h-4 w-4" aria-hidden />}
      {t.downloadCsv}
    </Button>
  );
}
