import {
  API,
  type CreateInvoiceBody,
  type CreatePaymentBody,
  type CreditNoteBody,
  type EInvoiceFormat,
  type Invoice,
  type InvoiceKind,
  type InvoiceStatus,
  type UpdateInvoiceBody,
} from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callEnvelope, callFile } from '@/lib/api-client';
import { pagedCache, pagedListOptions, type PageRequest } from '@/lib/query/paged-list';
import { createResource } from '@/lib/query/resource';
import { recordKey, resourceKey, routeKey } from '@/lib/query/route-keys';
import { messageParams, resourceToasts, routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.invoices;
/** The list's search (number or client name) and the status as shown. */
export type InvoiceFilters = { search?: string; status?: InvoiceStatus; clientId?: string; kind?: InvoiceKind };

/** The invoice calls, as declared in packages/shared; each unwraps the envelope to what the cache keeps. */
export const invoicesApi = {
  page: async (query: PageRequest<InvoiceFilters>) => {
    const { invoices, nextCursor } = await call(routes.list, { query });
    return { items: invoices, nextCursor: nextCursor ?? null };
  },
  summary: async () => (await call(routes.summary)).summary,
  nextNumber: async () => (await call(routes.nextNumber)).invoiceNumber,
  create: async (body: CreateInvoiceBody) => (await call(routes.create, { body })).invoice,
  update: async (id: string, body: UpdateInvoiceBody) => (await call(routes.update, { params: { id }, body })).invoice,
  remove: async (id: string): Promise<void> => {
    await call(routes.remove, { params: { id } });
  },
  addPayment: async (id: string, body: CreatePaymentBody) => ({
    invoice: (await call(routes.addPayment, { params: { id }, body })).invoice,
    text: routeText(routes.addPayment),
  }),
  removePayment: async (id: string, paymentId: string) => ({
    invoice: (await call(routes.removePayment, { params: { id, paymentId } })).invoice,
    text: routeText(routes.removePayment),
  }),
  /** The address the invoice went to is only in the server's message: the toast reads it back from there. */
  send: async (id: string) => {
    const res = await callEnvelope(routes.send, { params: { id } });
    const { invoice } = res.data;
    return {
      invoice,
      text: routeText(routes.send, { ...messageParams('invoiceSent', res.message), invoiceNumber: invoice.invoiceNumber }),
    };
  },
  /** The PDF with the bearer token in a header (never in a URL), named by the server. */
  pdf: (id: string) => callFile(routes.pdf, { params: { id } }),
  get: async (id: string) => (await call(routes.get, { params: { id } })).invoice,
  /** Issues a draft (decision 163): the number becomes the next of its series. */
  issue: async (id: string) => {
    const { invoice } = await call(routes.issue, { params: { id } });
    return { invoice, text: routeText(routes.issue, { invoiceNumber: invoice.invoiceNumber }) };
  },
  creditNote: async (id: string, body: CreditNoteBody) => {
    const { creditNote, invoice } = await call(routes.creditNote, { params: { id }, body });
    return { invoice, created: creditNote, text: routeText(routes.creditNote, { invoiceNumber: creditNote.invoiceNumber }) };
  },
  depositInvoice: async (id: string) => {
    const { depositInvoice, invoice } = await call(routes.depositInvoice, { params: { id } });
    return { invoice, created: depositInvoice, text: routeText(routes.depositInvoice, { invoiceNumber: depositInvoice.invoiceNumber }) };
  },
  /** Factur-X, UBL or CII (decision 164), with the token in a header as the PDF. */
  eInvoice: (id: string, format: EInvoiceFormat) => callFile(routes.eInvoice, { params: { id }, query: { format } }),
};

/** A plan without invoices: the list's upgrade panel says so, rather than a toast and a move to /pricing. */
const upgradePanelMeta = { inlineErrorCodes: ['FEATURE_NOT_AVAILABLE'] } as const;

/** GET /invoices with a search and a status, a page at a time: the one factory of its options (decision 120). */
export const invoicesQueryOptions = (filters?: InvoiceFilters) =>
  pagedListOptions({ route: routes.list, fetchPage: invoicesApi.page, meta: upgradePanelMeta }, filters);

/**
 * GET /invoices/summary: the four cards, counted by the server over every invoice of the studio,
 * not over the loaded pages; any change to an invoice asks for them again (decision 069).
 */
export const invoiceSummaryQueryOptions = () =>
  queryOptions({ queryKey: routeKey(routes.summary), queryFn: invoicesApi.summary, meta: upgradePanelMeta });

/** GET /invoices/next-number: the number the create dialog proposes. */
export const nextInvoiceNumberQueryOptions = () => queryOptions({ queryKey: routeKey(routes.nextNumber), queryFn: invoicesApi.nextNumber });

const summaryKey = invoiceSummaryQueryOptions().queryKey;

const invoices = createResource<Invoice, CreateInvoiceBody, UpdateInvoiceBody, void, InvoiceFilters>({
  listRoute: routes.list,
  listOptions: invoicesQueryOptions,
  api: invoicesApi,
  // The routes' own messages, in the user's language (decision 067).
  messages: resourceToasts(routes),
  // A client's invoices decide whether it may be deleted (CLIENT_HAS_INVOICES).
  affects: {
    create: [resourceKey('clients'), summaryKey],
    remove: [resourceKey('clients'), summaryKey],
    update: [nextInvoiceNumberQueryOptions().queryKey, summaryKey],
  },
});

export const useInvoices = invoices.useList;
export const useCreateInvoice = invoices.useCreate;
export const useUpdateInvoice = invoices.useUpdate;
export const useDeleteInvoice = invoices.useRemove;

/** The number the create dialog proposes; read fresh each time the dialog opens. */
export function useNextInvoiceNumber(enabled: boolean) {
  return useQuery({ ...nextInvoiceNumberQueryOptions(), enabled, staleTime: 0, gcTime: 0 });
}

/** The summary cards, asked again each time the screen opens; a plan without invoices is answered by the list's upgrade panel. */
export function useInvoiceSummary(enabled: boolean) {
  return useQuery({ ...invoiceSummaryQueryOptions(), refetchOnMount: 'always', enabled }).data;
}

/** GET /invoices/:id: an invoice not in a loaded page (a credit note opened from its invoice). */
export const invoiceRecordKey = (id: string) => recordKey(routes.get, { id });
export function useInvoiceRecord(id: string | undefined) {
  return useQuery({ queryKey: invoiceRecordKey(id ?? ''), queryFn: () => invoicesApi.get(id ?? ''), enabled: !!id }).data;
}

/**
 * Payments, sending and issuing answer the whole invoice, which replaces the list entry and its
 * record; a payment changes the cards. A credit note or a deposit invoice is a new document: the
 * lists are asked again so it shows (decision 163).
 */
function useInvoiceAction<A>(
  run: (args: A) => Promise<{ invoice: Invoice; text: string; created?: Invoice }>,
  meta?: { inlineErrorCodes: readonly string[] },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta,
    onSuccess: ({ invoice, text, created }) => {
      pagedCache.replace(client, routes.list, invoice);
      client.setQueryData(invoiceRecordKey(invoice.id), invoice);
      if (created) void client.invalidateQueries({ queryKey: routeKey(routes.list) });
      void client.invalidateQueries({ queryKey: summaryKey });
      toast.success(text);
    },
  });
}

export const useRecordPayment = () =>
  useInvoiceAction(({ id, body }: { id: string; body: CreatePaymentBody }) => invoicesApi.addPayment(id, body));
export const useDeletePayment = () =>
  useInvoiceAction(({ id, paymentId }: { id: string; paymentId: string }) => invoicesApi.removePayment(id, paymentId));
export const useSendInvoice = () => useInvoiceAction((id: string) => invoicesApi.send(id));
/** What the invoice lacks (INVOICE_NOT_READY) is shown on the invoice, with a link to Settings › Tax. */
export const useIssueInvoice = () => useInvoiceAction((id: string) => invoicesApi.issue(id), { inlineErrorCodes: ['INVOICE_NOT_READY'] });
export const useCreditNote = () =>
  useInvoiceAction(({ id, body }: { id: string; body: CreditNoteBody }) => invoicesApi.creditNote(id, body));
export const useDepositInvoice = () => useInvoiceAction((id: string) => invoicesApi.depositInvoice(id));
