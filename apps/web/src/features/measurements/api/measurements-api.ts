import type { CreateMeasurementBody, Measurement, UpdateMeasurementBody } from '@atelier/shared';
import { apiClient } from '@/lib/api-client';

/** Spec section 7, Measurements. */
export const measurementsApi = {
  list: async (): Promise<Measurement[]> => (await apiClient.get<{ measurements: Measurement[] }>('/measurements')).data.measurements,
  create: async (body: CreateMeasurementBody): Promise<Measurement> =>
    (await apiClient.post<{ measurement: Measurement }>('/measurements', body)).data.measurement,
  update: async (id: string, body: UpdateMeasurementBody): Promise<Measurement> =>
    (await apiClient.patch<{ measurement: Measurement }>(`/measurements/${encodeURIComponent(id)}`, body)).data.measurement,
  remove: async (id: string): Promise<void> => {
    await apiClient.delete<Record<string, never>>(`/measurements/${encodeURIComponent(id)}`);
  },
};
