import {
  API,
  type AccountingExportQuery,
  type TaxRateBody,
  type TaxSettings,
  type UpdateTaxRateBody,
  type UpdateTaxSettingsBody,
} from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callFile } from '@/lib/api-client';
import { routeKey } from '@/lib/query/route-keys';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.tax;

/**
 * GET /tax/settings (decision 162): the settings, the rates and what an invoice issued now would
 * lack. Quiet: the tab says it could not load them, and the invoice screens do without the rates.
 */
export const taxSettingsQueryOptions = () =>
  queryOptions({ queryKey: routeKey(routes.settings), queryFn: async () => (await call(routes.settings)).settings, meta: { quiet: true } });
export const useTaxSettings = (enabled = true) => useQuery({ ...taxSettingsQueryOptions(), enabled });

/** Every change answers the whole settings (rates and `missing` recomputed): the cache takes them, the route's message is toasted. */
function useSettingsMutation<V>(send: (vars: V) => Promise<TaxSettings>, message: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (settings) => {
      client.setQueryData(taxSettingsQueryOptions().queryKey, settings);
      toast.success(message);
    },
  });
}

export const useUpdateTaxSettings = () =>
  useSettingsMutation(
    async (body: UpdateTaxSettingsBody) => (await call(routes.updateSettings, { body })).settings,
    routeText(routes.updateSettings),
  );
export const useAddTaxRate = () =>
  useSettingsMutation(async (body: TaxRateBody) => (await call(routes.addRate, { body })).settings, routeText(routes.addRate));
export const useUpdateTaxRate = () =>
  useSettingsMutation(
    async ({ id, body }: { id: string; body: UpdateTaxRateBody }) => (await call(routes.updateRate, { params: { id }, body })).settings,
    routeText(routes.updateRate),
  );
export const useRemoveTaxRate = () =>
  useSettingsMutation(async (id: string) => (await call(routes.removeRate, { params: { id } })).settings, routeText(routes.removeRate));

/** GET /exports/accounting (decision 166): the file with the bearer token in a header, named by the server. */
export const accountingExport = (query: AccountingExportQuery) => callFile(API.accounting.export, { query });
