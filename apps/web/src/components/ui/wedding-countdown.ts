import { count, i18n, useMessages } from '@/lib/i18n/i18n';

/** The countdown's words, one home for every page that counts down to a wedding (decisions 216, 219). */
export const countdownMessages = i18n('wedding-countdown', {
  daysLeft: count({ one: 'in {count} day', other: 'in {count} days' }),
  today: 'today',
  past: 'past',
});

/** How long until the wedding, as a countdown reads: "in 12 days", "today", "past". */
export function useWeddingCountdown(): (days: number) => string {
  const t = useMessages(countdownMessages);
  return (days) => {
    if (days > 0) return t.daysLeft(days);
    return days === 0 ? t.today : t.past;
  };
}
