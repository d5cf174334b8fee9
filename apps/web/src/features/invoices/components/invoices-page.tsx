import type { Invoice } from '@atelier/shared';
import { FileDown, Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useEffect, useRef, useState } from 'react';
import { ListPage } from '@/components/layout/list-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CardList } from '@/components/ui/card-list';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { PageHeader } from '@/components/ui/page-header';
import { PlanUpgrade } from '@/features/billing';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useSession } from '@/lib/session-context';
import { ClientFilter, useClientRecord } from '@/features/clients';
import { useClientAddress } from '@/lib/use-client-address';
import { useServerSearch } from '@/lib/use-server-search';
import { AccountingExportDialog, useTaxTexts } from '@/features/tax';
import { can } from '@/lib/permissions';
import { useDeleteInvoice, useInvoiceRecord, useInvoices, useInvoiceSummary } from '../api/invoices-api';
import { invoiceMessages } from '../messages';
import { InvoiceDetailsDialog } from './invoice-details-dialog';
import { STATUS_FILTERS, type KindFilter, type StatusFilter } from './invoice-filters';
import { KindSelect } from './kind-select';
import { InvoiceFormDialog } from './invoice-form-dialog';
import { InvoiceCard, InvoiceRow } from './invoice-item';
import { InvoiceSummaryCards } from './invoice-summary-cards';
import { usePdfDownload } from './use-pdf-download';

type Open = { kind: 'form'; id: string | null } | { kind: 'details' | 'delete'; id: string } | null;

/**
 * /invoices (decision 031): summary cards, grid or list a page at a time, search and status filter
 * (both on the server, decision 069) and the four dialogs. A plan without invoices sees the
 * upgrade panel; a downgraded studio still sees the invoices it made, read-only.
 */
