import type { PurchaseOrderStatus } from '@atelier/shared';
import type { BadgeVariant } from '@/components/ui/badge';
import { formatMoney } from '@/lib/format';

export const purchaseOrderPath = (id: string) => `/purchase-orders/${encodeURIComponent(id)}`;

/** Each status's badge: a draft quiet, what is on its way accented, received done, cancelled struck. */
export const STATUS_BADGE: Record<PurchaseOrderStatus, BadgeVariant> = {
  draft: 'secondary',
  sent: 'accent',
  'partly-received': 'accent',
  received: 'success',
  cancelled: 'outline',
};

/** An order's amounts are in its own currency, kept from when it was made (decision 145). */
export const orderMoney = (amount: number, currency: string, language: string) => formatMoney(amount, { currency, language });
