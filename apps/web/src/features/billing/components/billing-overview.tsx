import type { SubscriptionDetails } from '@atelier/shared';
import { lazy, Suspense, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { useSubscriptionConfig, useSubscriptionDetails } from '../api/subscriptions';
import { BillingHistory } from './billing-history';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { PaymentMethod } from './payment-method';
import { SubscriptionSummary } from './subscription-summary';

// The card form (and through it Stripe.js) loads when 'Change card' is pressed, not with the page.
const CardDialog = lazy(async () => ({ default: (await import('./card-dialog')).CardDialog }));

export const overviewMessages = i18n('billing-overview', {
  loading: 'Loading your subscription...',
  error: 'Your subscription could not be loaded.',
  retry: 'Retry',
});

/** Whether the account has a paid subscription whose card can be changed (else NO_ACTIVE_SUBSCRIPTION). */
const hasPaidSubscription = (d: SubscriptionDetails) =>
  d.planId !== 'free' && (d.status === 'active' || d.status === 'past_due' || d.status === 'cancelled');

/**
 * The subscription as /pricing and the Billing tab of settings both show it (decision 045): the
 * current plan and its status line, the card on file with 'Change card', the billing history with
 * its receipts, and the cancel and card dialogs (one open at a time, mounted only while open).
 */
export function BillingOverview({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useMessages(overviewMessages);
  const details = useSubscriptionDetails();
  const config = useSubscriptionConfig();
  const [open, setOpen] = useState<'cancel' | 'card' | null>(null);

  if (!details.data) {
    if (details.isError)
      return (
        <Alert variant="error" title={t.error}>
          <Button variant="link" onClick={() => void details.refetch()}>
            {t.retry}
          </Button>
        </Alert>
      );
    return (
      <div role="status" className="flex items-center gap-3 py-6 text-muted-foreground">
        <Spinner className="text-primary" />
        <p>{t.loading}</p>
      </div>
    );
  }

  const d = details.data;
  return (
    <div className="space-y-8" data-testid="billing-overview">
      <SubscriptionSummary details={d} headingLevel={headingLevel} onCancel={() => setOpen('cancel')} />
      <PaymentMethod
        card={d.paymentMethod}
        headingLevel={headingLevel}
        canChange={hasPaidSubscription(d) && !!config.data}
        onChange={() => setOpen('card')}
      />
      <BillingHistory receipts={d.invoices} headingLevel={headingLevel} />
      {open === 'cancel' && <CancelSubscriptionDialog details={d} onClose={() => setOpen(null)} />}
      {open === 'card' && config.data && (
        <Suspense fallback={null}>
          <CardDialog config={config.data} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
