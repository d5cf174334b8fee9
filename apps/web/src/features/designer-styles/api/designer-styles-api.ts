import {
  API,
  type CreateDesignerStyleBody,
  type DesignerStyle,
  type DesignerStyleImportBody,
  type UpdateDesignerStyleBody,
} from '@atelier/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { pagedListOptions, usePagedList, type PageRequest } from '@/lib/query/paged-list';
import { createResource } from '@/lib/query/resource';
import { resourceKey } from '@/lib/query/route-keys';
import { resourceToasts, routeText, successText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.designerStyles;
type DesignerStyleFilters = { search?: string };

/** GET /designer-styles, a page at a time (decision 069). */
const designerStylePages = {
  route: routes.list,
  fetchPage: async (query: PageRequest<DesignerStyleFilters>) => {
    const { designerStyles, nextCursor } = await call(routes.list, { query });
    return { items: designerStyles, nextCursor: nextCursor ?? null };
  },
};

/** The one factory of the list's options (decision 120). */
const designerStylesQueryOptions = (filters?: DesignerStyleFilters) => pagedListOptions(designerStylePages, filters);

const designerStyles = createResource<DesignerStyle, CreateDesignerStyleBody, UpdateDesignerStyleBody, true, DesignerStyleFilters>({
  listRoute: routes.list,
  listOptions: designerStylesQueryOptions,
  api: {
    create: async (body: CreateDesignerStyleBody) => (await call(routes.create, { body })).designerStyle,
    update: async (id: string, body: UpdateDesignerStyleBody) => (await call(routes.update, { params: { id }, body })).designerStyle,
    remove: async (id: string) => (await call(routes.remove, { params: { id } })).deleted,
  },
  // A style deleted takes its pieces with it (decision 215).
  affects: { remove: [resourceKey('pieces')] },
  messages: resourceToasts(routes),
});

export const useDesignerStyles = designerStyles.useList;

/** The catalogue with a search, for the style picker; no toast of its own (the screens' Retry toasts). */
export function useDesignerStylePages(search: string, enabled = true) {
  return usePagedList(designerStylesQueryOptions({ search }), { loadedMessage: routeText(routes.list), enabled });
}
export const useCreateDesignerStyle = designerStyles.useCreate;
export const useUpdateDesignerStyle = designerStyles.useUpdate;
export const useDeleteDesignerStyle = designerStyles.useRemove;

/**
 * POST /designer-styles/import (decision 213): the imported styles join the list; the toast is the
 * message the server picks by the count, in the user's language.
 */
export function useImportDesignerStyles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DesignerStyleImportBody) => call(routes.import, { body }),
    onSuccess: ({ imported }) => {
      toast.success(successText(imported === 1 ? 'designerStylesImportedOne' : 'designerStylesImported', { count: imported }));
      return queryClient.invalidateQueries({ queryKey: resourceKey('designerStyles') });
    },
  });
}
