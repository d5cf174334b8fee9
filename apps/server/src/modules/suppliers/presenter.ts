import type { Supplier } from '@atelier/shared';
import type { SupplierWithOrders } from './service.js';

/** A supplier as every answer shows it; optional text is "" (decision 017). */
export function presentSupplier(row: SupplierWithOrders): Supplier {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    contact: row.contact ?? '',
    email: row.email ?? '',
    phone: row.phone ?? '',
    leadTimeDays: row.leadTimeDays,
    notes: row.notes ?? '',
    purchaseOrders: row.purchaseOrders,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
