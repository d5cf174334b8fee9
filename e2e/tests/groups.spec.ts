import { expect, test, type Page } from '@playwright/test';
import type { Client, GroupDetail } from '@atelier/shared';
import { auditViews, createAuditUser } from '../fixtures/a11y';
import { apiAs, createUser, openSignedIn, type TestUser } from '../fixtures/api';
import { auditDialog, cancelButton, expectFocusRoundTrip } from '../fixtures/dialogs';
import { sideways } from '../fixtures/phone-width';

// A wedding party in a real browser against the real server (decision 160).

const money = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount);

async function groupOf(user: TestUser, id: string) {
  return apiAs(user).get<GroupDetail>(`/groups/${id}`);
}

/** Adds a member through the dialog: a new client typed at the counter, their part, their garment and its price. */
async function addNewMember(page: Page, m: { name: string; phone: string; part: string; type: string; price: string }) {
  await page.getByRole('button', { name: 'Add Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Member' });
  await dialog.getByRole('button', { name: 'New client' }).click();
  await dialog.getByLabel('Name', { exact: true }).fill(m.name);
  await dialog.getByLabel(/^Phone/).fill(m.phone);
  await dialog.getByLabel(/^Part/).fill(m.part);
  await dialog.getByRole('combobox', { name: 'Garment type' }).click();
  await page.getByRole('option', { name: m.type, exact: true }).click();
  await dialog.getByLabel(/^Price/).fill(m.price);
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: m.name })).toBeVisible();
}

