import type { CreateMeasurementBody, Measurement, UpdateMeasurementBody } from '@atelier/shared';
import { createListStore } from '@/lib/create-list-store';
import { measurementsApi } from '../api/measurements-api';

export const MEASUREMENTS_STORAGE_KEY = 'measurement-storage';

/** Measurements, cached in localStorage with their last-fetched time (spec section 3). */
export const useMeasurementsStore = createListStore<Measurement, CreateMeasurementBody, UpdateMeasurementBody>({
  name: MEASUREMENTS_STORAGE_KEY,
  api: measurementsApi,
  messages: {
    loaded: 'Measurements loaded successfully!',
    added: 'Measurement added successfully!',
    updated: 'Measurement updated successfully!',
    deleted: 'Measurement deleted successfully!',
  },
});
