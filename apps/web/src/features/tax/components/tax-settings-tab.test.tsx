import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';
import { sampleTaxSettings } from '@/test/sample-tax';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { TaxSettingsTab } = await import('./tax-settings-tab');

const missingVat = { field: 'vatNumber', term: 'BT-31', message: 'VAT number is required while registered' };

function renderTab() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <TaxSettingsTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const bodyOf = (fetchMock: ReturnType<typeof stubApi>, key: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init.method} ${String(url)}` === `${key}`);
  return call ? (JSON.parse(String(call[1].body)) as Record<string, unknown>) : undefined;
};

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Settings › Tax', () => {
  it('names what an invoice lacks, saves the settings and shows the answer’s list', async () => {
    let saved = false;
    const fetchMock = stubApi({
      'GET /tax/settings': { data: { settings: sampleTaxSettings({ missing: [missingVat] }) } },
      'PATCH /tax/settings': () => {
        saved = true;
        return { message: 'Tax settings saved', data: { settings: sampleTaxSettings({ vatNumber: 'FR12123456789', missing: [] }) } };
      },
    });
    renderTab();
    const notice = await screen.findByText('Before you issue an invoice');
    expect(within(notice.closest('[role="status"]') as HTMLElement).getByText('VAT number is required while registered')).toBeTruthy();
    // The rounding is the country's, said in a sentence, not a field.
    expect(screen.getByTestId('tax-rounding').textContent).toContain('rounded once per rate');
    // The country's usual account codes are shown beside each account.
    expect(screen.getByText('Usual code: 411000')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('VAT or GST number'), { target: { value: ' FR12123456789 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toBe(true));
    const body = bodyOf(fetchMock, 'PATCH /api/v1/tax/settings');
    expect(body).toMatchObject({ country: 'FR', registered: true, vatNumber: 'FR12123456789', companyNumber: '123456789', iban: null });
    expect(body?.accounts).toEqual(sampleTaxSettings().accounts);
    expect(await screen.findByText(/invoices can be issued/)).toBeTruthy();
    expect(screen.queryByText('VAT number is required while registered')).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Tax settings saved');
  });

  it('accepts a rate typed with a decimal comma: "5,5" is sent as 5.5, a standard rate', async () => {
    const added = sampleTaxSettings({
      rates: [{ id: 'r1', name: 'TVA 5,5 %', rate: 5.5, category: 'S', exemptionReason: '', isDefault: false, archived: false }],
    });
    const fetchMock = stubApi({
      'GET /tax/settings': { data: { settings: sampleTaxSettings() } },
      'POST /tax/rates': { status: 201, message: 'Tax rate added', data: { rate: added.rates[0], settings: added } },
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Add rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tax rate' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'TVA 5,5 %' } });
    fireEvent.change(within(dialog).getByLabelText('Rate (%)'), { target: { value: '5,5' } });
    // No exemption text is asked for a standard rate.
    expect(within(dialog).queryByLabelText('Exemption reason')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(fetchMock, 'POST /api/v1/tax/rates')).toEqual({
      name: 'TVA 5,5 %',
      rate: 5.5,
      category: 'S',
      exemptionReason: null,
      isDefault: false,
    });
    const rates = screen.getByTestId('tax-rates');
    expect(within(rates).getByText('TVA 5,5 %')).toBeTruthy();
    expect(within(rates).getByRole('button', { name: 'Edit rate TVA 5,5 %' })).toBeTruthy();
  });

  it('refuses a rate that is not a number without sending it', async () => {
    const fetchMock = stubApi({ 'GET /tax/settings': { data: { settings: sampleTaxSettings() } } });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Add rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tax rate' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'VAT' } });
    fireEvent.change(within(dialog).getByLabelText('Rate (%)'), { target: { value: 'twenty' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Write the rate as a number, for example 20 or 5,5')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);
  });
});
