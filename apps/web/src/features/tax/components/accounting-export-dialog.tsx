import { ACCOUNTING_FORMATS, accountingExportQuerySchema, type AccountingExportQuery } from '@atelier/shared';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { handleError } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { saveFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { accountingExport, useTaxSettings } from '../api/tax-api';
import { taxMessages } from '../messages';
import { currentFiscalYear } from './fiscal-year';

const FORM_ID = 'accounting-export-form';
type Values = { format: AccountingExportQuery['format']; from: string; to: string };

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * 'Export for your accountant' (decision 167): the FEC or a CSV journal for the dates asked, the
 * current fiscal year to begin with; the file comes with the token in a header (decision 031).
 */
export function AccountingExportDialog({ onClose }: { onClose: () => void }) {
  const settings = useTaxSettings();
  // The dates start from the studio's fiscal year: the form waits for it (a failed load starts from January).
  if (!settings.data && !settings.isError) return null;
  return <ExportForm startMonth={settings.data?.fiscalYearStartMonth ?? 1} fec={settings.data?.country === 'FR'} onClose={onClose} />;
}

function ExportForm({ startMonth, fec, onClose }: { startMonth: number; fec: boolean; onClose: () => void }) {
  const t = useMessages(taxMessages);
  const form = useForm<Values>(() => ({ format: fec ? 'fec' : 'csv', ...currentFiscalYear(todayIso(), startMonth) }));
  const { values, set, text, errorOf } = form;
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const built = validateBody(accountingExportQuerySchema, values);
    if (!built.ok) return form.refuse(built.errors);
    if (built.body.to < built.body.from) return form.refuse({ to: t.dateOrder });
    setBusy(true);
    try {
      const { blob, filename } = await accountingExport(built.body);
      saveFile(blob, filename ?? `journal-${values.from}-${values.to}.${values.format === 'fec' ? 'txt' : 'csv'}`);
      toast.success(t.exportDone);
      onClose();
    } catch (err) {
      form.fromError(err);
      handleError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t.exportTitle}
      description={t.exportDescription}
      formId={FORM_ID}
      submitLabel={t.exportDownload}
      isSaving={busy}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={t.exportFormat} error={errorOf('format')} className="sm:col-span-2">
          {(p) => (
            <Select
              {...p}
              value={values.format}
              onValueChange={(v) => set('format', v as Values['format'])}
              options={ACCOUNTING_FORMATS.map((f) => ({ value: f, label: f === 'fec' ? t.exportFec : t.exportCsv }))}
            />
          )}
        </Field>
        <Field label={t.exportFrom} error={errorOf('from')}>
          {(p) => <Input {...p} type="date" value={values.from} onChange={text('from')} />}
        </Field>
        <Field label={t.exportTo} error={errorOf('to')}>
          {(p) => <Input {...p} type="date" value={values.to} onChange={text('to')} />}
        </Field>
        <p className="text-xs text-muted-foreground sm:col-span-2">{t.exportDatesHint}</p>
      </form>
    </FormDialog>
  );
}
