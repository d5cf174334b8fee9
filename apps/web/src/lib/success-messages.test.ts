import { successMessage } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { messageParams, successText } from './success-messages';

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
