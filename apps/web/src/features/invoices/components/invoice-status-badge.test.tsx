import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n';
import { InvoiceStatusBadge } from './invoice-status-badge';

afterEach(async () => {
  cleanup();
  await act(async () => setLanguage(undefined));
});

describe('the invoice status badge', () => {
  it('says Issued, not Sent, for an invoice issued and never sent to the client', async () => {
    const { rerender } = render(<InvoiceStatusBadge invoice={{ status: 'sent', paymentState: 'unpaid', sentAt: null }} />);
    expect(screen.getByText('Issued')).toBeTruthy();
    rerender(<InvoiceStatusBadge invoice={{ status: 'sent', paymentState: 'unpaid', sentAt: '2030-05-01T10:00:00.000Z' }} />);
    expect(screen.getByText('Sent')).toBeTruthy();
    await act(async () => setLanguage('fr'));
    rerender(<InvoiceStatusBadge invoice={{ status: 'sent', paymentState: 'unpaid', sentAt: null }} />);
    expect(await screen.findByText('Émise')).toBeTruthy();
  });
});
