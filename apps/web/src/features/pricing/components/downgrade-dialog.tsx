import { getPlan, type BillingInterval, type PlanId, type SubscriptionDetails } from '@atelier/shared';
import { formatBillingDate } from '@/features/billing';
import { usePlanText } from '@/features/billing';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { i18n, params, useLocale, useMessages } from '@/lib/i18n/i18n';
import { usePreferences } from '@/lib/preferences';
import { useSubscribe } from '@/features/billing';

export const downgradeMessages = i18n('pricing-downgrade', {
  title: params('Switch to {plan}'),
  description: params('You keep {current} until {date}; then {plan} applies.'),
  after: 'Your data is kept; records over the new plan’s limits become read-only.',
  confirm: params('Switch to {plan}'),
  keep: params('Keep {current}'),
});

/** A downgrade takes effect at the end of the billing cycle (decision 043), so it is confirmed with that date. */
export function DowngradeDialog({
  current,
  target,
  onClose,
}: {
  current: SubscriptionDetails;
  target: { planId: PlanId; interval: BillingInterval };
  onClose: () => void;
}) {
  const t = useMessages(downgradeMessages);
  const tp = usePlanText();
  const locale = useLocale();
  const timeZone = usePreferences((s) => s.timezone);
  const subscribe = useSubscribe();
  const plan = tp(getPlan(target.planId).name);
  const currentName = tp(getPlan(current.planId).name);
  return (
    <ConfirmDialog
      onClose={onClose}
      title={t.title({ plan })}
      description={t.description({ current: currentName, plan, date: formatBillingDate(current.dueDate, locale, timeZone) })}
      confirmLabel={t.confirm({ plan })}
      cancelLabel={t.keep({ current: currentName })}
      action={() => subscribe.mutateAsync(target)}
    >
      <p className="text-sm">{t.after}</p>
    </ConfirmDialog>
  );
}
