import type { SubscriptionConfig } from '@atelier/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/stub-api';

const loadStripe = vi.fn();
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (...args: unknown[]) => loadStripe(...args) }));
const { CardForm } = await import('./card-form-fields');

const sandbox: SubscriptionConfig = {
  provider: 'sandbox',
  publishableKey: '',
  tokenizeUrl: '/api/v1/subscriptions/sandbox/payment-methods',
  prices: [],
  trialDays: 14,
  graceDays: 7,
  testCards: [{ number: '4242424242424242', outcome: 'succeeds' }],
};
const stripe: SubscriptionConfig = { ...sandbox, provider: 'stripe', publishableKey: 'pk_test_123', tokenizeUrl: '', testCards: [] };

function renderForm(config: SubscriptionConfig) {
  const onPaymentMethod = vi.fn(async () => {});
  render(
    <>
      <CardForm formId="card" config={config} onPaymentMethod={onPaymentMethod} />
      <button type="submit" form="card">
        Save card
      </button>
    </>,
  );
  return onPaymentMethod;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the card form: checks and card errors', () => {
  it('with the sandbox: checks the card first, each error under its field, and sends nothing', async () => {
    const fetch = stubApi({});
    const onPaymentMethod = renderForm(sandbox);
    type('Card number', '4242 4242 4242 4241');
    type('Expiry date', '13/30');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Enter a valid card number.')).toBeTruthy();
    expect(screen.getByText('Enter the expiry date as MM/YY.')).toBeTruthy();
    expect(screen.getByText('Enter the 3 or 4 digit security code.')).toBeTruthy();
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
    expect(onPaymentMethod).not.toHaveBeenCalled();
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('with the sandbox: tokenizes a valid card and hands on only its id', async () => {
    const fetch = stubApi({
      'POST /subscriptions/sandbox/payment-methods': {
        status: 201,
        data: { paymentMethod: { id: 'pm_sandbox_1', brand: 'visa', last4: '4242', exp: '12/30' } },
      },
    });
    const onPaymentMethod = renderForm(sandbox);
    type('Card number', '4242424242424242');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    type('Expiry date', '1230');
    type('Security code', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(onPaymentMethod).toHaveBeenCalledWith('pm_sandbox_1'));
    expect(JSON.parse(String((fetch.mock.calls[0]?.[1] as RequestInit).body))).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
  });

  it("with the sandbox: shows the provider's own message when it refuses the card", async () => {
    stubApi({
      'POST /subscriptions/sandbox/payment-methods': {
        status: 422,
        data: {
          success: false,
          status_code: 422,
          code: 'VALIDATION_ERROR',
          message: 'Validation failed',
          errors: [{ field: 'number', message: 'The sandbox takes test cards only: use 4242 4242 4242 4242.' }],
        },
      },
    });
    const onPaymentMethod = renderForm(sandbox);
    type('Card number', '5555 5555 5555 4444');
    type('Expiry date', '12/30');
    type('Security code', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The sandbox takes test cards only: use 4242 4242 4242 4242.');
    expect(onPaymentMethod).not.toHaveBeenCalled();
  });

  it('with Stripe: loads Stripe.js with the publishable key, and says so when it did not load', async () => {
    loadStripe.mockResolvedValue(null);
    const onPaymentMethod = renderForm(stripe);
    await waitFor(() => expect(loadStripe).toHaveBeenCalledWith('pk_test_123'));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The card payment provider is not loaded. Please try again.');
    expect(onPaymentMethod).not.toHaveBeenCalled();
  });

  it("with Stripe: sends the id createPaymentMethod made, or shows the provider's message", async () => {
    const card = { mount: vi.fn(), destroy: vi.fn() };
    const createPaymentMethod = vi
      .fn()
      .mockResolvedValueOnce({ error: { message: 'Your card number is incomplete.' } })
      .mockResolvedValueOnce({ paymentMethod: { id: 'pm_123' } });
    loadStripe.mockResolvedValue({ elements: () => ({ create: () => card }), createPaymentMethod });
    const onPaymentMethod = renderForm(stripe);
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card number is incomplete.');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(onPaymentMethod).toHaveBeenCalledWith('pm_123'));
    expect(createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card });
  });
});
