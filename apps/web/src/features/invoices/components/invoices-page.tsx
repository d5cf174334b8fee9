import type { Invoice } from '@atelier/shared';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CardList } from '@/components/ui/card-list';
import { ListStatus } from '@/components/ui/list-status';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { PageHeader } from '@/components/ui/page-header';
import { ShowMore } from '@/components/ui/show-more';
import { UpgradePanel } from '@/components/ui/upgrade-panel';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useSession } from '@/lib/session-context';
import { useFormat } from '@/lib/use-format';
import { useIncremental } from '@/lib/use-incremental';
import { useDeleteInvoice, useInvoiceClients, useInvoiceProjects, useInvoices } from '../api/invoices-api';
import { invoiceMessages } from '../messages';
import { InvoiceDetailsDialog } from './invoice-details-dialog';
import { filterInvoices, STATUS_FILTERS, summarizeInvoices, type StatusFilter } from './invoice-filters';
import { InvoiceFormDialog } from './invoice-form-dialog';
import { InvoiceCard, InvoiceRow } from './invoice-item';
import { InvoiceSummaryCards } from './invoice-summary-cards';
import { usePdfDownload } from './use-pdf-download';

type Open = { kind: 'form'; id: string | null } | { kind: 'details' | 'delete'; id: string } | null;

/**
 * /invoices (decision 031): summary cards, grid or list, search, status filter and the
 * four dialogs. A plan without invoices sees the upgrade panel; a downgraded studio still sees
 * the invoices it made, read-only.
 */
export function InvoicesPage() {
  const { items: invoices, isLoading, error, errorCode, hasCache, retry } = useInvoices();
  const { clients, isLoading: clientsLoading, reload: reloadClients } = useInvoiceClients();
  const { projects, isLoading: projectsLoading } = useInvoiceProjects();
  const remove = useDeleteInvoice();
  const { user } = useSession();
  const pdf = usePdfDownload();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [open, setOpen] = useState<Open>(null);
  const t = useMessages(invoiceMessages);
  const labels = useLabels();
  const format = useFormat();

  // Premium and Enterprise while paid or in trial (the server's effective plan, decision 013).
  const canChange = !!user && user.plan !== 'free' && user.isSubActive;
  // The server keeps a downgraded studio's invoices readable (decision 028), so a Free studio's list
  // answers 200: with nothing to read, the plan's upgrade panel is what the page has to say.
  const gated = errorCode === 'FEATURE_NOT_AVAILABLE' || (!canChange && !isLoading && !error && invoices.length === 0);
  const filterOptions = STATUS_FILTERS.map((s) => ({ value: s, label: s === 'all' ? t.allStatuses : labels.invoiceStatus(s) }));
  const summary = useMemo(() => summarizeInvoices(invoices, format.currency), [invoices, format.currency]);
  const visible = useMemo(() => filterInvoices(invoices, query, status), [invoices, query, status]);
  const page = useIncremental(visible, `${query}|${status}`);
  const current: Invoice | undefined = open && open.id ? invoices.find((i) => i.id === open.id) : undefined;
  const close = () => setOpen(null);
  const openForm = (id: string | null) => {
    reloadClients(); // A client added in another tab should be choosable.
    setOpen({ kind: 'form', id });
  };
  const actionsFor = (invoice: Invoice) => ({
    onView: () => setOpen({ kind: 'details', id: invoice.id }),
    onEdit: canChange ? () => openForm(invoice.id) : undefined,
    onDelete: canChange ? () => setOpen({ kind: 'delete', id: invoice.id }) : undefined,
    onDownload: () => void pdf.download(invoice),
    downloading: pdf.busyId === invoice.id,
  });

  return (
    <div>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          canChange && !gated ? (
            <Button onClick={() => openForm(null)} size="lg" className="w-full sm:w-auto">
              <Plus className="h-4 w-4" aria-hidden /> {t.addInvoice}
            </Button>
          ) : undefined
        }
      />
      {gated ? (
        <UpgradePanel id="invoice-upgrade" testId="invoice-upgrade" title={t.upgradeTitle} text={t.upgradeText} linkLabel={t.upgradeLink} />
      ) : (
        <>
          <InvoiceSummaryCards summary={summary} />
          {!canChange && invoices.length > 0 && (
            <p className="mb-4 rounded-lg border border-border bg-muted px-4 py-3 text-sm">{t.readOnly}</p>
          )}
          <ListToolbar
            search={{ value: query, onChange: setQuery, placeholder: t.searchPlaceholder, label: t.searchLabel }}
            filter={{ id: 'invoice-status-filter', label: t.filterLabel, value: status, onChange: setStatus, options: filterOptions }}
            view={{ value: view, onChange: setView, groupLabel: t.viewGroup, gridLabel: t.gridView, listLabel: t.listView }}
          />

          <ListStatus
            isLoading={isLoading}
            error={error}
            hasCache={hasCache}
            isEmpty={visible.length === 0}
            loadingText={t.loading}
            emptyText={t.empty}
            onRetry={retry}
          >
            <CardList
              view={view}
              items={page.shown}
              label={t.listLabel}
              card={(i) => <InvoiceCard invoice={i} {...actionsFor(i)} />}
              row={(i) => <InvoiceRow invoice={i} {...actionsFor(i)} />}
            />
            <ShowMore remaining={page.remaining} onMore={page.showMore} />
          </ListStatus>
        </>
      )}

      {open?.kind === 'form' && (open.id === null || current) && (
        <InvoiceFormDialog
          invoice={current ?? null}
          clients={clients}
          projects={projects}
          choicesLoading={clientsLoading || projectsLoading}
          onClose={close}
        />
      )}
      {open?.kind === 'details' && current && (
        <InvoiceDetailsDialog
          invoice={current}
          client={clients.find((c) => c.id === current.clientId?.id)}
          canChange={canChange}
          onClose={close}
          onDownload={() => void pdf.download(current)}
          downloading={pdf.busyId === current.id}
        />
      )}
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
