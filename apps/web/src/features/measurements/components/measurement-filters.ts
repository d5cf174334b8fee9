import { GARMENT_LABELS, type GarmentType, type Measurement } from '@atelier/shared';
import { matchesQuery } from '@/lib/format';

/** History search: the client's name or the garment type (its key, its English label or its label in the user's language). */
export function filterMeasurements(
  list: readonly Measurement[],
  query: string,
  clientName: (id: string) => string,
  garmentLabel: (garment: GarmentType) => string = (g) => GARMENT_LABELS[g],
): Measurement[] {
  return list.filter((m) =>
    matchesQuery(query, clientName(m.clientId), m.garmentType, GARMENT_LABELS[m.garmentType], garmentLabel(m.garmentType)),
  );
}
