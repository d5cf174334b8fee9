import { i18n, params, useLocale, useMessages } from '@/lib/i18n/i18n';
import { Button } from './button';

export const messages = i18n('show-more', { showMore: params('Show {count} more ({remaining} not shown)') });

/** The "next page" of a long list; says how many are left so nothing seems missing. */
export function ShowMore({ remaining, onMore, page = 60 }: { remaining: number; onMore: () => void; page?: number }) {
  const t = useMessages(messages);
  const locale = useLocale();
  if (remaining <= 0) return null;
  return (
    <div className="mt-6 flex justify-center">
      <Button variant="outline" onClick={onMore}>
        {t.showMore({ count: Math.min(page, remaining), remaining: remaining.toLocaleString(locale) })}
      </Button>
    </div>
  );
}
