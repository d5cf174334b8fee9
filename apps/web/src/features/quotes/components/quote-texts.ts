import type { QuoteStatus } from '@atelier/shared';
import type { BadgeVariant } from '@/components/ui/badge';

/** The quotes' paths (decision 158). */
export const QUOTES_PATH = '/quotes';
export const NEW_QUOTE_PATH = '/quotes/new';
export const quotePath = (id: string) => `/quotes/${encodeURIComponent(id)}`;

/** The badge of each status as shown: sent waits, accepted is done, declined and expired are closed. */
export const STATUS_BADGE: Record<QuoteStatus, BadgeVariant> = {
  draft: 'secondary',
  sent: 'accent',
  accepted: 'success',
  declined: 'destructive',
  expired: 'outline',
};

export const statusKey = (status: QuoteStatus) => `status_${status}` as const;
