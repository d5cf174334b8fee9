import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { handleError } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { saveFile } from '@/lib/save-file';
import { dataApi } from '../api/data-api';
import { dataMessages } from './data-messages';

/** Downloads the whole account as one ZIP (decision 026); every plan may. */
export function ExportSection() {
  const t = useMessages(dataMessages);
  const [busy, setBusy] = useState(false);

  const exportData = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await dataApi.exportData();
      saveFile(blob, filename ?? `atelier-export-${new Date().toISOString().slice(0, 10)}.zip`);
      toast.success(t.exported);
    } catch (err) {
      handleError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.exportTitle}</CardTitle>
        <CardDescription>{t.exportDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => void exportData()} loading={busy}>
          {!busy && <Download className="h-4 w-4" aria-hidden />}
          {busy ? t.exporting : t.exportButton}
        </Button>
      </CardContent>
    </Card>
  );
}
