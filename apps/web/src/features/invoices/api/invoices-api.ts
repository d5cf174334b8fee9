import { resourceKey } from '@/lib/query/route-keys';
import type { Client, CreateInvoiceBody, CreatePaymentBody, Invoice, Project, UpdateInvoiceBody } from '@atelier/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { clientListQuery } from '@/lib/query/client-list';
import { queryKeys } from '@/lib/query/query-keys';
import { createResource } from '@/lib/query/resource';
import { toast } from '@/lib/toast';
import { invoiceMessages } from '../messages';

const path = (id: string) => `/invoices/${encodeURIComponent(id)}`;

/** The invoices calls. Each unwraps the envelope to what the cache keeps. */
export const invoicesApi = {
  list: async (): Promise<Invoice[]> => (await apiClient.get<{ invoices: Invoice[] }>('/invoices')).data.invoices,
  nextNumber: async (): Promise<string> => (await apiClient.get<{ invoiceNumber: string }>('/invoices/next-number')).data.invoiceNumber,
  create: async (body: CreateInvoiceBody): Promise<Invoice> => (await apiClient.post<{ invoice: Invoice }>('/invoices', body)).data.invoice,
  update: async (id: string, body: UpdateInvoiceBody): Promise<Invoice> =>
    (await apiClient.patch<{ invoice: Invoice }>(path(id), body)).data.invoice,
  remove: async (id: string): Promise<void> => {
    await apiClient.delete<Record<string, never>>(path(id));
  },
  /** The server's message ('Payment recorded') is toasted as it comes. */
  addPayment: async (id: string, body: CreatePaymentBody) => {
    const res = await apiClient.post<{ invoice: Invoice }>(`${path(id)}/payments`, body);
    return { invoice: res.data.invoice, message: res.message };
  },
  removePayment: async (id: string, paymentId: string) => {
    const res = await apiClient.delete<{ invoice: Invoice }>(`${path(id)}/payments/${encodeURIComponent(paymentId)}`);
    return { invoice: res.data.invoice, message: res.message };
  },
  send: async (id: string) => {
    const res = await apiClient.post<{ invoice: Invoice }>(`${path(id)}/send`);
    return { invoice: res.data.invoice, message: res.message };
  },
  /** The PDF with the bearer token in a header (never in a URL), named by the server. */
  pdf: (id: string) => apiClient.file(`${path(id)}/pdf`),
};

const invoices = createResource<Invoice, CreateInvoiceBody, UpdateInvoiceBody>({
  listKey: queryKeys.invoices.list(),
  // The screen shows an upgrade panel for a plan without invoices rather than leaving for /pricing.
  listMeta: { inlineErrorCodes: ['FEATURE_NOT_AVAILABLE'] },
  api: invoicesApi,
  messages: invoiceMessages,
  // A client's invoices decide whether it may be deleted (CLIENT_HAS_INVOICES).
  affects: { create: [resourceKey('clients')], remove: [resourceKey('clients')], update: [queryKeys.invoices.nextNumber()] },
});

export const useInvoices = invoices.useList;
export const useCreateInvoice = invoices.useCreate;
export const useUpdateInvoice = invoices.useUpdate;
export const useDeleteInvoice = invoices.useRemove;

/** The number the create dialog proposes; read fresh each time the dialog opens. */
export function useNextInvoiceNumber(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.invoices.nextNumber(), queryFn: invoicesApi.nextNumber, enabled, staleTime: 0, gcTime: 0 });
}

/** The clients with their emails (Send by email needs to know whether there is one). */
export function useInvoiceClients() {
  const query = useQuery(clientListQuery);
  return { clients: query.data ?? ([] as Client[]), isLoading: query.isPending && query.isFetching, reload: () => void query.refetch() };
}

/** GET /projects through the shared projects cache key (the projects screen reads the same entry). */
export function useInvoiceProjects() {
  const query = useQuery({
    queryKey: queryKeys.projects.list(),
    queryFn: async (): Promise<Project[]> => (await apiClient.get<{ projects: Project[] }>('/projects')).data.projects,
  });
  return { projects: query.data ?? ([] as Project[]), isLoading: query.isPending && query.isFetching };
}

/** Payments and sending answer the whole invoice, which replaces the list entry. */
function useInvoiceAction<A>(run: (args: A) => Promise<{ invoice: Invoice; message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: ({ invoice, message }) => {
      client.setQueryData<Invoice[]>(queryKeys.invoices.list(), (items) => items?.map((i) => (i.id === invoice.id ? invoice : i)));
      toast.success(message);
    },
  });
}

export const useRecordPayment = () =>
  useInvoiceAction(({ id, body }: { id: string; body: CreatePaymentBody }) => invoicesApi.addPayment(id, body));
export const useDeletePayment = () =>
  useInvoiceAction(({ id, paymentId }: { id: string; paymentId: string }) => invoicesApi.removePayment(id, paymentId));
export const useSendInvoice = () => useInvoiceAction((id: string) => invoicesApi.send(id));
