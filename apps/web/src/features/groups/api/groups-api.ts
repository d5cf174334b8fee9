import {
  API,
  type AddGroupMemberBody,
  type CreateGroupBody,
  type GroupDetail,
  type GroupInvoiceBody,
  type GroupMessageBody,
  type GroupView,
  type RouteDeclaration,
  type UpdateGroupBody,
} from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { pagedListOptions, usePagedList, type PageRequest } from '@/lib/query/paged-list';
import { resourceKey, routeKey } from '@/lib/query/route-keys';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.groups;
export type GroupFilters = { view?: GroupView; search?: string; clientId?: string };

/** GET /groups, a page at a time (decision 069): upcoming or past, searched by name. */
export const groupPages = {
  route: routes.list,
  fetchPage: async (query: PageRequest<GroupFilters>) => {
    const { groups, nextCursor } = await call(routes.list, { query });
    return { items: groups, nextCursor: nextCursor ?? null };
  },
};

export const groupsQueryOptions = (filters?: GroupFilters) => pagedListOptions(groupPages, filters);

export function useGroups(filters: GroupFilters) {
  return usePagedList(groupsQueryOptions(filters), { loadedMessage: routeText(routes.list) });
}

export const groupQueryOptions = (id: string) =>
  queryOptions({
    queryKey: routeKey(routes.get, { params: { id } }),
    queryFn: async (): Promise<GroupDetail> => call(routes.get, { params: { id } }),
  });

/** One group with its members, for its page; a 404 is the page's not-found state, not a toast. */
export function useGroup(id: string) {
  return useQuery({ ...groupQueryOptions(id), enabled: !!id, meta: { quiet: true } });
}

/** The group's page and the lists read again after a change of the group or its members. */
function useRefresh(extra: readonly string[] = []) {
  const client = useQueryClient();
  return () => {
    for (const key of [resourceKey('groups'), ...extra.map((r) => resourceKey(r))]) void client.invalidateQueries({ queryKey: key });
  };
}

export function useCreateGroup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: CreateGroupBody) => (await call(routes.create, { body })).group,
    onSuccess: () => {
      refresh();
      toast.success(routeText(routes.create));
    },
  });
}

export function useUpdateGroup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateGroupBody }) => (await call(routes.update, { params: { id }, body })).group,
    onSuccess: () => {
      refresh();
      toast.success(routeText(routes.update));
    },
  });
}

export function useDeleteGroup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => (await call(routes.remove, { params: { id } })).deleted,
    onSuccess: () => {
      refresh();
      toast.success(routeText(routes.remove));
    },
  });
}

/** A member added: a new client or a garment may have been made too. */
export function useAddGroupMember(groupId: string) {
  const refresh = useRefresh(['clients', 'projects']);
  return useMutation({
    mutationFn: async (body: AddGroupMemberBody) => (await call(routes.addMember, { params: { id: groupId }, body })).member,
    onSuccess: () => {
      refresh();
      toast.success(routeText(routes.addMember));
    },
  });
}

export function useRemoveGroupMember(groupId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (memberId: string) => (await call(routes.removeMember, { params: { id: groupId, memberId } })).removed,
    onSuccess: () => {
      refresh();
      toast.success(routeText(routes.removeMember));
    },
  });
}

/** One message to every member; the dialog shows each member's outcome. */
export function useMessageGroup(groupId: string) {
  const refresh = useRefresh(['conversation', 'messaging']);
  return useMutation({
    mutationFn: async (body: GroupMessageBody) => (await call(routes.message, { params: { id: groupId }, body })).result,
    onSuccess: () => {
      refresh();
      toast.success(routeText(routes.message));
    },
  });
}

export function useInvoiceGroup(groupId: string) {
  const refresh = useRefresh(['invoices']);
  return useMutation({
    mutationFn: async (body: GroupInvoiceBody) => (await call(routes.invoices, { params: { id: groupId }, body })).result,
    onSuccess: () => {
      refresh();
      toast.success(routeText(routes.invoices));
    },
  });
}

/**
 * The booking page's address, for the group's link (decision 160): read from the booking settings
 * when the studio has them and the role may read them (decision 156); otherwise the code alone is shown.
 */
type SettingsRoute = RouteDeclaration & { path: '/bookings/settings' };
const bookingSettingsRoute = (API as unknown as { bookings?: { settings?: SettingsRoute } }).bookings?.settings;

export function useBookingSlug(enabled: boolean) {
  return useQuery({
    queryKey: ['bookings', 'settings', 'slug'],
    queryFn: async (): Promise<string | null> => {
      if (!bookingSettingsRoute) return null;
      const data = (await call(bookingSettingsRoute)) as { settings?: { slug?: string; enabled?: boolean } };
      return data.settings?.enabled && data.settings.slug ? data.settings.slug : null;
    },
    enabled,
    retry: false,
    meta: { quiet: true },
  });
}
