import { SUBSCRIPTION_MESSAGES } from '@atelier/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { forgetCheckout } from '@/features/billing';
import { errorMessage } from '@/lib/handle-error';
import { useRefreshAfterPlanChange, subscriptionsApi } from '@/features/billing';
import { toast } from '@/lib/toast';

/** The payment result page moves on after 5000 ms. */
export const PAYMENT_RESULT_REDIRECT_MS = 5000;
/**
 * While the checkout is not paid yet ('pending') the verification is asked again a few times, for a
 * provider that confirms just after sending the browser back; then the page says it was not paid.
 */
export const PENDING_RETRY_MS = 1500;
export const PENDING_RETRIES = 3;

export type PaymentResult = { phase: 'pending' } | { phase: 'success'; message: string } | { phase: 'failed'; message: string };

/** The page's own words, in the user's language; the server's messages are shown as sent. */
export type PaymentResultTexts = { verified: string; verificationFailed: string; activated: string; paymentFailed: string };

export const PAYMENT_RESULT_ENGLISH: PaymentResultTexts = {
  verified: SUBSCRIPTION_MESSAGES.verified,
  verificationFailed: SUBSCRIPTION_MESSAGES.verificationFailed,
  activated: SUBSCRIPTION_MESSAGES.activated,
  paymentFailed: SUBSCRIPTION_MESSAGES.paymentFailed,
};

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const id = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(id), { once: true });
  });

/**
 * The payment result page's states: pending while GET /subscriptions/verify runs
 * with every query parameter of the page; then success (the server's message, else 'Payment
 * verified successfully') or failed (the server's message, else 'Payment verification failed',
 * also when the call itself failed). After success the session is read again, so the sidebar
 * names the new plan. 5000 ms after the result the page moves on, replacing history: success to
 * /dashboard with 'Subscription activated successfully', failure to /pricing with the info toast
 * 'Payment failed, try again'. Leaving the page earlier cancels the call, its retries and the timer;
 * 'Stay on this page' cancels the timer alone.
 */
export function usePaymentResult(search: string, texts: () => PaymentResultTexts) {
  const [result, setResult] = useState<PaymentResult>({ phase: 'pending' });
  const navigate = useNavigate();
  const refresh = useRefreshAfterPlanChange();
  // Read when used: the latest functions, without restarting the verification when they change.
  const latest = useRef({ navigate, refresh, texts });
  latest.current = { navigate, refresh, texts };
  const finishNow = useRef<(() => Promise<void>) | null>(null);
  const stayNow = useRef<(() => void) | null>(null);
  const [staying, setStaying] = useState(false);
  const finished = useRef(false);

  useEffect(() => {
    const abort = new AbortController();
    const { signal } = abort;
    finished.current = false;
    finishNow.current = null;
    stayNow.current = null;
    setStaying(false);
    // The checkout came back here: the result is told on this page, not again on /pricing.
    forgetCheckout();
    (async () => {
      let settled: PaymentResult;
      try {
        let answer = await subscriptionsApi.verify(search, signal);
        for (let i = 0; answer.paymentStatus === 'pending' && i < PENDING_RETRIES && !signal.aborted; i += 1) {
          await wait(PENDING_RETRY_MS, signal);
          if (signal.aborted) return;
          answer = await subscriptionsApi.verify(search, signal);
        }
        const t = latest.current.texts();
        settled = answer.success
          ? { phase: 'success', message: answer.message || t.verified }
          : { phase: 'failed', message: answer.message || t.verificationFailed };
      } catch (err) {
        if (signal.aborted) return;
        const message = err instanceof Error && err.message ? errorMessage(err) : '';
        settled = { phase: 'failed', message: message || latest.current.texts().verificationFailed };
      }
      if (signal.aborted) return;
      const refreshed = settled.phase === 'success' ? latest.current.refresh() : Promise.resolve();
      const finish = async () => {
        if (finished.current) return;
        finished.current = true;
        abort.abort();
        await refreshed;
        const t = latest.current.texts();
        if (settled.phase === 'success') {
          toast.success(t.activated);
          latest.current.navigate('/dashboard', { replace: true });
        } else {
          toast.info(t.paymentFailed);
          latest.current.navigate('/pricing', { replace: true });
        }
      };
      // The redirect's own timer: leaving the page stops it, and so does 'Stay on this page'.
      const timer = new AbortController();
      signal.addEventListener('abort', () => timer.abort(), { once: true });
      finishNow.current = finish;
      stayNow.current = () => {
        timer.abort();
        setStaying(true);
      };
      setResult(settled);
      await wait(PAYMENT_RESULT_REDIRECT_MS, timer.signal);
      if (!timer.signal.aborted) await finish();
    })().catch((err: unknown) => console.error('Payment result page', err));
    return () => abort.abort();
  }, [search]);

  /** 'Continue' on the page: what the timer would do, at once. */
  const goNow = () => void finishNow.current?.();
  /**
   * 'Stay on this page': the redirect is a time limit on reading the result, which the user may
   * turn off (WCAG 2.2.1 Timing Adjustable); 'Continue' still moves on.
   */
  const stay = () => stayNow.current?.();
  return { result, goNow, stay, staying };
}
