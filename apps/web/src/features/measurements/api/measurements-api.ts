import type { CreateMeasurementBody, Measurement, UpdateMeasurementBody } from '@atelier/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query/query-keys';
import { createResource } from '@/lib/query/resource';
import { measurementMessages } from '../messages';

const path = (id: string) => `/measurements/${encodeURIComponent(id)}`;

/** The measurement calls. */
export const measurementsApi = {
  list: async (): Promise<Measurement[]> => (await apiClient.get<{ measurements: Measurement[] }>('/measurements')).data.measurements,
  create: async (body: CreateMeasurementBody): Promise<Measurement> =>
    (await apiClient.post<{ measurement: Measurement }>('/measurements', body)).data.measurement,
  update: async (id: string, body: UpdateMeasurementBody): Promise<Measurement> =>
    (await apiClient.patch<{ measurement: Measurement }>(path(id), body)).data.measurement,
  remove: async (id: string): Promise<void> => {
    await apiClient.delete<Record<string, never>>(path(id));
  },
};

const measurements = createResource<Measurement, CreateMeasurementBody, UpdateMeasurementBody>({
  listKey: queryKeys.measurements.list(),
  api: measurementsApi,
  // The toasts, in the user's language.
  messages: measurementMessages,
  // The delete dialog of a client counts its measurements.
  affects: { create: [['clients', 'detail']], remove: [['clients', 'detail']] },
});

export const useMeasurements = measurements.useList;
export const useCreateMeasurement = measurements.useCreate;
export const useUpdateMeasurement = measurements.useUpdate;
export const useDeleteMeasurement = measurements.useRemove;
