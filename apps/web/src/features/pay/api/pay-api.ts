import { API, type CreatePayEntryBody, type CreatePayRateBody, type PayRate, type UpdatePayRateBody } from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callFile } from '@/lib/api-client';
import { pagedListOptions, usePagedList, type ListFilters, type PageRequest } from '@/lib/query/paged-list';
import { createResource } from '@/lib/query/resource';
import { routeKey } from '@/lib/query/route-keys';
import { resourceToasts, routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.pay;
/** A pay period: inclusive days in the studio's zone (decision 154). */
export type PayPeriod = { from: string; to: string };

/** GET /team/pay: each member's figures for the period (staff: their own). */
export const paySummaryQueryOptions = (period: PayPeriod) =>
  queryOptions({
    queryKey: routeKey(routes.summary, { query: period }),
    queryFn: () => call(routes.summary, { query: period }),
  });

export function usePaySummary(period: PayPeriod) {
  return useQuery(paySummaryQueryOptions(period));
}

/** GET /team/pay/{memberId}/entries: a member's ledger for the period, newest first, a page at a time. */
export const payEntriesQueryOptions = (memberId: string, period: PayPeriod) =>
  pagedListOptions(
    {
      route: routes.entries,
      fetchPage: async (query: PageRequest<{ memberId?: string; from?: string; to?: string }>) => {
        const { memberId: _memberId, ...rest } = query;
        const { entries, nextCursor } = await call(routes.entries, { params: { memberId }, query: rest });
        return { items: entries, nextCursor: nextCursor ?? null };
      },
    },
    { memberId, ...period },
  );

export function usePayEntries(memberId: string, period: PayPeriod) {
  return usePagedList(payEntriesQueryOptions(memberId, period), { loadedMessage: routeText(routes.entries) });
}

/** POST /team/pay/{memberId}/entries: a payout or an adjustment; the figures and the ledger are fresh again. */
export function useRecordPayEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ memberId, body }: { memberId: string; body: CreatePayEntryBody }) =>
      (await call(routes.record, { params: { memberId }, body })).entry,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: routeKey(routes.summary) });
      void client.invalidateQueries({ queryKey: routeKey(routes.entries) });
      toast.success(routeText(routes.record));
    },
  });
}

/** The statement PDF fetched with the token in a header (decision 031), saved under the server's file name. */
export const payStatement = (memberId: string, period: PayPeriod) => callFile(routes.statement, { params: { memberId }, query: period });

/** GET /team/pay-rates, a page at a time (decision 069). */
export const payRatePages = {
  route: routes.rates,
  fetchPage: async (query: PageRequest<ListFilters>) => {
    const { payRates, nextCursor } = await call(routes.rates, { query });
    return { items: payRates, nextCursor: nextCursor ?? null };
  },
};
export const payRatesQueryOptions = () => pagedListOptions(payRatePages);

export const payRatesApi = {
  create: async (body: CreatePayRateBody) => (await call(routes.createRate, { body })).payRate,
  update: async (id: string, body: UpdatePayRateBody) => (await call(routes.updateRate, { params: { id }, body })).payRate,
  remove: async (id: string) => (await call(routes.removeRate, { params: { id } })).deleted,
};

const rates = createResource<PayRate, CreatePayRateBody, UpdatePayRateBody, true, ListFilters>({
  listRoute: routes.rates,
  listOptions: payRatesQueryOptions,
  api: payRatesApi,
  messages: resourceToasts({ list: routes.rates, create: routes.createRate, update: routes.updateRate, remove: routes.removeRate }),
});

export const usePayRates = rates.useList;
export const useCreatePayRate = rates.useCreate;
export const useUpdatePayRate = rates.useUpdate;
export const useDeletePayRate = rates.useRemove;
