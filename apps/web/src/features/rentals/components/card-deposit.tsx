import { CreditCard, ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/i18n';
import { useQrCode } from '@/lib/use-qr-code';
import type { useCardDeposit } from '../api/rentals-api';
import { rentalMessages } from '../messages';

/** The payment page's link and its code, for the renter to pay on their own phone. */
function PayPage({ url }: { url: string }) {
  const t = useMessages(rentalMessages);
  const qr = useQrCode(url);
  return (
    <div className="flex flex-wrap items-center gap-3">
      {qr && <img src={qr} alt={t.payPageQr} width={128} height={128} className="rounded border border-border bg-white p-1" />}
      <div className="space-y-1 text-sm">
        <a href={url} target="_blank" rel="noreferrer" className="inline-flex min-h-9 items-center gap-1 font-medium underline">
          <ExternalLink className="h-4 w-4" aria-hidden /> {t.openPayPage}
        </a>
        <p role="status" className="text-muted-foreground">
          {t.waitingForPayment}
        </p>
      </div>
    </div>
  );
}

/**
 * The deposit paid by card on the studio's own Stripe account (decision 229): the counter opens the
 * page, the renter pays there or on their phone by its code, and the dialog sees the payment come in.
 */
export function CardDeposit({ card }: { card: ReturnType<typeof useCardDeposit> }) {
  const t = useMessages(rentalMessages);
  const refusal = card.open.error instanceof ApiError ? card.open.error.message : null;
  if (card.paid) return null;
  return (
    <div className="space-y-2">
      {card.url ? (
        <PayPage url={card.url} />
      ) : (
        <Button type="button" variant="outline" loading={card.open.isPending} onClick={() => card.open.mutate()}>
          <CreditCard className="h-4 w-4" aria-hidden /> {t.cardOnline}
        </Button>
      )}
      {refusal && <FieldError>{refusal}</FieldError>}
    </div>
  );
}
