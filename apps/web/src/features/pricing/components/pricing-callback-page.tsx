import { CheckCircle2, XCircle } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { i18n, textsOf, useMessages } from '@/lib/i18n/i18n';
import { PAYMENT_RESULT_ENGLISH, usePaymentResult } from './use-payment-result';

export const messages = i18n('pricing-callback-page', {
  processing: 'Processing Payment',
  verifying: 'Verifying payment...',
  success: 'Payment Successful',
  failed: 'Payment Failed',
  redirecting: 'You will be redirected shortly...',
  toDashboard: 'Go to the dashboard now',
  toPricing: 'Back to plans now',
  stay: 'Stay on this page',
  ...PAYMENT_RESULT_ENGLISH,
});

const texts = textsOf(messages);

/**
 * /pricing/callback, the payment result page: where the provider's
 * checkout sends the browser back. The heading says the state; the status region announces it.
 */
export function PricingCallbackPage() {
  const t = useMessages(messages);
  const { search } = useLocation();
  const { result, goNow, stay, staying } = usePaymentResult(search, texts);

  const title = result.phase === 'pending' ? t.processing : result.phase === 'success' ? t.success : t.failed;
  return (
    <div className="mx-auto max-w-lg py-10">
      <Card className="flex flex-col items-center gap-4 p-8 text-center" data-testid="payment-result" data-phase={result.phase}>
        {result.phase === 'pending' && <Spinner size="lg" className="text-primary" />}
        {result.phase === 'success' && <CheckCircle2 className="h-12 w-12 text-success" aria-hidden />}
        {result.phase === 'failed' && <XCircle className="h-12 w-12 text-destructive" aria-hidden />}
        <h1 className="text-2xl font-semibold">{title}</h1>
        <div role="status" className="space-y-1">
          <p data-testid="payment-result-message">{result.phase === 'pending' ? t.verifying : result.message}</p>
          {result.phase !== 'pending' && !staying && <p className="text-sm text-muted-foreground">{t.redirecting}</p>}
        </div>
        {result.phase !== 'pending' && (
          <div className="flex flex-wrap justify-center gap-3">
            <Button variant={result.phase === 'success' ? 'primary' : 'outline'} onClick={goNow}>
              {result.phase === 'success' ? t.toDashboard : t.toPricing}
            </Button>
            {!staying && (
              <Button variant="ghost" onClick={stay}>
                {t.stay}
              </Button>
            )}
          </div>
        )}
      </Card>
    </div>
  );
}
