import { API, successMessage } from '@atelier/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from './i18n/i18n';
import { messageParams, resourceToasts, successText } from './success-messages';

afterEach(() => setLanguage(undefined));

describe('messageParams (facts only the server knew, read back from its message)', () => {
  it('reads the parameters the server filled into the template', () => {
    const sent = successMessage('invoiceSent', { invoiceNumber: 'INV-0007', to: 'grace+atelier@example.com' });
    expect(messageParams('invoiceSent', sent)).toEqual({ invoiceNumber: 'INV-0007', to: 'grace+atelier@example.com' });
    expect(successText('invoiceSent', messageParams('invoiceSent', sent))).toBe(sent);
  });

  it('gives no parameters for a text that does not follow the template', () => {
    expect(messageParams('invoiceSent', 'Sent')).toEqual({});
    expect(messageParams('paymentRecorded', 'Payment recorded')).toEqual({});
  });
});

describe('resourceToasts (a list resource’s toasts)', () => {
  it('reads the language of the moment, even one changed back while no screen listened', async () => {
    const toasts = resourceToasts(API.materials);
    const stop = toasts.listen(() => {});
    setLanguage('fr');
    await vi.waitFor(() => expect(toasts.get().added).toBe('Matière ajoutée'));
    stop();
    setLanguage(undefined);
    expect(toasts.get().added).toBe('Material added');
    // Unchanged texts are the same snapshot, as useSyncExternalStore needs.
    expect(toasts.get()).toBe(toasts.get());
  });
});
