import { getPlan, type SubscriptionDetails } from '@atelier/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { usePlanText } from './plan-texts';
import { i18n, params, useMessages } from '@/lib/i18n/i18n';
import { useCancelSubscription } from '../api/subscriptions';
import { useBillingFormat } from './billing-format';

export const cancelMessages = i18n('billing-cancel', {
  title: 'Cancel subscription',
  description: params('You keep {plan} and all its features until {date}.'),
  after: 'After that the Free plan applies. Your data is kept; records over the Free limits become read-only.',
  confirm: 'Cancel subscription',
  keep: 'Keep subscription',
});

/**
 * Cancellation (anytime, access kept to the end of the billing period): the date
 * access ends is said before the user confirms. Mounted only while open.
 */
export function CancelSubscriptionDialog({ details, onClose }: { details: SubscriptionDetails; onClose: () => void }) {
  const t = useMessages(cancelMessages);
  const tp = usePlanText();
  const fmt = useBillingFormat();
  const cancel = useCancelSubscription();
  return (
    <ConfirmDialog
      onClose={onClose}
      title={t.title}
      description={t.description({ plan: tp(getPlan(details.planId).name), date: fmt.date(details.dueDate) })}
      confirmLabel={t.confirm}
      cancelLabel={t.keep}
      confirmVariant="destructive"
      action={() => cancel.mutateAsync()}
    >
      <p className="text-sm">{t.after}</p>
    </ConfirmDialog>
  );
}
