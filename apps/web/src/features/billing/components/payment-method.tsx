import type { CardOnFile } from '@atelier/shared';
import { CreditCard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { i18n, params, useMessages } from '@/lib/i18n/i18n';

export const paymentMethodMessages = i18n('billing-payment-method', {
  title: 'Payment method',
  card: params('{brand} ending in {last4}'),
  expires: params('Expires {exp}'),
  none: 'No card on file. The card you pay with at checkout is kept here for renewals.',
  change: 'Change card',
});

/** The card on file (paymentMethod: brand, last4, exp) and 'Change card'. */
export function PaymentMethod({
  card,
  canChange,
  onChange,
  headingLevel = 2,
}: {
  card: CardOnFile | null;
  canChange: boolean;
  onChange: () => void;
  headingLevel?: 2 | 3;
}) {
  const t = useMessages(paymentMethodMessages);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const brand = card ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : '';
  return (
    <section aria-labelledby="payment-method-title" data-testid="payment-method">
      <Heading id="payment-method-title" className="text-lg font-semibold">
        {t.title}
      </Heading>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-4">
        {card ? (
          <div className="flex items-center gap-3">
            <CreditCard className="h-6 w-6 text-muted-foreground" aria-hidden />
            <div>
              <p className="font-medium" data-testid="payment-method-card">
                {t.card({ brand, last4: card.last4 })}
              </p>
              <p className="text-sm text-muted-foreground">{t.expires({ exp: card.exp })}</p>
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t.none}</p>
        )}
        {canChange && (
          <Button variant="outline" onClick={onChange}>
            {t.change}
          </Button>
        )}
      </div>
    </section>
  );
}