test.describe('groups', () => {
  test('a wedding party: a bride and two bridesmaids with their garments, a message to all, one invoice to the payer @mobile', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const user = await createUser({ plan: 'premium' });
    const api = apiAs(user);
    // The bride is a client already, reached on WhatsApp; the payer is her mother.
    const { client: bride } = await api.post<{ client: Client }>('/clients', {
      name: 'Camille Dupont',
      phone: '+33 6 12 34 56 78',
      preferredChannel: 'whatsapp',
    });
    await api.post('/clients', { name: 'Hélène Dupont' });

    await openSignedIn(page, user, '/groups');
    await page.getByRole('button', { name: 'New Group' }).click();
    const form = page.getByRole('dialog', { name: 'New Group' });
    await form.getByLabel('Name').fill('Dupont – Martin wedding');
    await form.getByLabel(/^Event date/).fill('2031-06-14');
    await form.getByRole('button', { name: 'Create Group' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dupont – Martin wedding' })).toBeVisible();
    const groupId = page.url().split('/groups/')[1]!;
    await expect(page.getByTestId('group-code')).toHaveText(/^[A-Z2-9]{6}$/);

    // The bride from the client list, then two bridesmaids typed in; each with a garment.
    await page.getByRole('button', { name: 'Add Member' }).click();
    const add = page.getByRole('dialog', { name: 'Add Member' });
    await add.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: 'Camille Dupont' }).click();
    await add.getByLabel(/^Part/).fill('Bride');
    await add.getByRole('combobox', { name: 'Garment type' }).click();
    await page.getByRole('option', { name: 'Wedding Dress', exact: true }).click();
    await add.getByLabel(/^Price/).fill('2450,50');
    await add.getByRole('button', { name: 'Add Member' }).click();
    await expect(add).toBeHidden();
    await addNewMember(page, { name: 'Zoë Ångström', phone: '07700 900123', part: 'Bridesmaid', type: 'Evening Dress', price: '310' });
    await addNewMember(page, { name: 'Léa Martin', phone: '06 98 76 54 32', part: 'Bridesmaid', type: 'Evening Dress', price: '310,25' });
    await expect(page.getByTestId('group-member')).toHaveCount(3);
    await expect(page.getByTestId('group-counts')).toContainText('0 of 3 measured');
    const detail = await groupOf(user, groupId);
    expect(detail.members.map((m) => [m.client.name, m.role, !!m.project])).toEqual([
      ['Camille Dupont', 'Bride', true],
      ['Zoë Ångström', 'Bridesmaid', true],
      ['Léa Martin', 'Bridesmaid', true],
    ]);
    // Each garment is a project with the studio's stages: the card names the current one.
    await expect(page.getByRole('article', { name: 'Zoë Ångström' }).getByTestId('member-stage')).not.toHaveText('—');
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // One message to all: the bride by WhatsApp (a link to open); a trial without a card sends no SMS or email (decision 055).
    await page.getByRole('button', { name: 'Message All' }).click();
    const message = page.getByRole('dialog', { name: 'Message All Members' });
    await message.getByLabel('Message').fill('Final fittings on Saturday at 10 am.');
    await message.getByRole('button', { name: 'Send' }).click();
    const outcomes = page.getByTestId('message-outcome');
    await expect(outcomes).toHaveCount(3);
    await expect(outcomes.nth(0)).toContainText('Camille Dupont');
    await expect(outcomes.nth(0).getByRole('link', { name: 'Open WhatsApp to Camille Dupont' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/33612345678\?text=Final/,
    );
    await expect(outcomes.nth(1)).toContainText('Skipped');
    await expect(outcomes.nth(1)).toContainText('once a card is on file');
    await page.getByRole('button', { name: 'Close', exact: true }).last().click();

    // One invoice to the payer, a line per member at their garment's price.
    await page.getByRole('button', { name: 'Invoices' }).click();
    const invoices = page.getByRole('dialog', { name: 'Invoices for the Group' });
    await invoices.getByLabel('One invoice to the payer').check();
    await invoices.getByRole('combobox', { name: 'Payer' }).click();
    await page.getByRole('option', { name: 'Hélène Dupont' }).click();
    await invoices.getByRole('button', { name: 'Create Invoices' }).click();
    const made = page.getByTestId('group-invoices');
    await expect(made).toContainText('Hélène Dupont');
    await expect(made).toContainText(money(3070.75));
    await page.keyboard.press('Escape');
    await expect(page.getByText('Payer: Hélène Dupont')).toBeVisible();
    expect((await groupOf(user, groupId)).members.every((m) => m.invoiced && !m.paid)).toBe(true);
    expect(bride.id).toBe(detail.members[0]!.client.id);
  });

  test('a Free studio sees the upgrade panel', async ({ page }) => {
    const user = await createUser({ plan: 'free' });
    await openSignedIn(page, user, '/groups');
    await expect(page.getByTestId('groups-upgrade')).toBeVisible();
  });

  test('the groups’ pages and dialogs in both themes (axe) and their focus', async ({ page }) => {
    test.setTimeout(300_000);
    const user = await createAuditUser({ plan: 'premium' });
    const api = apiAs(user);
    const { group } = await api.post<{ group: { id: string } }>('/groups', {
      name: 'Spring recital',
      kind: 'cast',
      eventDate: '2031-04-02',
    });
    await api.post(`/groups/${group.id}/members`, {
      client: { name: 'Grace Hopper', email: 'grace@example.com' },
      role: 'Lead',
      garment: { type: 'Suit', budget: 900 },
    });
    await openSignedIn(page, user, '/groups');
    await expect(page.getByRole('article', { name: 'Spring recital' })).toBeVisible();
    const found = await auditViews(page, '/groups');
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'New Group' }), 'New Group')));
    await page.goto(`/groups/${group.id}`);
    await expect(page.getByTestId('group-member')).toHaveCount(1);
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Add Member' }), 'Add Member')));
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Message All' }), 'Message All Members')));
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Invoices' }), 'Invoices for the Group')));
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'Edit' }), 'Edit Group')));
    found.push(...(await auditDialog(page, page.getByRole('button', { name: 'New code' }), 'Make a new code?')));
    found.push(
      ...(await auditDialog(page, page.getByRole('button', { name: 'Remove Grace Hopper from the group' }), 'Remove this member?')),
    );
    expect(found).toEqual([]);

    await expectFocusRoundTrip(page, {
      opener: page.getByRole('button', { name: 'Add Member' }),
      name: 'Add Member',
      firstFocus: (d) => d.getByRole('button', { name: 'Existing client' }),
    });
    await expectFocusRoundTrip(page, {
      opener: page.getByRole('button', { name: 'Message All' }),
      name: 'Message All Members',
      firstFocus: (d) => d.getByLabel('Message'),
    });
    await expectFocusRoundTrip(page, {
      opener: page.getByRole('button', { name: 'Remove Grace Hopper from the group' }),
      name: 'Remove this member?',
      firstFocus: cancelButton,
    });
  });
});
