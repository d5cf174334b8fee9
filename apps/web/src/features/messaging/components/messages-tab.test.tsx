import { DEFAULT_MESSAGE_TEMPLATES, MESSAGE_KINDS, type MessageTemplate, type MessagingUsage } from '@atelier/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/stub-api';
import { spyOnToasts } from '@/test/toasts';

spyOnToasts();
const { toast } = await import('@/lib/toast');
const { createQueryClient } = await import('@/lib/query/query-client');
const { MessagesTab } = await import('./messages-tab');

const defaults = (): MessageTemplate[] =>
  MESSAGE_KINDS.map((kind) => ({
    kind,
    body: DEFAULT_MESSAGE_TEMPLATES.en[kind],
    isDefault: true,
    defaultBody: DEFAULT_MESSAGE_TEMPLATES.en[kind],
  }));
const usage: MessagingUsage = {
  sms: { allowance: 100, used: 58, left: 42, resetsAt: '2026-12-01T00:00:00.000Z' },
  today: { cap: 200, sent: 3, left: 197, resetsAt: '2026-11-25T00:00:00.000Z' },
  smsProvider: 'outbox',
  cardRequired: false,
};

const renderTab = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MessagesTab />
    </QueryClientProvider>,
  );

describe('Settings → Messages (decision 083)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('lists the placeholders and the four texts, saves one and resets it', async () => {
    let templates = defaults();
    const changed = { ...templates[0]!, body: 'Ready, {client}!', isDefault: false };
    const api = stubApi({
      'GET /message-templates': () => ({ data: { templates } }),
      'GET /messaging/usage': { data: { usage } },
      'PUT /message-templates/order-ready': () => {
        templates = [changed, ...templates.slice(1)];
        return { data: { template: changed } };
      },
      'DELETE /message-templates/order-ready': () => {
        templates = defaults();
        return { data: { template: templates[0] } };
      },
    });
    renderTab();
    const form = await screen.findByTestId('template-order-ready');
    for (const name of ['{client}', '{project}', '{date}', '{balance}', '{portalLink}']) expect(screen.getByText(name)).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(within(form).getByRole('button', { name: 'Reset to default: Order ready' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(within(form).getByLabelText('Order ready'), { target: { value: 'Ready, {client}!' } });
    expect(within(form).getByText('16 of 600 characters')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save: Order ready' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message saved'));
    const put = api.mock.calls.find(([, init]) => init.method === 'PUT');
    expect(JSON.parse(String(put?.[1].body))).toEqual({ body: 'Ready, {client}!' });

    const reset = await screen.findByRole('button', { name: 'Reset to default: Order ready' });
    await waitFor(() => expect(reset.hasAttribute('disabled')).toBe(false));
    fireEvent.click(reset);
    await waitFor(() =>
      expect((screen.getByLabelText('Order ready') as HTMLTextAreaElement).value).toBe(DEFAULT_MESSAGE_TEMPLATES.en['order-ready']),
    );
  });

  it('shows the server’s refusal under the text', async () => {
    const message = 'Write the message, or reset it to the default';
    stubApi({
      'GET /message-templates': { data: { templates: defaults() } },
      'GET /messaging/usage': { data: { usage } },
      'PUT /message-templates/thank-you': {
        status: 422,
        data: { success: false, status_code: 422, code: 'VALIDATION_ERROR', message, errors: [{ field: 'body', message }] },
      },
    });
    renderTab();
    const form = await screen.findByTestId('template-thank-you');
    fireEvent.click(within(form).getByRole('button', { name: 'Save: Thank you' }));
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(within(form).getByLabelText('Thank you').getAttribute('aria-invalid')).toBe('true');
  });

  it('says how many SMS are left this month and how many messages went today', async () => {
    stubApi({ 'GET /message-templates': { data: { templates: defaults() } }, 'GET /messaging/usage': { data: { usage } } });
    renderTab();
    const panel = await screen.findByTestId('messaging-usage');
    expect(panel.textContent).toMatch(/SMS this month: 58 of 100 sent, 42 left\. More from Dec 1, 2026\./);
    expect(panel.textContent).toMatch(/Messages to clients today \(email and SMS\): 3 of 200\./);
    expect(panel.textContent).toMatch(/outbox/);
  });
});
