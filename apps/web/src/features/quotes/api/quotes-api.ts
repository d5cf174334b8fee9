import { API, type CreateQuoteBody, type PreviewQuoteBody, type Quote, type QuoteStatus, type UpdateQuoteBody } from '@atelier/shared';
import { useEffect, useState } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callEnvelope, callFile } from '@/lib/api-client';
import { pagedCache, pagedListOptions, type PageRequest } from '@/lib/query/paged-list';
import { createResource } from '@/lib/query/resource';
import { resourceKey, routeKey } from '@/lib/query/route-keys';
import { messageParams, resourceToasts, successText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.quotes;
/** The list's search (code, title or client) and the status as shown (decision 158). */
export type QuoteFilters = { search?: string; status?: QuoteStatus; clientId?: string };

/** The quote calls, as declared in packages/shared; each unwraps the envelope to what the cache keeps. */
export const quotesApi = {
  page: async (query: PageRequest<QuoteFilters>) => {
    const { quotes, nextCursor } = await call(routes.list, { query });
    return { items: quotes, nextCursor: nextCursor ?? null };
  },
  get: async (id: string) => (await call(routes.get, { params: { id } })).quote,
  create: async (body: CreateQuoteBody) => (await call(routes.create, { body })).quote,
  update: async (id: string, body: UpdateQuoteBody) => (await call(routes.update, { params: { id }, body })).quote,
  remove: async (id: string): Promise<void> => {
    await call(routes.remove, { params: { id } });
  },
  /** The address it was mailed to is only in the server's message: the toast reads it back from there. */
  send: async (id: string) => {
    const res = await callEnvelope(routes.send, { params: { id } });
    const { quote, mailedTo } = res.data;
    // The message names where it went: the mail's address, or only the portal (decision 158).
    const text = mailedTo
      ? successText('quoteSent', { ...messageParams('quoteSent', res.message), code: quote.code, to: mailedTo })
      : successText('quoteOnPortal', { code: quote.code });
    return { quote, text };
  },
  /** The PDF with the bearer token in a header (never in a URL), named by the server. */
  pdf: (id: string) => callFile(routes.pdf, { params: { id } }),
};

/** A plan without quotes: the list's upgrade panel says so, rather than a toast and a move to /pricing. */
const upgradePanelMeta = { inlineErrorCodes: ['FEATURE_NOT_AVAILABLE'] } as const;

/** GET /quotes with a search and a status, a page at a time (decision 120). */
export const quotesQueryOptions = (filters?: QuoteFilters) =>
  pagedListOptions({ route: routes.list, fetchPage: quotesApi.page, meta: upgradePanelMeta }, filters);

/** GET /quotes/{id}. */
export const quoteQueryOptions = (id: string) =>
  queryOptions({ queryKey: routeKey(routes.get, { params: { id } }), queryFn: () => quotesApi.get(id) });

const quotes = createResource<Quote, CreateQuoteBody, UpdateQuoteBody, void, QuoteFilters>({
  listRoute: routes.list,
  listOptions: quotesQueryOptions,
  api: quotesApi,
  messages: resourceToasts(routes),
  affects: { update: [resourceKey('quotes')], remove: [resourceKey('quotes')] },
});

export const useQuotes = quotes.useList;
export const useCreateQuote = quotes.useCreate;
export const useUpdateQuote = quotes.useUpdate;
export const useDeleteQuote = quotes.useRemove;

export const useQuote = (id: string | undefined) => useQuery({ ...quoteQueryOptions(id ?? ''), enabled: Boolean(id) });

/** Sending answers the whole quote, which replaces the list entry and the page's record. */
export function useSendQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => quotesApi.send(id),
    onSuccess: ({ quote, text }) => {
      pagedCache.replace(client, routes.list, quote);
      client.setQueryData(quoteQueryOptions(quote.id).queryKey, quote);
      toast.success(text);
    },
  });
}

/**
 * POST /quotes/preview (decision 179): the editor's figures, priced by the server as it saves a quote.
 * Asked a moment after typing stops; the last figures stay on screen while the next are asked, and a
 * refusal (a deposit above the total) is the form's to show when it saves, never a toast while typing.
 */
export function useQuotePreview(body: PreviewQuoteBody | null) {
  const key = JSON.stringify(body);
  const [asked, setAsked] = useState(body);
  useEffect(() => {
    const wait = setTimeout(() => setAsked(JSON.parse(key) as PreviewQuoteBody | null), 250);
    return () => clearTimeout(wait);
  }, [key]);
  return useQuery({
    queryKey: [...routeKey(routes.preview, {}), asked],
    queryFn: async () => (await call(routes.preview, { body: asked! })).preview,
    enabled: asked !== null,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { quiet: true },
  });
}
