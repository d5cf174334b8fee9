import { Spinner } from '@/components/ui/spinner';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n/i18n';
import { generatorMessages } from '../messages';

/**
 * The progress card while a pattern is drafted ('Generating Your Pattern'), saying
 * what really happens (decision 039): drafting to the measurements by pattern-making rules, not a
 * language model.
 */
export function GenerationProgress() {
  const t = useMessages(generatorMessages);
  return (
    <Card className="flex items-start gap-3 p-4 sm:p-5" role="status" data-testid="generation-progress">
      <Spinner className="mt-0.5 text-primary" />
      <div className="space-y-1">
        <p className="font-semibold">{t.progressTitle}</p>
        <p className="text-sm text-muted-foreground">{t.progressText}</p>
      </div>
    </Card>
  );
}
