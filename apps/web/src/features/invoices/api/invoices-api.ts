import { API, type CreateInvoiceBody, type CreatePaymentBody, type Invoice, type UpdateInvoiceBody } from '@atelier/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callEnvelope, callFile } from '@/lib/api-client';
import { clientListQuery } from '@/lib/query/client-list';
import { projectListQuery } from '@/lib/query/project-list';
import { createResource } from '@/lib/query/resource';
import { resourceKey, routeKey } from '@/lib/query/route-keys';
import { messageParams, resourceToasts, routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.invoices;

/** The invoice calls, as declared in packages/shared; each unwraps the envelope to what the cache keeps. */
export const invoicesApi = {
  list: async () => (await call(routes.list)).invoices,
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
};

const listKey = routeKey(routes.list);

const invoices = createResource<Invoice, CreateInvoiceBody, UpdateInvoiceBody>({
  listKey,
  // The screen shows an upgrade panel for a plan without invoices rather than leaving for /pricing.
  listMeta: { inlineErrorCodes: ['FEATURE_NOT_AVAILABLE'] },
  api: invoicesApi,
  // The routes' own messages, in the user's language (decision 067).
  messages: resourceToasts(routes),
  // A client's invoices decide whether it may be deleted (CLIENT_HAS_INVOICES).
  affects: { create: [resourceKey('clients')], remove: [resourceKey('clients')], update: [routeKey(routes.nextNumber)] },
});

export const useInvoices = invoices.useList;
export const useCreateInvoice = invoices.useCreate;
export const useUpdateInvoice = invoices.useUpdate;
export const useDeleteInvoice = invoices.useRemove;

/** The number the create dialog proposes; read fresh each time the dialog opens. */
export function useNextInvoiceNumber(enabled: boolean) {
  return useQuery({ queryKey: routeKey(routes.nextNumber), queryFn: invoicesApi.nextNumber, enabled, staleTime: 0, gcTime: 0 });
}

/** The clients with their emails (Send by email needs to know whether there is one). */
export function useInvoiceClients() {
  const query = useQuery(clientListQuery);
  return { clients: query.data ?? [], isLoading: query.isPending && query.isFetching, reload: () => void query.refetch() };
}

/** The project list, from the cache entry the projects screen reads too. */
export function useInvoiceProjects() {
  const query = useQuery(projectListQuery);
  return { projects: query.data ?? [], isLoading: query.isPending && query.isFetching };
}

/** Payments and sending answer the whole invoice, which replaces the list entry. */
function useInvoiceAction<A>(run: (args: A) => Promise<{ invoice: Invoice; text: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: ({ invoice, text }) => {
      client.setQueryData<Invoice[]>(listKey, (items) => items?.map((i) => (i.id === invoice.id ? invoice : i)));
      toast.success(text);
    },
  });
}

export const useRecordPayment = () =>
  useInvoiceAction(({ id, body }: { id: string; body: CreatePaymentBody }) => invoicesApi.addPayment(id, body));
export const useDeletePayment = () =>
  useInvoiceAction(({ id, paymentId }: { id: string; paymentId: string }) => invoicesApi.removePayment(id, paymentId));
export const useSendInvoice = () => useInvoiceAction((id: string) => invoicesApi.send(id));
