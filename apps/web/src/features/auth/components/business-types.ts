import { BUSINESS_TYPES } from '@atelier/shared';
import { i18n, useMessages } from '@/lib/i18n/i18n';

/**
 * The signup form's business types. The value sent stays the shared enum (its English text, which
 * the server validates); only the label shown follows the language (decision 021).
 */
export const messages = i18n(
  'business-types',
  Object.fromEntries(BUSINESS_TYPES.map((t) => [t, t])) as Record<(typeof BUSINESS_TYPES)[number], string>,
);

export function useBusinessTypeOptions(): { value: string; label: string }[] {
  const t = useMessages(messages);
  return BUSINESS_TYPES.map((value) => ({ value, label: t[value] ?? value }));
}
