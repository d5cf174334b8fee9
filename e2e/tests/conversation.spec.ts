import { expect, test } from '@playwright/test';
import type { Client, PortalLink } from '@atelier/shared';
import { auditViews, createAuditUser, seriousViolations } from '../fixtures/a11y';
import { apiAs, openSignedIn } from '../fixtures/api';
import { phoneContext, portalSection } from '../fixtures/portal';
import { sideways } from '../fixtures/phone-width';

// The conversation (decision 131) in a real browser: the client writes from the portal on a phone,
// the studio sees it new on the client page, replies in free text, and the client reads the reply
// on the portal. Axe on the conversation at 375 and 1280 px, light and dark.
test('the client writes from the portal, the studio replies from the client page, the client reads it', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  // The theme follows the browser's, so the audit sees both (decision 116).
  const user = await createAuditUser({ plan: 'premium' });
  const api = apiAs(user);
  // A trial without a card sends no email (decision 055): the reply goes by WhatsApp, a link the tailor opens.
  const { client } = await api.post<{ client: Client }>('/clients', {
    name: 'Grace Hopper',
    phone: '+44 7700 900123',
    preferredChannel: 'whatsapp',
  });
  const { link } = await api.post<{ link: PortalLink }>(`/clients/${client.id}/portal-link`, {});
  await context.route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));

  const phone = await phoneContext(browser);
  const portal = await phone.newPage();
  await portal.goto(link.url);
  const box = portalSection(portal, 'Messages');
  await expect(box.getByText('No messages yet. Write to the studio below.')).toBeVisible();
  await box.getByLabel(/^Your message to /).fill('Can the hem be 2 cm shorter?');
  await box.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(box.getByRole('status')).toHaveText('Your message was sent.');
  await expect(box.getByRole('list', { name: /^Your messages with / }).getByRole('listitem')).toContainText([
    'Can the hem be 2 cm shorter?',
  ]);

  await openSignedIn(page, user, `/clients/${client.id}`);
  const part = page.getByTestId('client-conversation');
  await expect(part.getByTestId('conversation-unread')).toHaveText('1 unread');
  const thread = part.getByRole('list', { name: 'Conversation with Grace Hopper' });
  await expect(thread.getByRole('listitem')).toContainText(['Can the hem be 2 cm shorter?']);
  await expect(thread.getByText('New', { exact: true })).toBeVisible();

  expect(await auditViews(page, 'conversation', { include: '[data-testid="client-conversation"]' })).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  await part.getByLabel('Reply to Grace Hopper').fill('Yes, 2 cm it is. See you Friday.');
  const [tab] = await Promise.all([page.waitForEvent('popup'), part.getByRole('button', { name: 'Open WhatsApp' }).click()]);
  await tab.waitForURL(/^https:\/\/wa\.me\/447700900123/);
  await expect(thread.getByRole('listitem')).toHaveCount(2);
  await expect(thread.getByRole('listitem').last()).toContainText('Yes, 2 cm it is. See you Friday.');

  await portal.reload();
  // The reply is new to the client: a line at the top says so and leads to the thread, which is
  // then marked read and its section named 'Messages' again (decision 136).
  await portal.getByRole('link', { name: "New messages from Ada's studio: 1" }).click();
  await expect(portalSection(portal, 'Messages').getByRole('listitem').last()).toContainText('Yes, 2 cm it is. See you Friday.');
  expect(await sideways(portal)).toBeLessThanOrEqual(0);
  // The portal's conversation, both ways, in the phone's light and dark themes.
  for (const colorScheme of ['light', 'dark'] as const) {
    await portal.emulateMedia({ colorScheme });
    expect(await seriousViolations(portal, `portal conversation ${colorScheme}`, '#message')).toEqual([]);
  }
  await phone.close();
});
