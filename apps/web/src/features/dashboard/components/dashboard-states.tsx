import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/i18n';
import { dashboardMessages } from '../messages';

const block = 'animate-pulse rounded-md bg-muted';

/** The first load with nothing cached: the page's shape in grey, announced once as loading. */
export function DashboardSkeleton() {
  const t = useMessages(dashboardMessages);
  return (
    <div role="status" aria-live="polite" data-testid="dashboard-loading">
      <span className="sr-only">{t.loading}</span>
      <div aria-hidden className="mb-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-3 rounded-xl border border-border bg-card p-5">
            <div className={`${block} h-4 w-24`} />
            <div className={`${block} h-8 w-16`} />
            <div className={`${block} h-4 w-36`} />
          </div>
        ))}
      </div>
      <div aria-hidden className="grid gap-4 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="space-y-3 rounded-xl border border-border bg-card p-5">
            <div className={`${block} h-5 w-40`} />
            {[0, 1, 2].map((j) => (
              <div key={j} className={`${block} h-10 w-full`} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The first load failed and nothing is cached: the error and Retry. */
export function DashboardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useMessages(dashboardMessages);
  return (
    <div
      role="alert"
      className="mb-6 flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive-soft px-6 py-10 text-center"
    >
      <p className="text-sm font-medium text-destructive">{t.error({ message })}</p>
      <Button variant="outline" onClick={onRetry}>
        {t.retry}
      </Button>
    </div>
  );
}

/** Nothing cached and nothing loading (the browser is offline, say): 'Fetch Data' asks again. */
export function DashboardEmpty({ onFetch }: { onFetch: () => void }) {
  const t = useMessages(dashboardMessages);
  return (
    <div
      className="mb-6 flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center"
      data-testid="dashboard-empty"
    >
      <p className="text-sm text-muted-foreground">{t.empty}</p>
      <Button onClick={onFetch}>{t.fetchData}</Button>
    </div>
  );
}
