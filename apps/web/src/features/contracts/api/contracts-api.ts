import {
  API,
  type Contract,
  type CountersignContractBody,
  type CreateContractBody,
  type CreateContractTemplateBody,
  type UpdateContractBody,
  type UpdateContractTemplateBody,
} from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, callEnvelope, callFile } from '@/lib/api-client';
import { pagedCache, pagedListOptions, usePagedList, type PageRequest } from '@/lib/query/paged-list';
import { routeKey } from '@/lib/query/route-keys';
import { messageParams, routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.contracts;
const templateRoutes = API.contractTemplates;
export type ContractFilters = { search?: string; clientId?: string };

/** GET /contracts, a page at a time (decision 069): the one factory of its options (decision 120). */
export const contractsQueryOptions = (filters?: ContractFilters) =>
  pagedListOptions(
    {
      route: routes.list,
      fetchPage: async (query: PageRequest<ContractFilters>) => {
        const { contracts, nextCursor } = await call(routes.list, { query });
        return { items: contracts, nextCursor: nextCursor ?? null };
      },
    },
    filters,
  );

export const useContracts = (filters: ContractFilters) =>
  usePagedList(contractsQueryOptions(filters), { loadedMessage: routeText(routes.list) });

export const contractQueryOptions = (id: string) =>
  queryOptions({
    queryKey: routeKey(routes.get, { params: { id } }),
    queryFn: async () => (await call(routes.get, { params: { id } })).contract,
  });

/** One contract, for its page; a 404 is the page's not-found state, not a toast. */
export const useContract = (id: string) => useQuery({ ...contractQueryOptions(id), enabled: !!id, meta: { quiet: true } });

/** The server's answer is the contract: its page and its row in the list show it at once. */
function applyContract(client: QueryClient, contract: Contract) {
  client.setQueryData(contractQueryOptions(contract.id).queryKey, contract);
  pagedCache.replace(client, routes.list, contract);
}

function useContractWrite<A>(
  run: (args: A) => Promise<{ contract: Contract; text: string }>,
  refreshList = false,
  inlineErrorCodes?: string[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: inlineErrorCodes ? { inlineErrorCodes } : undefined,
    onSuccess: ({ contract, text }) => {
      applyContract(client, contract);
      if (refreshList) void client.invalidateQueries({ queryKey: routeKey(routes.list) });
      toast.success(text);
    },
  });
}

export const useCreateContract = () =>
  useContractWrite(
    async (body: CreateContractBody) => ({ contract: (await call(routes.create, { body })).contract, text: routeText(routes.create) }),
    true,
  );
export const useUpdateContract = () =>
  useContractWrite(async ({ id, body }: { id: string; body: UpdateContractBody }) => ({
    contract: (await call(routes.update, { params: { id }, body })).contract,
    text: routeText(routes.update),
  }));
/**
 * The address it went to is only in the server's message: the toast reads it back from there. A
 * refusal naming empty fields (decision 183) is shown on the page by the caller, in the page's words.
 */
export const useSendContract = () =>
  useContractWrite(
    async (id: string) => {
      const res = await callEnvelope(routes.send, { params: { id } });
      return { contract: res.data.contract, text: routeText(routes.send, messageParams('contractSent', res.message)) };
    },
    false,
    ['VALIDATION_ERROR'],
  );
export const useCountersignContract = () =>
  useContractWrite(async ({ id, body }: { id: string; body: CountersignContractBody }) => ({
    contract: (await call(routes.countersign, { params: { id }, body })).contract,
    text: routeText(routes.countersign),
  }));
export const useNewContractVersion = () =>
  useContractWrite(
    async (id: string) => ({ contract: (await call(routes.newVersion, { params: { id } })).contract, text: routeText(routes.newVersion) }),
    true,
  );

export function useDeleteContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => call(routes.remove, { params: { id } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: routeKey(routes.list) });
      toast.success(routeText(routes.remove));
    },
  });
}

/** The PDF with the bearer token in a header (decision 031), named by the server. */
export const contractPdf = (id: string) => callFile(routes.pdf, { params: { id } });

/** GET /contract-templates: the studio's few templates, whole. */
const templatesKey = routeKey(templateRoutes.list);
export const useContractTemplates = (enabled = true) =>
  useQuery({
    queryKey: templatesKey,
    queryFn: async () => (await call(templateRoutes.list)).contractTemplates,
    enabled,
    meta: { inlineErrorCodes: ['FEATURE_NOT_AVAILABLE'] },
  });

function useTemplateWrite<A>(run: (args: A) => Promise<unknown>, text: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: templatesKey });
      toast.success(text);
    },
  });
}

export const useCreateContractTemplate = () =>
  useTemplateWrite((body: CreateContractTemplateBody) => call(templateRoutes.create, { body }), routeText(templateRoutes.create));
export const useUpdateContractTemplate = () =>
  useTemplateWrite(
    ({ id, body }: { id: string; body: UpdateContractTemplateBody }) => call(templateRoutes.update, { params: { id }, body }),
    routeText(templateRoutes.update),
  );
export const useDeleteContractTemplate = () =>
  useTemplateWrite((id: string) => call(templateRoutes.remove, { params: { id } }), routeText(templateRoutes.remove));
