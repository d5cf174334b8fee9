import { API, type CreateDesignerStyleBody, type DesignerStyle, type UpdateDesignerStyleBody } from '@atelier/shared';
import { call } from '@/lib/api-client';
import { pagedListOptions, type PageRequest } from '@/lib/query/paged-list';
import { createResource } from '@/lib/query/resource';
import { resourceToasts } from '@/lib/success-messages';

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
  messages: resourceToasts(routes),
});

export const useDesignerStyles = designerStyles.useList;
export const useCreateDesignerStyle = designerStyles.useCreate;
export const useUpdateDesignerStyle = designerStyles.useUpdate;
export const useDeleteDesignerStyle = designerStyles.useRemove;
