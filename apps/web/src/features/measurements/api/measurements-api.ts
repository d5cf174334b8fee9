import { API, routePath, type CreateMeasurementBody, type Measurement, type UpdateMeasurementBody } from '@atelier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, type RequestOptions } from '@/lib/api-client';
import { labelMessages, labelsFrom } from '@/lib/labels';
import { cachedRecord } from '@/lib/offline/cached-record';
import { offlineTexts } from '@/lib/offline/offline-messages';
import { queryClient } from '@/lib/query/query-client';
import { pagedListOptions, type PageRequest } from '@/lib/query/paged-list';
import { createResource } from '@/lib/query/resource';
import { routeKey } from '@/lib/query/route-keys';
import { resourceToasts } from '@/lib/success-messages';
import { HISTORY_KEY } from './garment-templates-api';

const routes = API.measurements;
/** The history's search (a client's name or the garment type) and the client it is narrowed to. */
export type MeasurementFilters = { search?: string; clientId?: string };

/** The measurement calls, as declared in packages/shared; each unwraps the envelope to what the cache keeps. */
export const measurementsApi = {
  page: async (query: PageRequest<MeasurementFilters>) => {
    const { measurements, nextCursor } = await call(routes.list, { query });
    return { items: measurements, nextCursor: nextCursor ?? null };
  },
  create: async (body: CreateMeasurementBody, options?: RequestOptions) => (await call(routes.create, { body }, options)).measurement,
  update: async (id: string, body: UpdateMeasurementBody, options?: RequestOptions) =>
    (await call(routes.update, { params: { id }, body }, options)).measurement,
  remove: async (id: string): Promise<void> => {
    await call(routes.remove, { params: { id } });
  },
};

/** GET /measurements with a search and a client, a page at a time: the one factory of its options (decision 120). */
export const measurementsQueryOptions = (filters?: MeasurementFilters) =>
  pagedListOptions({ route: routes.list, fetchPage: measurementsApi.page }, filters);

/** GET /measurements/{id}: one record with its latest changes (decision 130). */
export const measurementRecordQueryOptions = (id: string) =>
  queryOptions({
    queryKey: routeKey(routes.get, { params: { id } }),
    queryFn: async () => (await call(routes.get, { params: { id } })).measurement,
  });

/** A record's changes, read when the tailor opens them, and again after an edit (decision 130). */
export function useMeasurementRevisions(id: string) {
  const query = useQuery(measurementRecordQueryOptions(id));
  return { revisions: query.data?.revisions, isPending: query.isPending, isError: query.isError };
}

const measurements = createResource<Measurement, CreateMeasurementBody, UpdateMeasurementBody, void, MeasurementFilters>({
  listRoute: routes.list,
  listOptions: measurementsQueryOptions,
  api: measurementsApi,
  // The routes' own messages, in the user's language (decision 067).
  messages: resourceToasts(routes),
  // The delete dialog of a client counts its measurements (every client's detail); a client's
  // history per garment shows every record (decision 078).
  affects: {
    create: [routeKey(API.clients.get), HISTORY_KEY],
    // An edit adds to the record's changes (decision 130).
    update: [HISTORY_KEY, routeKey(routes.get)],
    remove: [routeKey(API.clients.get), HISTORY_KEY],
  },
  // A measurement taken at a fitting without signal is kept on the device and sent later (decision 092).
  // An edit made there is kept too, on the version the tailor saw (decisions 092, 107).
  offline: {
    create: (body, newId) => offlineMeasurement(body, newId),
    update: (record, body) => offlineMeasurementEdit(record, body),
  },
});

/** What an edit made offline is called in the queue, and how the measurement shows until sent. */
function offlineMeasurementEdit(record: Measurement, body: UpdateMeasurementBody) {
  const { clientId: _client, ...change } = body;
  const garmentName = change.garmentType ? labelsFrom(labelMessages.get()).garment(change.garmentType) : record.garmentName;
  const clientName = cachedRecord<{ id: string; updatedAt: string; name?: string }>(queryClient, record.clientId)?.name ?? '';
  return {
    path: routePath(routes.update.path, { id: record.id }),
    label: offlineTexts().measurementChange({ garment: garmentName, client: clientName }),
    shown: { ...record, ...change, garmentName } as Measurement,
  };
}

/** What a measurement taken offline is called in the queue, and how it shows until sent. */
function offlineMeasurement(body: CreateMeasurementBody, id: string) {
  const now = new Date().toISOString();
  const garmentName = labelsFrom(labelMessages.get()).garment(body.garmentType);
  const clientName = cachedRecord<{ id: string; updatedAt: string; name?: string }>(queryClient, body.clientId)?.name ?? '';
  const placeholder: Measurement = {
    _id: id,
    id,
    clientId: body.clientId,
    garmentType: body.garmentType,
    templateId: body.templateId ?? null,
    garmentName,
    measurements: body.measurements ?? [],
    takenBy: 'studio',
    notes: body.notes ?? '',
    createdAt: now,
    updatedAt: now,
  } as Measurement;
  return { path: routes.create.path, label: offlineTexts().newMeasurement({ garment: garmentName, client: clientName }), placeholder };
}

export const useMeasurements = measurements.useList;
export const useCreateMeasurement = measurements.useCreate;
export const useUpdateMeasurement = measurements.useUpdate;
export const useDeleteMeasurement = measurements.useRemove;
