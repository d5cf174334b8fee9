import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/i18n';
import { analyticsMessages } from '../messages';

/** The first load with nothing cached: loading, or the error with Retry. */
export function AnalyticsStatus(props: { kind: 'loading' } | { kind: 'error'; message: string; onRetry: () => void }) {
  const t = useMessages(analyticsMessages);
  if (props.kind === 'loading') {
    return (
      <div className="flex items-center justify-center gap-3 py-16 text-muted-foreground" role="status">
        <Spinner className="text-primary" />
        <span>{t.loading}</span>
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive-soft px-6 py-10 text-center"
    >
      <p className="text-sm font-medium text-destructive">{t.error({ message: props.message })}</p>
      <Button variant="outline" onClick={props.onRetry}>
        {t.retry}
      </Button>
    </div>
  );
}
