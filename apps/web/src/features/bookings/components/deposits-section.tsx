import type { BookingSettings } from '@atelier/shared';
import { useEffect, useRef, useState } from 'react';
import { SettingsSection } from '@/components/layout/settings-section';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { connectStripe, useDisconnectStripe, useRefreshStripe } from '../api/bookings-api';
import { bookingsMessages } from '../messages';

/**
 * How deposits are taken (decisions 156, 161): the studio's own Stripe account (connect, check,
 * disconnect), the payment sandbox on a local run, or none. Back from Stripe's onboarding (the
 * address has `stripe=`), the account is read again once.
 */
export function DepositsSection({ settings }: { settings: BookingSettings }) {
  const t = useMessages(bookingsMessages);
  const refresh = useRefreshStripe();
  const disconnect = useDisconnectStripe();
  // Where deposits are paid out is the owner's alone (decision 182): a manager checks it, never changes it.
  const ownsPayouts = useCan('payouts.manage');
  const [connecting, setConnecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const checkedOnReturn = useRef(false);
  const { provider, stripeConnected, stripeAvailable } = settings.deposits;

  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    if (checkedOnReturn.current || !search.has('stripe') || !stripeAvailable) return;
    checkedOnReturn.current = true;
    refresh.mutate();
    search.delete('stripe');
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${search}`);
  }, [refresh, stripeAvailable]);

  const connect = async () => {
    setConnecting(true);
    try {
      window.location.assign(await connectStripe());
    } catch {
      // The query client toasted why; the button is free again.
      setConnecting(false);
    }
  };

  let body;
  if (stripeAvailable && stripeConnected)
    body = (
      <>
        <p className="text-sm" data-testid="stripe-connected">
          {t.depositsStripe}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => refresh.mutate()} loading={refresh.isPending}>
            {t.refreshStripe}
          </Button>
          {ownsPayouts && (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              {t.disconnectStripe}
            </Button>
          )}
        </div>
        {!ownsPayouts && <p className="text-sm text-muted-foreground">{t.payoutsOwnerOnly}</p>}
      </>
    );
  else if (stripeAvailable)
    body = (
      <>
        <p className="text-sm">{provider === 'stripe' ? t.stripePending : t.depositsConnect}</p>
        <div className="flex flex-wrap gap-2">
          {ownsPayouts && (
            <Button onClick={() => void connect()} loading={connecting}>
              {t.connectStripe}
            </Button>
          )}
          {provider === 'stripe' && (
            <Button variant="outline" onClick={() => refresh.mutate()} loading={refresh.isPending}>
              {t.refreshStripe}
            </Button>
          )}
        </div>
        {!ownsPayouts && <p className="text-sm text-muted-foreground">{t.payoutsOwnerOnly}</p>}
      </>
    );
  else body = <p className="text-sm">{provider === 'sandbox' ? t.depositsSandbox : t.depositsNone}</p>;

  return (
    <SettingsSection title={t.depositsTitle}>
      <div className="space-y-3" data-testid="booking-deposits">
        {body}
      </div>
      {confirming && (
        <ConfirmDialog
          title={t.disconnectTitle}
          description={t.disconnectText}
          confirmLabel={t.disconnectStripe}
          confirmVariant="destructive"
          action={() => disconnect.mutateAsync()}
          onClose={() => setConfirming(false)}
        />
      )}
    </SettingsSection>
  );
}
