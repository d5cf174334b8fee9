import { AppLink } from '@/components/ui/app-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { inlineLinkClasses, standaloneLinkClasses } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/handle-error';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { can } from '@/lib/permissions';
import { useSession } from '@/lib/session-context';
import { useStorageUsage } from '../api/data-api';
import { dataMessages } from './data-messages';
import { formatStorageSize, storagePercent } from './storage-size';

/** 'Used of total' of the plan's storage (100MB, 10GB, 100GB by plan; decision 036). */
export function StorageSection() {
  const t = useMessages(dataMessages);
  const { user } = useSession();
  const language = useLocale();
  const storage = useStorageUsage();
  const usage = storage.data;
  const percent = usage ? storagePercent(usage.usedBytes, usage.limitBytes) : 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.storageTitle}</CardTitle>
        <CardDescription>{t.storageDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {usage ? (
          <div className="space-y-2" data-testid="storage-usage">
            <p className="text-sm font-medium">
              {t.storageUsed({ used: formatStorageSize(usage.usedBytes, language), total: formatStorageSize(usage.limitBytes, language) })}
            </p>
            <div
              role="progressbar"
              aria-label={t.storageMeter}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(percent)}
              className="h-2 w-full overflow-hidden rounded-full bg-muted"
            >
              <div
                className={cn('h-full rounded-full', percent >= 100 ? 'bg-destructive' : 'bg-primary')}
                style={{ width: `${percent}%` }}
              />
            </div>
            {percent >= 100 && (
              <p className="text-sm">
                {t.storageFull}{' '}
                {can(user, 'billing.manage') && (
                  <AppLink to="/pricing" className={cn(inlineLinkClasses, standaloneLinkClasses)}>
                    {t.storageUpgrade}
                  </AppLink>
                )}
              </p>
            )}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground" role={storage.error ? 'alert' : 'status'}>
            {storage.error ? errorMessage(storage.error) : t.storageLoading}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