export function InvoicesPage() {
  const query = useServerSearch();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [kind, setKind] = useState<KindFilter>('all');
  // `?client=<id>`: one client's invoices; with `?new=1`, a new one for them (the client page, decision 126).
  const address = useClientAddress();
  const clientId = address.clientId || undefined;
  const narrowed = !!query.search || status !== 'all' || kind !== 'all' || !!clientId;
  const list = useInvoices({
    search: query.search,
    status: status === 'all' ? undefined : status,
    clientId,
    kind: kind === 'all' ? undefined : kind,
  });
  const { items: invoices, isLoading, error, errorCode, hasCache } = list;
  const remove = useDeleteInvoice();
  const { user } = useSession();
  const pdf = usePdfDownload();
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [open, setOpen] = useState<Open>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const t = useMessages(invoiceMessages);
  const tt = useTaxTexts();
  const labels = useLabels();

  // Premium and Enterprise while paid or in trial (the server's effective plan, decision 013).
  const canChange = !!user && user.plan !== 'free' && user.isSubActive;
  // The server keeps a downgraded studio's invoices readable (decision 028), so a Free studio's list
  // answers 200: with nothing to read, the plan's upgrade panel is what the page has to say.
  const gated =
    errorCode === 'FEATURE_NOT_AVAILABLE' || (!canChange && !narrowed && !isLoading && !error && hasCache && invoices.length === 0);
  const summary = useInvoiceSummary(errorCode !== 'FEATURE_NOT_AVAILABLE');
  const filterOptions = STATUS_FILTERS.map((s) => ({ value: s, label: s === 'all' ? t.allStatuses : labels.invoiceStatus(s) }));
  const listed: Invoice | undefined = open && open.id ? invoices.find((i) => i.id === open.id) : undefined;
  // A document opened by its link (a credit note from its invoice) may be in no loaded page: read by id.
  const record = useInvoiceRecord(open?.kind === 'details' && !listed ? open.id : undefined);
  const current = listed ?? (open?.kind === 'details' && record?.id === open.id ? record : undefined);
  const canExport = can(user, 'accounting.export');
  const [exporting, setExporting] = useState(false);
  // Send by email needs to know whether the client has an address: read by id when not in a loaded page.
  const currentClient = useClientRecord(open?.kind === 'details' ? current?.clientId?.id : undefined);
  const close = () => setOpen(null);
  // Read once, as /clients?new=1 is: Add Invoice takes focus first, so the dialog returns it there.
  const { wantsNew, dropNew } = address;
  // A plan that cannot change invoices has no form to open: the address is only tidied.
  useEffect(() => {
    if (!wantsNew) return;
    if (canChange) {
      addButton.current?.focus();
      setOpen({ kind: 'form', id: null });
    }
    dropNew();
  }, [wantsNew, canChange, dropNew]);
  // `?invoice=<id>`: a link to one document (decision 167) opens its details, and the address is tidied.
  const [search, setSearch] = useSearchParams();
  const linked = search.get('invoice');
  useEffect(() => {
    if (!linked) return;
    setOpen({ kind: 'details', id: linked });
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('invoice');
        return next;
      },
      { replace: true },
    );
  }, [linked, setSearch]);
  // The form's client picker asks the server as it opens, so a client added in another tab is there.
  const openForm = (id: string | null) => setOpen({ kind: 'form', id });
  const actionsFor = (invoice: Invoice) => ({
    onView: () => setOpen({ kind: 'details', id: invoice.id }),
    // An issued document no longer changes: a credit note corrects it (decision 163).
    onEdit: canChange && !invoice.issuedAt ? () => openForm(invoice.id) : undefined,
    onDelete: canChange && !invoice.issuedAt ? () => setOpen({ kind: 'delete', id: invoice.id }) : undefined,
    onDownload: () => void pdf.download(invoice),
    downloading: pdf.busyId === invoice.id,
  });

  return (
    <div>
      <ListPage
        header={
          <PageHeader
            title={t.title}
            description={t.description}
            actions={
              !gated && (canChange || canExport) ? (
                <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
                  {canExport && (
                    <Button variant="outline" size="lg" onClick={() => setExporting(true)}>
                      <FileDown className="h-4 w-4" aria-hidden /> {tt.exportOpen}
                    </Button>
                  )}
                  {canChange && (
                    <Button ref={addButton} onClick={() => openForm(null)} size="lg" className="w-full sm:w-auto">
                      <Plus className="h-4 w-4" aria-hidden /> {t.addInvoice}
                    </Button>
                  )}
                </div>
              ) : undefined
            }
          />
        }
        controls={
          !gated && (
            <>
              <InvoiceSummaryCards summary={summary} />
              {!canChange && invoices.length > 0 && (
                <p className="mb-4 rounded-lg border border-border bg-muted px-4 py-3 text-sm">{t.readOnly}</p>
              )}
              <ListToolbar
                search={{ value: query.text, onChange: query.setText, placeholder: t.searchPlaceholder, label: t.searchLabel }}
                filter={{ id: 'invoice-status-filter', label: t.filterLabel, value: status, onChange: setStatus, options: filterOptions }}
                view={{ value: view, onChange: setView, groupLabel: t.viewGroup, gridLabel: t.gridView, listLabel: t.listView }}
                extra={<KindSelect value={kind} onChange={setKind} />}
              />
              {clientId && <ClientFilter clientId={clientId} onClear={address.dropClient} />}
            </>
          )
        }
        instead={gated ? <PlanUpgrade feature="invoices" /> : undefined}
        list={list}
        loadingText={t.loading}
        emptyText={t.empty}
      >
        <CardList
          view={view}
          items={invoices}
          label={t.listLabel}
          card={(i) => <InvoiceCard invoice={i} {...actionsFor(i)} />}
          row={(i) => <InvoiceRow invoice={i} {...actionsFor(i)} />}
        />
      </ListPage>

      {open?.kind === 'form' && (open.id === null || current) && (
        <InvoiceFormDialog invoice={current ?? null} clientId={current ? undefined : clientId} onClose={close} />
      )}
      {open?.kind === 'details' && current && (
        <InvoiceDetailsDialog
          invoice={current}
          client={currentClient}
          canChange={canChange}
          onClose={close}
          onDownload={() => void pdf.download(current, true)}
          downloading={pdf.busyId === current.id}
        />
      )}
      {exporting && <AccountingExportDialog onClose={() => setExporting(false)} />}
      {open?.kind === 'delete' && current && (
        <ConfirmDialog
          onClose={close}
          title={t.deleteTitle}
          description={t.deleteDescription({ number: current.invoiceNumber })}
          confirmLabel={t.deleteConfirm}
          confirmVariant="destructive"
          action={() => remove.mutateAsync(current.id)}
        />
      )}
    </div>
  );
}
