import type { SubscriptionConfig } from '@atelier/shared';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/handle-error';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { subscriptionsApi } from '../api/subscriptions';
import { toCardBody, emptyCardForm, formatCardNumber, formatExpiry, type CardFormValues } from './card-form';

export const cardFormMessages = i18n('billing-card-form', {
  number: 'Card number',
  expiry: 'Expiry date',
  expiryHint: 'MM/YY',
  cvc: 'Security code',
  cvcHint: '3 or 4 digits on the back of the card',
  card: 'Card',
  numberInvalid: 'Enter a valid card number.',
  expiryInvalid: 'Enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  cvcInvalid: 'Enter the 3 or 4 digit security code.',
  testCards: 'Test mode: no real card is charged. Test cards:',
  loadingProvider: 'Loading the secure card form...',
  // The card errors.
  providerNotLoaded: 'The card payment provider is not loaded. Please try again.',
  setupUnexpected: 'An unexpected error occurred during payment setup.',
  setupFailed: 'Payment setup failed. Please try again.',
});

/**
 * Stripe.js loads only here, on demand (decision 045; the original loaded it on every page): the
 * module is split off by the dynamic import and its script is added only when a card is asked for.
 */
async function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey);
}

/** Stripe's card field: its own iframe, mounted into our labelled box. */
function useStripeCard(config: SubscriptionConfig, mountOn: React.RefObject<HTMLDivElement | null>) {
  const [state, setState] = useState<{ stripe: Stripe | null; card: StripeCardElement | null; failed: boolean }>({
    stripe: null,
    card: null,
    failed: false,
  });
  const enabled = config.provider === 'stripe' && !!config.publishableKey;
  useEffect(() => {
    if (!enabled) return;
    let card: StripeCardElement | null = null;
    let live = true;
    loadStripeJs(config.publishableKey)
      .then((stripe) => {
        if (!live || !stripe || !mountOn.current) return void (live && setState((s) => ({ ...s, failed: !stripe })));
        card = stripe.elements().create('card', { hidePostalCode: true });
        card.mount(mountOn.current);
        setState({ stripe, card, failed: false });
      })
      .catch((err: unknown) => {
        console.error('Stripe.js did not load', err);
        if (live) setState((s) => ({ ...s, failed: true }));
      });
    return () => {
      live = false;
      card?.destroy();
    };
  }, [enabled, config.publishableKey, mountOn]);
  return state;
}

/**
 * The card form: the card becomes a payment method in the browser and
 * only its id goes on. With Stripe that is Stripe.js's card field and createPaymentMethod; with the
 * embedded sandbox, our own accessible fields and the sandbox's tokenize call, which plays Stripe.js.
 * `onPaymentMethod` sends the id (change the card, subscribe) and answers true when done.
 */
export function CardForm({
  formId,
  config,
  onPaymentMethod,
  onBusyChange,
}: {
  formId: string;
  config: SubscriptionConfig;
  onPaymentMethod: (paymentMethodId: string) => Promise<unknown>;
  onBusyChange?: (busy: boolean) => void;
}) {
  const t = useMessages(cardFormMessages);
  const form = useForm<CardFormValues>(emptyCardForm);
  const { values, errors, set } = form;
  const [cardError, setCardError] = useState<string | null>(null);
  const stripeBox = useRef<HTMLDivElement | null>(null);
  const stripe = useStripeCard(config, stripeBox);
  const labelId = useId();

  const createPaymentMethod = async (): Promise<string | null> => {
    if (config.provider === 'stripe') {
      if (!stripe.stripe || !stripe.card) {
        setCardError(t.providerNotLoaded);
        return null;
      }
      const result = await stripe.stripe.createPaymentMethod({ type: 'card', card: stripe.card });
      if (result.error) {
        setCardError(result.error.message || t.setupFailed);
        return null;
      }
      return result.paymentMethod.id;
    }
    const built = toCardBody(values, t);
    if (!built.ok) {
      // Beside the fields and not toasted, like the card's other errors.
      form.setErrors(built.errors);
      return null;
    }
    return (await subscriptionsApi.sandboxTokenize(built.body)).id;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCardError(null);
    onBusyChange?.(true);
    try {
      const id = await createPaymentMethod();
      if (id) await onPaymentMethod(id);
    } catch (err) {
      // The provider's (or the server's) own message, else our generic one, beside the card
      // it is about; a declined card is not toasted as well (CARD_DECLINED is inline, subscriptions.ts).
      setCardError(err instanceof ApiError || (err instanceof Error && err.message) ? errorMessage(err) : t.setupUnexpected);
    } finally {
      onBusyChange?.(false);
    }
  };

  return (
    <form id={formId} onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      {cardError && <Alert variant="error">{cardError}</Alert>}
      {config.provider === 'stripe' ? (
        <div className="space-y-1.5">
          <Label id={labelId}>{t.card}</Label>
          <div ref={stripeBox} role="group" aria-labelledby={labelId} className="rounded-lg border border-input bg-card px-3 py-3" />
          {!stripe.card && !stripe.failed && <p className="text-xs text-muted-foreground">{t.loadingProvider}</p>}
          {stripe.failed && <p className="text-xs font-medium text-destructive">{t.providerNotLoaded}</p>}
        </div>
      ) : (
        <>
          <Field label={t.number} error={errors.number}>
            {(p) => (
              <Input
                {...p}
                name="cardnumber"
                inputMode="numeric"
                autoComplete="cc-number"
                value={values.number}
                onChange={(e) => set('number', formatCardNumber(e.target.value))}
                placeholder="4242 4242 4242 4242"
              />
            )}
          </Field>
          <div className="grid grid-cols-2 gap-4">
            <Field label={t.expiry} hint={t.expiryHint} error={errors.expiry}>
              {(p) => (
                <Input
                  {...p}
                  name="exp-date"
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  value={values.expiry}
                  onChange={(e) => set('expiry', formatExpiry(e.target.value))}
                  placeholder="MM/YY"
                />
              )}
            </Field>
            <Field label={t.cvc} hint={t.cvcHint} error={errors.cvc}>
              {(p) => (
                <Input
                  {...p}
                  name="cvc"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={4}
                  value={values.cvc}
                  onChange={(e) => set('cvc', e.target.value.replace(/\D/g, ''))}
                />
              )}
            </Field>
          </div>
          {config.testCards.length > 0 && (
            <div className="rounded-lg bg-muted p-3 text-xs">
              <p className="font-medium">{t.testCards}</p>
              <ul className="mt-1 space-y-0.5">
                {config.testCards.map((c) => (
                  <li key={c.number}>
                    <span className="font-mono">{formatCardNumber(c.number)}</span> {c.outcome}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </form>
  );
}
