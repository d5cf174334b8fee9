import { centsToDollars, type Service } from '@atelier/shared';
import type { ServiceRow } from '../../db/schema/index.js';

/** A service as every answer shows it (decision 150): `price` is null for a role that does not set prices (staff). */
export function presentService(row: ServiceRow, { showPrice }: { showPrice: boolean }): Service {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    price: showPrice ? centsToDollars(row.priceCents) : null,
    minutes: row.minutes,
    stage: row.stage ?? '',
    garmentType: row.garmentType,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
