import type { GeneratorInfo } from '@atelier/shared';
import { AppLink } from '@/components/ui/app-link';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { generatorMessages } from '../messages';

/** The day the count starts again, in the account's zone ('1 Dec 2026'). */
export function resetDate(resetsAt: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(new Date(resetsAt));
}

/**
 * Free drafts 5 patterns a calendar month (decision 040). The line says how many are used
 * and when the count starts again; used up, it says so with the way to /pricing (the server
 * refuses the 6th with PLAN_AI_LIMIT_REACHED, which the shared handler also sends there).
 */
export function UsageLine({ usage }: { usage: GeneratorInfo['usage'] }) {
  const t = useMessages(generatorMessages);
  const language = useLocale();
  const usedUp = usage.limit !== null && usage.used >= usage.limit;
  return (
    <div className="space-y-1 text-sm" data-testid="generator-usage">
      <p>
        <span className="font-medium">
          {usage.limit === null ? t.usageUnlimited({ used: usage.used }) : t.usage({ used: usage.used, limit: usage.limit })}
        </span>
        {usage.limit !== null && (
          <span className="text-muted-foreground"> · {t.resets({ date: resetDate(usage.resetsAt, usage.timeZone, language) })}</span>
        )}
      </p>
      {usedUp && (
        <p className="text-muted-foreground">
          {t.limitReached}{' '}
          <AppLink to="/pricing" className={inlineLinkClasses}>
            {t.seePlans}
          </AppLink>
        </p>
      )}
    </div>
  );
}
