import { METRIC_HINTS } from '@atelier/shared';
import { i18n, useMessages } from '@/lib/i18n/i18n';

/**
 * The one-line definition of each figure (decision 034), shown beside it on the
 * dashboard and the analytics page. The English is packages/shared's METRIC_HINTS, so the screens
 * and the decision record say the same; other languages map each key in
 * locales/<language>/metric-hints.json.
 */
const metricHintMessages = i18n('metric-hints', { ...METRIC_HINTS });

export type MetricHint = keyof typeof METRIC_HINTS;

export function useMetricHints(): Record<MetricHint, string> {
  return useMessages(metricHintMessages);
}
