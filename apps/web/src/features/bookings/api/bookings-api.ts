import {
  API,
  type AppointmentType,
  type BookingSettings,
  type CreateAppointmentTypeBody,
  type UpdateAppointmentTypeBody,
  type UpdateBookingSettingsBody,
} from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { pagedListOptions, usePagedList, type PageRequest } from '@/lib/query/paged-list';
import { routeKey } from '@/lib/query/route-keys';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';

const routes = API.bookings;

/** GET /bookings/settings (decision 156): the page's address, hours, terms, bounds and deposits. */
export const bookingSettingsQueryOptions = () =>
  queryOptions({ queryKey: routeKey(routes.settings), queryFn: async () => (await call(routes.settings)).settings });
export const useBookingSettings = (enabled = true) => useQuery({ ...bookingSettingsQueryOptions(), enabled });

/** A change that answers the settings: the cache takes them and the route's message is toasted. */
function useSettingsMutation<V>(send: (vars: V) => Promise<BookingSettings>, message: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (settings) => {
      client.setQueryData(bookingSettingsQueryOptions().queryKey, settings);
      toast.success(message);
    },
  });
}

export const useUpdateBookingSettings = () =>
  useSettingsMutation(
    async (body: UpdateBookingSettingsBody) => (await call(routes.updateSettings, { body })).settings,
    routeText(routes.updateSettings),
  );
export const useRefreshStripe = () =>
  useSettingsMutation(async () => (await call(routes.refreshStripe)).settings, routeText(routes.refreshStripe));
export const useDisconnectStripe = () =>
  useSettingsMutation(async () => (await call(routes.disconnectStripe)).settings, routeText(routes.disconnectStripe));

/** POST /bookings/stripe-connect: the Stripe address where the owner completes the studio's account. */
export const connectStripe = async () => (await call(routes.connectStripe)).url;

/** GET /appointment-types: the studio's types, in their order. */
export const appointmentTypesQueryOptions = () =>
  queryOptions({ queryKey: routeKey(routes.listTypes), queryFn: async () => (await call(routes.listTypes)).appointmentTypes });
export const useAppointmentTypes = (enabled = true) => useQuery({ ...appointmentTypesQueryOptions(), enabled });

function useTypeMutation<V>(send: (vars: V) => Promise<unknown>, message: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: routeKey(routes.listTypes) });
      toast.success(message);
    },
  });
}

export const useCreateAppointmentType = () =>
  useTypeMutation(
    async (body: CreateAppointmentTypeBody): Promise<AppointmentType> => (await call(routes.createType, { body })).appointmentType,
    routeText(routes.createType),
  );
export const useUpdateAppointmentType = () =>
  useTypeMutation(
    async ({ id, body }: { id: string; body: UpdateAppointmentTypeBody }): Promise<AppointmentType> =>
      (await call(routes.updateType, { params: { id }, body })).appointmentType,
    routeText(routes.updateType),
  );
export const useDeleteAppointmentType = () =>
  useTypeMutation(async (id: string) => (await call(routes.deleteType, { params: { id } })).id, routeText(routes.deleteType));

export type BookingView = 'upcoming' | 'past' | 'cancelled';

/** GET /bookings, a page at a time (decision 069), by view. */
export const bookingsQueryOptions = (view: BookingView) =>
  pagedListOptions(
    {
      route: routes.list,
      fetchPage: async (query: PageRequest<{ view?: BookingView }>) => {
        const { bookings, nextCursor } = await call(routes.list, { query });
        return { items: bookings, nextCursor: nextCursor ?? null };
      },
    },
    { view },
  );

export const useBookings = (view: BookingView) => usePagedList(bookingsQueryOptions(view), { loadedMessage: routeText(routes.list) });
