import { GARMENT_LABELS, type Measurement } from '@atelier/shared';
import { matchesQuery } from '@/lib/format';

/** History search: the client's name or the garment type (its key or label). */
export function filterMeasurements(list: readonly Measurement[], query: string, clientName: (id: string) => string): Measurement[] {
  return list.filter((m) => matchesQuery(query, clientName(m.clientId), m.garmentType, GARMENT_LABELS[m.garmentType]));
}
